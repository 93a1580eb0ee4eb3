package calhamer.strategy.matrix;

import calhamer.strategy.search.Interruption;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.stream.IntStream;

/**
 * Iterated elimination of strategies dominated by pure strategies, for both players, in rounds (Utkin, "Influence
 * Graphs", section VIII, Tables 3→4; the definitions are the textbook ones, e.g. Osborne and Rubinstein, "A Course in
 * Game Theory", §§4.2–4.3).
 *
 * <p>One round: against the strategies both players still have, every row and every column that some other strategy
 * of the same player dominates is removed together. Every removed strategy records a dominator that survives the
 * round: dominance is a strict partial order, so some undominated strategy dominates each dominated one. Among the
 * surviving dominators the one with the best total payoff against the opponent's remaining strategies is named (the
 * largest margin over the removed strategy), ties going to the lowest index. Rounds repeat until one removes
 * nothing. Each player always keeps at least one strategy.
 *
 * <p>Strict elimination removes the same strategies whatever the order of removal; weak elimination can depend on
 * the order, and removing all weakly dominated strategies of both players at once in each round is the order used
 * here. Entries are compared exactly; no tolerance is applied.
 *
 * <p>Complexity: O(m·n·(m + n)) per round for an m×n matrix, at most m + n − 2 rounds.
 */
public final class DominanceElimination {

    private DominanceElimination() {
    }

    /**
     * Removes dominated strategies until none is left.
     *
     * @param rowObjective whether the row player maximises or minimises the entries (the column player does the
     *                     opposite)
     */
    public static Reduction eliminate(PayoffMatrix matrix, Objective rowObjective, Dominance dominance) {
        List<Integer> rows = new ArrayList<>(IntStream.range(0, matrix.rows()).boxed().toList());
        List<Integer> columns = new ArrayList<>(IntStream.range(0, matrix.columns()).boxed().toList());
        List<Elimination> eliminated = new ArrayList<>();
        if (dominance == Dominance.NONE) {
            return new Reduction(eliminated, rows, columns);
        }
        for (int round = 1; ; round++) {
            List<Elimination> rowSteps = dominated(new Side(matrix, MatrixPlayer.ROW, rowObjective.sign()),
                    rows, columns, dominance, round);
            List<Elimination> columnSteps = dominated(new Side(matrix, MatrixPlayer.COLUMN, -rowObjective.sign()),
                    columns, rows, dominance, round);
            if (rowSteps.isEmpty() && columnSteps.isEmpty()) {
                return new Reduction(eliminated, rows, columns);
            }
            for (Elimination step : rowSteps) {
                rows.remove(Integer.valueOf(step.index()));
            }
            for (Elimination step : columnSteps) {
                columns.remove(Integer.valueOf(step.index()));
            }
            eliminated.addAll(rowSteps);
            eliminated.addAll(columnSteps);
        }
    }

    /** The strategies of one side dominated against the opponent's remaining strategies, each with its dominator. */
    private static List<Elimination> dominated(Side side, List<Integer> own, List<Integer> opponents,
                                               Dominance dominance, int round) {
        int k = own.size();
        BitSet removed = new BitSet(k);
        for (int s = 0; s < k; s++) {
            Interruption.check("eliminating dominated strategies");
            for (int d = 0; d < k && !removed.get(s); d++) {
                if (d != s && dominates(side, own.get(d), own.get(s), opponents, dominance)) {
                    removed.set(s);
                }
            }
        }
        List<Elimination> steps = new ArrayList<>();
        for (int s = removed.nextSetBit(0); s >= 0; s = removed.nextSetBit(s + 1)) {
            int best = -1;
            double bestTotal = Double.NEGATIVE_INFINITY;
            for (int d = 0; d < k; d++) {
                if (!removed.get(d) && dominates(side, own.get(d), own.get(s), opponents, dominance)) {
                    double total = side.total(own.get(d), opponents);
                    if (total > bestTotal) {
                        best = d;
                        bestTotal = total;
                    }
                }
            }
            steps.add(new Elimination(side.player, own.get(s), own.get(best), round));
        }
        return steps;
    }

    /** Whether strategy {@code d} dominates strategy {@code s} (original indices) against the given opponents. */
    private static boolean dominates(Side side, int d, int s, List<Integer> opponents, Dominance dominance) {
        boolean strictSomewhere = false;
        for (int o : opponents) {
            double better = side.payoff(d, o) - side.payoff(s, o);
            if (better < 0 || (better == 0 && dominance == Dominance.STRICT)) {
                return false;
            }
            strictSomewhere |= better > 0;
        }
        return strictSomewhere || d < s;
    }

    /** One player's view of the matrix: its payoffs, "higher is better". */
    private record Side(PayoffMatrix matrix, MatrixPlayer player, int sign) {

        double payoff(int own, int opponent) {
            return sign * (player == MatrixPlayer.ROW ? matrix.get(own, opponent) : matrix.get(opponent, own));
        }

        double total(int own, List<Integer> opponents) {
            double total = 0;
            for (int o : opponents) {
                total += payoff(own, o);
            }
            return total;
        }
    }
}
