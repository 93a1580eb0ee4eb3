package calhamer.bot.dumbbot;

import calhamer.adjudicator.rules.MapTables;
import java.util.random.RandomGenerator;

/**
 * A short list of options (a location, a unit type, a value) ranked best first, and DumbBot's way of choosing among
 * them: the best, now and then the second, third, ... with a chance that shrinks as the gap in value grows. Scratch
 * arrays reused from call to call; insertion sort, O(n²) for the handful of options a unit has. Not thread-safe.
 */
final class RankedOptions {
    private final MapTables ix;
    private final DumbBotWeights w;
    final int[] location;
    final int[] type;
    final double[] value;

    RankedOptions(MapTables ix, DumbBotWeights weights) {
        this.ix = ix;
        this.w = weights;
        int l = ix.locationCount() + 1;
        location = new int[l];
        type = new int[l];
        value = new double[l];
    }

    void set(int i, int at, int unitType, double v) {
        location[i] = at;
        type[i] = unitType;
        value[i] = v;
    }

    /** @return how many options are left once those in the province are dropped (order kept) */
    int dropProvince(int n, int province) {
        int m = 0;
        for (int i = 0; i < n; i++) {
            if (ix.provinceOf(location[i]) != province) {
                set(m++, location[i], type[i], value[i]);
            }
        }
        return m;
    }

    /** Insertion sort of the first n options by value, best first (ties: lower location first). */
    void sortDescending(int n) {
        for (int i = 1; i < n; i++) {
            int d = location[i];
            int t = type[i];
            double v = value[i];
            int j = i - 1;
            while (j >= 0 && (value[j] < v || value[j] == v && location[j] > d)) {
                location[j + 1] = location[j];
                type[j + 1] = type[j];
                value[j + 1] = value[j];
                j--;
            }
            location[j + 1] = d;
            type[j + 1] = t;
            value[j + 1] = v;
        }
    }

    /**
     * DumbBot's choice among the sorted options: start at the best; with {@code playAlternative} percent chance look
     * at the next one, and take it unless the relative gap in value, times {@code alternativeDifference}, beats a
     * random percentage; repeat from there.
     */
    int pick(int n, RandomGenerator random) {
        int i = 0;
        while (i + 1 < n && random.nextInt(100) < w.playAlternative()) {
            double best = value[i];
            double gap = best - value[i + 1];
            double relative = best == 0 ? (gap == 0 ? 0 : 100) : gap * w.alternativeDifference() / Math.abs(best);
            if (relative >= random.nextInt(100)) {
                break;
            }
            i++;
        }
        return i;
    }
}
