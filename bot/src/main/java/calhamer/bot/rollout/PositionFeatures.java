package calhamer.bot.rollout;

import calhamer.adjudicator.engine.Board;
import calhamer.adjudicator.rules.MapTables;
import java.util.Arrays;
import java.util.List;

/**
 * What a position says about each power's next centres, beyond its count: the features a {@link ValueWeights}
 * weighs. A centre counts for the power of the unit on it, an empty one for its owner (as after a Fall); a province
 * is in reach of a power when one of its units can move there next phase without a convoy.
 *
 * <ol>
 *   <li>{@link #CENTRES}: the centres that count for the power;</li>
 *   <li>{@link #UNITS}: its units;</li>
 *   <li>{@link #THREATENED}: its centres in reach of another power;</li>
 *   <li>{@link #UNGUARDED}: those of them with no unit of its own on them;</li>
 *   <li>{@link #TARGETS}: other centres in its reach;</li>
 *   <li>{@link #EMPTY_TARGETS}: those of them with no unit on them;</li>
 *   <li>{@link #CENTRES_SQUARED}: the centres squared (whether a large power grows faster, or draws every other
 *       power on it).</li>
 * </ol>
 *
 * <p>Every feature is a whole number, so sums of their products are exact in a {@code double} and do not depend on
 * the order of the adding ({@code ValueLearning} adds games in parallel).
 *
 * <p>Cost: O(units · adjacency + centres) per board, no allocation. Not thread-safe: one per thread.
 */
public final class PositionFeatures {
    /** The features' names, in order, as {@link LearnedValue} lists them. */
    public static final List<String> NAMES = List.of("centres", "units", "threatened", "unguarded", "targets",
            "emptyTargets", "centresSquared");
    public static final int CENTRES = 0;
    public static final int UNITS = 1;
    public static final int THREATENED = 2;
    public static final int UNGUARDED = 3;
    public static final int TARGETS = 4;
    public static final int EMPTY_TARGETS = 5;
    public static final int CENTRES_SQUARED = 6;
    /** The number of features. */
    public static final int COUNT = NAMES.size();

    private final MapTables ix;
    /** Per province, a bit per power that can move there next phase. */
    private final int[] reach;

    public PositionFeatures(MapTables ix) {
        if (ix.powerCount() > Integer.SIZE) {
            throw new IllegalArgumentException("more than 32 powers");
        }
        this.ix = ix;
        this.reach = new int[ix.provinceCount()];
    }

    /** @return the power a centre counts for: the unit's on it, else its owner's (as after a Fall); -1: nobody's */
    static int holder(Board b, int centre) {
        int occupant = b.unitPower(centre);
        return occupant >= 0 ? occupant : b.owner(centre);
    }

    /**
     * Writes every power's features, power p's at {@code out[p * COUNT + f]}.
     *
     * @param out at least {@code powerCount() * COUNT} long
     */
    public void compute(Board b, double[] out) {
        int powers = ix.powerCount();
        Arrays.fill(out, 0, powers * COUNT, 0);
        Arrays.fill(reach, 0);
        for (int q = 0; q < ix.provinceCount(); q++) {
            int p = b.unitPower(q);
            if (p >= 0) {
                out[p * COUNT + UNITS]++;
                for (int to : ix.nextProvinces(b.unitType(q), b.unitLocation(q))) {
                    reach[to] |= 1 << p;
                }
            }
        }
        for (int c : ix.centres()) {
            int occupant = b.unitPower(c);
            int p = holder(b, c);
            int others = reach[c];
            if (p >= 0) {
                int f = p * COUNT;
                out[f + CENTRES]++;
                others &= ~(1 << p);
                if (others != 0) {
                    out[f + THREATENED]++;
                    if (occupant != p) {
                        out[f + UNGUARDED]++;
                    }
                }
            }
            for (int bits = others; bits != 0; bits &= bits - 1) {
                int q = Integer.numberOfTrailingZeros(bits);
                out[q * COUNT + TARGETS]++;
                if (occupant < 0) {
                    out[q * COUNT + EMPTY_TARGETS]++;
                }
            }
        }
        for (int p = 0; p < powers; p++) {
            double c = out[p * COUNT + CENTRES];
            out[p * COUNT + CENTRES_SQUARED] = c * c;
        }
    }
}
