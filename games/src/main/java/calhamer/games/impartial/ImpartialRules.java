package calhamer.games.impartial;

import calhamer.strategy.solve.ImpartialRuleset;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.AbstractList;
import java.util.List;

/**
 * The rules of one impartial game on its positions (who is to move is not part of a position): the legal moves,
 * their effect, their notation and the position's JSON form, plus what the Sprague–Grundy solver needs
 * ({@link ImpartialRuleset}: canonical independent components). {@link NormalPlayGame} turns rules into a
 * {@link calhamer.strategy.game.Game} under normal play.
 *
 * @param <P> the position type: an immutable value
 * @param <M> the move type: a value
 */
public interface ImpartialRules<P, M> extends ImpartialRuleset<P> {

    /** @return the game's registered name */
    String name();

    /**
     * @return the legal moves, in a fixed order; empty exactly when the game is over; may be a view computed on
     *         demand (size, get and contains cheap), never one through which the position could change
     */
    List<M> moves(P position);

    /** @return whether the game is over (no legal move); cheaper than listing the moves where the rules allow */
    default boolean over(P position) {
        return moves(position).isEmpty();
    }

    /** @return the position after a legal move */
    P play(P position, M move);

    /** @return the move's text; by default its {@code toString} (a number, or {@code index:amount}) */
    default String notation(P position, M move) {
        return String.valueOf(move);
    }

    /**
     * Reads a move's text (its legality is checked by the caller).
     *
     * @throws IllegalArgumentException when the text is not a move of this game
     */
    M parseMove(P position, String text);

    /** @return the position's JSON form, an object */
    ObjectNode toJson(P position);

    /**
     * Reads a position from its JSON form.
     *
     * @throws calhamer.strategy.game.InvalidStateException naming the field that is wrong
     */
    P fromJson(JsonNode json);

    /** @return every play's bound in moves from the position (for tests and documentation) */
    int maxMoves(P position);

    /** @return the positions one move away, each made when asked for (the moves' list is all it keeps) */
    @Override
    default List<P> options(P component) {
        List<M> moves = moves(component);
        return new AbstractList<>() {
            @Override
            public P get(int index) {
                return play(component, moves.get(index));
            }

            @Override
            public int size() {
                return moves.size();
            }
        };
    }
}
