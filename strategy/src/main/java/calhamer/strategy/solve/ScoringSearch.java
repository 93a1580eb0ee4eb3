package calhamer.strategy.solve;

import java.util.Arrays;

/**
 * One thread's alpha-beta search (fail-soft) of the Left score of sums, on the transposition table it shares with
 * the other threads of the same {@link ScoringSolver}. Left's options only: the Right score of a sum G is
 * −Ls(−G), so the value of a Left option taking p points to G' is p + Rs(G') = p − Ls(−G').
 *
 * <p>A sum met for the first time starts from bounds of its own: |Ls| is at most its size and has the size's
 * parity (every point goes to someone), and Milnor's inequalities bound it by its components' known bounds:
 * Ls(G + H) ≤ Ls(G) + Ls(H) and Ls(G + H) ≥ Ls(G) + Rs(H), Rs(H) ≥ ΣRs(parts of H). Options are tried best-first:
 * the best one found earlier for the same sum, then by points taken, then the most even cut. Components up to a size
 * the solver sets are simplified when this search first meets them: dominated options dropped ({@link Dominance}),
 * proven equivalents put in their place in the sums formed afterwards ({@link Equivalents}).
 */
final class ScoringSearch {
    /** Larger than any score. */
    static final int INF = 1 << 24;

    private final ComponentIds<?> ids;
    private final BoundTable table;
    private final SolveLimits limits;
    private final int prunedSize;
    private long steps;

    /** @param prunedSize the largest components simplified (dominated options, equivalents) */
    ScoringSearch(ComponentIds<?> ids, BoundTable table, SolveLimits limits, int prunedSize) {
        this.ids = ids;
        this.table = table;
        this.limits = limits;
        this.prunedSize = prunedSize;
    }

    /** @return whether components of that size are simplified when this search meets them */
    boolean prunes(int size) {
        return size <= prunedSize;
    }

    /**
     * @return the Left score of the canonical sum if it lies strictly between alpha and beta; otherwise a bound
     *         beyond the window on the same side (fail-soft)
     */
    int ls(int[] sum, int alpha, int beta) {
        if (sum.length == 0) {
            return 0;
        }
        if ((++steps & (SolveLimits.CHECK_EVERY - 1)) == 0) {
            limits.check(table.size());
        } else {
            limits.states(table.size());
        }
        int hash = BoundTable.hash(sum);
        long entry = table.get(sum, hash);
        int lo;
        int hi;
        int best = -1;
        if (entry == BoundTable.MISSING) {
            limits.memory(table.bytes() + ids.bytes());
            int[] bounds = firstBounds(sum);
            lo = bounds[0];
            hi = bounds[1];
        } else {
            lo = BoundTable.lo(entry);
            hi = BoundTable.hi(entry);
            best = BoundTable.best(entry);
        }
        if (lo >= beta || lo == hi) {
            return lo;
        }
        if (hi <= alpha) {
            return hi;
        }
        int a0 = Math.max(alpha, lo);
        int b0 = Math.min(beta, hi);
        int a = a0;
        int value = -INF;
        int bestMove = -1;
        ComponentIds.Move[][] options = new ComponentIds.Move[sum.length][];
        for (long move : moves(sum, best, options)) {
            int i = (int) (move >>> 16 & 0xFFFF);
            int j = (int) (move & 0xFFFF);
            ComponentIds.Move option = options[i][j];
            int p = option.points();
            int v = p - ls(Sums.negate(Sums.replace(sum, i, option.rest(), ids), ids), p - b0, p - a);
            if (v > value) {
                value = v;
                bestMove = i < 0xFF && j < 0xFFFF ? i << 16 | j : -1;
                if (v > a) {
                    a = v;
                }
                if (v >= b0) {
                    break;
                }
            }
        }
        if (value <= a0) {
            record(sum, hash, lo, value, bestMove);
        } else if (value >= b0) {
            record(sum, hash, value, hi, bestMove);
        } else {
            record(sum, hash, value, value, bestMove);
        }
        return value;
    }

    /** Puts bounds in the table and, for a single component, in its own entry too (for {@link #firstBounds}). */
    void record(int[] sum, int hash, int lo, int hi, int best) {
        table.put(sum, hash, lo, hi, best);
        if (sum.length == 1) {
            ids.narrow(sum[0], lo, hi);
        }
    }

    /**
     * @param options filled with the options of each component of the sum that the moves index (a component met again
     *                may have lost its dominated options by then)
     * @return Left's options in the sum as {@code i << 16 | j} (component index, option index), best first
     */
    long[] moves(int[] sum, int best, ComponentIds.Move[][] options) {
        int count = 0;
        for (int i = 0; i < sum.length; i++) {
            if (i == 0 || sum[i] != sum[i - 1]) {
                options[i] = ids.options(sum[i], this);
                count += options[i].length;
            }
        }
        long[] moves = new long[count];
        int k = 0;
        for (int i = 0; i < sum.length; i++) {
            if (i > 0 && sum[i] == sum[i - 1]) {
                continue;
            }
            for (int j = 0; j < options[i].length; j++) {
                long rank = (long) (0x7FFF - Math.min(options[i][j].points(), 0x7FFF)) << 16
                        | Math.min(options[i][j].largest(), 0xFFFF);
                int code = i << 16 | j;
                moves[k++] = code == best ? code : rank << 32 | code;
            }
        }
        Arrays.sort(moves);
        return moves;
    }

    /** @return {lo, hi}: bounds on the Left score of a sum not in the table yet */
    private int[] firstBounds(int[] sum) {
        int size = Sums.size(sum, ids);
        int lo = -size;
        int hi = size;
        if (sum.length > 1) {
            int lsHiTotal = 0;
            int rsLoTotal = 0;
            int bestGap = Integer.MIN_VALUE;
            for (int id : sum) {
                int lsLo = ids.lsLo(id);
                int lsHi = ids.lsHi(id);
                int rsLo = -ids.lsHi(ids.negative(id));
                lsHiTotal += lsHi;
                rsLoTotal += rsLo;
                bestGap = Math.max(bestGap, lsLo - rsLo);
            }
            hi = Math.min(hi, lsHiTotal);
            lo = Math.max(lo, rsLoTotal + bestGap);
        }
        if (((lo - size) & 1) != 0) {
            lo++;
        }
        if (((hi - size) & 1) != 0) {
            hi--;
        }
        return new int[] {lo, hi};
    }
}
