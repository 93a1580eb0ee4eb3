package calhamer.games.spreadit;

import static calhamer.games.spreadit.SpreadItState.BLACK;
import static calhamer.games.spreadit.SpreadItState.RED;

import calhamer.strategy.game.Evaluator;

/**
 * The alpha-beta agent's evaluation in Spread-It: the linear combination (LC) heuristic of section IV.A.1 with the
 * learned weights of section V.A (parity 0.27, stability −0.08, mobility 0, hubs 0.315, general 0.495). The paper
 * names the five features but not their formulas; here each is one number per player, turned into Black's share
 * 100·(black − red)/(|black| + |red|) in [−100, 100] (0 when both are 0), the way Othello's features of the same
 * names are scaled:
 * <ul>
 *   <li>parity: what decides the game now: tokens on the board (zero loyalty) or fixed vertices (full loyalty);</li>
 *   <li>stability: tokens on vertices the player will win however the tokens still needed arrive (stable, +1), minus
 *       those on vertices the opponent could fire in its colour with its next token (unstable, −1); the rest are
 *       semi-stable (0); tokens on fixed vertices are stable;</li>
 *   <li>mobility: the vertices where the player's next token would fire the vertex in its colour;</li>
 *   <li>hubs: Σ PageRank(v) · the player's chance on v: total/k_v on vertices it leads (the majority, a tie going
 *       to the last arrival), doubled when one token would fire the vertex; 2 on its fixed vertices;</li>
 *   <li>general: the vertices it leads or owns (counting factor) plus twice Σ 1/(tokens still needed) over the open
 *       vertices it leads (remaining factor, the larger weight).</li>
 * </ul>
 * A board in the middle of an endless cascade has vertices at their thresholds; they count as one token short.
 * A finished game scores ±{@link #WIN} (0 for a draw), beyond any heuristic value. One pass over the vertices:
 * O(n) per state. The value is Black's; Red's is its negation.
 *
 * <p>{@link #endlessCascadesAsHorizon()} is the evaluation as the paper's alpha-beta agent had it: section III.D.2
 * has tree search "stop the tree generation" in the "infinity zone", where a cascade may never end, so the agent
 * never learns who wins an endless cascade; this evaluator scores a game ended by one with the LC value of its last
 * board instead of its result (other endings keep their result).
 */
public final class SpreadItHeuristic implements Evaluator<SpreadItState> {
    /** The value of a won game. */
    public static final double WIN = 1000;
    /** Section V.A's weights: parity, stability, mobility, hubs, general. */
    static final double[] WEIGHTS = {0.27, -0.08, 0, 0.315, 0.495};

    private final boolean endlessAsHorizon;

    /** The evaluation that knows every result. */
    public SpreadItHeuristic() {
        this(false);
    }

    private SpreadItHeuristic(boolean endlessAsHorizon) {
        this.endlessAsHorizon = endlessAsHorizon;
    }

    /** The paper's alpha-beta evaluation: endless cascades are a horizon, scored by the LC value. */
    public static SpreadItHeuristic endlessCascadesAsHorizon() {
        return new SpreadItHeuristic(true);
    }

    /** A won game's value, {@link #WIN}: no heuristic value reaches it. */
    @Override
    public double maxValue() {
        return WIN;
    }

    @Override
    public double[] evaluate(SpreadItState state) {
        double black = endlessAsHorizon && state.isOver()
                && state.outcome().reason() == SpreadItState.EndReason.ENDLESS_CASCADE
                ? linearCombination(state) : blackValue(state);
        return new double[] {black, -black};
    }

    /** The LC value for Black. */
    public static double blackValue(SpreadItState state) {
        if (state.isOver()) {
            int winner = state.outcome().winner();
            return winner == BLACK ? WIN : winner == RED ? -WIN : 0;
        }
        return linearCombination(state);
    }

    private static double linearCombination(SpreadItState state) {
        double[] features = features(state);
        double value = 0;
        for (int i = 0; i < WEIGHTS.length; i++) {
            value += WEIGHTS[i] * features[i];
        }
        return value;
    }

    /** The five features for Black, each in [−100, 100]: parity, stability, mobility, hubs, general. */
    static double[] features(SpreadItState s) {
        SpreadItBoard b = s.board();
        double[] black = new double[5];
        double[] red = new double[5];
        for (int v = 0; v < b.vertices(); v++) {
            if (s.isFixed(v)) {
                double[] owner = s.fixedColour(v) == BLACK ? black : red;
                owner[0] += 1;
                owner[1] += s.total(v);
                owner[3] += 2 * b.pageRank(v);
                owner[4] += 1;
                continue;
            }
            vertex(s, v, BLACK, black);
            vertex(s, v, RED, red);
        }
        if (b.variant() == Variant.ZERO_LOYALTY) {
            black[0] = 0;
            red[0] = 0;
            for (int v = 0; v < b.vertices(); v++) {
                black[0] += s.black(v);
                red[0] += s.red(v);
            }
        }
        double[] out = new double[5];
        for (int i = 0; i < 5; i++) {
            out[i] = share(black[i], red[i]);
        }
        return out;
    }

    /** Adds the player's stability, mobility, hubs and general terms for open vertex v. */
    private static void vertex(SpreadItState s, int v, int player, double[] sums) {
        SpreadItBoard b = s.board();
        int mine = s.tokens(player, v);
        int theirs = s.tokens(1 - player, v);
        int total = mine + theirs;
        int k = b.threshold(v);
        int needed = Math.max(1, k - total);
        if (mine > 0) {
            if (needed == 1 && theirs + 1 >= mine) {
                sums[1] -= mine;
            } else if (mine > theirs + needed) {
                sums[1] += mine;
            }
        }
        if (needed == 1 && mine + 1 >= theirs) {
            sums[2] += 1;
        }
        boolean leads = mine > theirs || mine == theirs && mine > 0 && s.lastArrival(v) == player;
        if (leads) {
            double chance = (double) total / k;
            sums[3] += b.pageRank(v) * (needed == 1 ? 2 * chance : chance);
            sums[4] += 1 + 2.0 / needed;
        }
    }

    private static double share(double black, double red) {
        double scale = Math.abs(black) + Math.abs(red);
        return scale == 0 ? 0 : 100 * (black - red) / scale;
    }
}
