package calhamer.games.influencegame;

import calhamer.strategy.game.Game;
import calhamer.strategy.game.GameFacts;
import calhamer.strategy.game.GameSolver;
import calhamer.strategy.game.JointMove;
import calhamer.strategy.game.MoveOrder;
import calhamer.strategy.solve.ScoringGameSolver;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Optional;

/**
 * INFLUENCE, the partizan scoring game of Duchêne, Gonzalez, Parreau, Rémila and Solal (TCS 2021), section 2
 * (Remarks 1 and 4): on a digraph whose vertices are labelled L or R, Left picks an L vertex and removes every
 * vertex reachable from it by a directed path, itself included (Succ); Right picks an R vertex and removes every
 * vertex from which it can be reached, itself included (Pred). A player without a vertex of their label passes
 * while the other plays on; the game ends when the board is empty; each player scores the vertices they removed.
 *
 * <p>Players {@code left} and {@code right}; a move is the name of the vertex picked. Returns are the final score
 * differences (Left's points minus Right's, and its negative), so the game is zero-sum. Every play ends within as
 * many plies as the board has vertices. {@link #solver()} gives the exact scores of a position
 * ({@link ScoringGameSolver} over {@link InfluenceRules}).
 */
public final class Influence implements Game<InfluenceState, String> {
    /** The registered name. */
    public static final String NAME = "influence";
    private static final GameFacts FACTS = new GameFacts(NAME, List.of("left", "right"), MoveOrder.SEQUENTIAL,
            true, true);

    private final InfluenceState start;
    private final GameSolver<InfluenceState> solver;

    /** @param start the position play starts from */
    public Influence(InfluenceState start) {
        this.start = start;
        this.solver = new ScoringGameSolver<>(this, new InfluenceRules(),
                Math.max(1, Math.min(2, Runtime.getRuntime().availableProcessors())));
    }

    @Override
    public GameFacts facts() {
        return FACTS;
    }

    @Override
    public InfluenceState initialState() {
        return start;
    }

    @Override
    public boolean isTerminal(InfluenceState state) {
        return state.over();
    }

    @Override
    public List<Integer> actors(InfluenceState state) {
        return state.over() ? List.of() : List.of(state.leftMoves() ? 0 : 1);
    }

    @Override
    public List<String> legalMoves(InfluenceState state, int player) {
        if (state.over() || player != (state.leftMoves() ? 0 : 1)) {
            return List.of();
        }
        Digraph g = state.board();
        List<String> moves = new ArrayList<>();
        for (int v = 0; v < g.size(); v++) {
            if (g.isLeft(v) == (player == 0)) {
                moves.add(g.name(v));
            }
        }
        return List.copyOf(moves);
    }

    @Override
    public InfluenceState apply(InfluenceState state, JointMove<String> move) {
        requireLegal(state, move);
        boolean left = state.leftMoves();
        Digraph g = state.board();
        BitSet removed = g.reach(g.index(move.move(left ? 0 : 1)), left);
        int taken = removed.cardinality();
        return new InfluenceState(g.without(removed), !left, state.leftScore() + (left ? taken : 0),
                state.rightScore() + (left ? 0 : taken));
    }

    @Override
    public double[] returns(InfluenceState state) {
        if (!state.over()) {
            throw new IllegalStateException("INFLUENCE is not over: " + state.board().size() + " vertices left");
        }
        double margin = state.leftScore() - state.rightScore();
        return new double[] {margin, -margin};
    }

    @Override
    public String notation(InfluenceState state, int player, String move) {
        return move;
    }

    @Override
    public String parseMove(InfluenceState state, int player, String text) {
        String name = text.strip();
        if (!legalMoves(state, player).contains(name)) {
            throw new IllegalArgumentException("'" + text + "' is not a vertex " + FACTS.players().get(player)
                    + " can pick here; moves: " + legalMoves(state, player));
        }
        return name;
    }

    @Override
    public JsonNode toJson(InfluenceState state) {
        return InfluenceJson.write(state);
    }

    @Override
    public InfluenceState fromJson(JsonNode json) {
        return InfluenceJson.read(json);
    }

    @Override
    public Optional<GameSolver<InfluenceState>> solver() {
        return Optional.of(solver);
    }
}
