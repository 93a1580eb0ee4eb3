package calhamer.strategy.game;

import java.util.Collection;
import java.util.Collections;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.SortedMap;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * One move per acting player, applied together. A turn-based game's joint move holds the one actor's move.
 *
 * @param moves player index → that player's move; iterated in player order
 * @param <M>   the game's move type
 */
public record JointMove<M>(SortedMap<Integer, M> moves) {

    public JointMove {
        TreeMap<Integer, M> copy = new TreeMap<>();
        moves.forEach((player, move) -> {
            Objects.requireNonNull(player, "player");
            Objects.requireNonNull(move, () -> "move of player " + player);
            if (player < 0) {
                throw new IllegalArgumentException("player index " + player + " is negative");
            }
            copy.put(player, move);
        });
        moves = Collections.unmodifiableSortedMap(copy);
    }

    /** The joint move of a turn-based game: one player's move. */
    public static <M> JointMove<M> of(int player, M move) {
        return new JointMove<>(new TreeMap<>(Map.of(player, move)));
    }

    /** A joint move from player index → move. */
    public static <M> JointMove<M> of(Map<Integer, M> moves) {
        return new JointMove<>(new TreeMap<>(moves));
    }

    /** The players who move, ascending. */
    public SortedSet<Integer> players() {
        return Collections.unmodifiableSortedSet(new TreeSet<>(moves.keySet()));
    }

    /** The move of the given player. */
    public M move(int player) {
        M move = moves.get(player);
        if (move == null) {
            throw new NoSuchElementException("no move for player " + player + " in " + moves);
        }
        return move;
    }

    /**
     * Checks that this joint move holds a move for exactly the given actors.
     *
     * @throws IllegalArgumentException naming the missing and the extra players
     */
    public void requirePlayers(Collection<Integer> actors) {
        TreeSet<Integer> missing = new TreeSet<>(actors);
        missing.removeAll(moves.keySet());
        TreeSet<Integer> extra = new TreeSet<>(moves.keySet());
        extra.removeAll(actors);
        if (!missing.isEmpty() || !extra.isEmpty()) {
            throw new IllegalArgumentException("a joint move needs one move per actor " + actors
                    + (missing.isEmpty() ? "" : "; missing players " + missing)
                    + (extra.isEmpty() ? "" : "; players not acting " + extra));
        }
    }

    /** Whether the given player has a move here. */
    public boolean hasMove(int player) {
        return moves.containsKey(player);
    }
}
