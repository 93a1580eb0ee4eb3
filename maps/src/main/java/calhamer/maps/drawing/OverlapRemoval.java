package calhamer.maps.drawing;

import calhamer.maps.drawing.Glyphs.Box;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;

/**
 * Finds and removes the overlaps between glyphs (rigid sets of boxes, each anchored at a point that may move),
 * keeping {@link Glyphs#GAP} between them, with the two adjustments Misue, Eades, Lai and Sugiyama describe for
 * moving a layout's nodes apart while keeping its mental map ("Layout Adjustment and the Mental Map", J. Visual
 * Languages and Computing 6(2), 1995):
 *
 * <ol>
 *   <li>local pushes, in the spirit of their force-scan algorithm: rounds of a sweep over the glyphs sorted by the
 *       left edge of their bounding boxes, in which each overlapping pair is pushed apart, half each, by the
 *       shortest move along one axis that parts all their boxes; after every {@value #ROUNDS} rounds that leave an
 *       overlap, the anchors are spread by {@value #GROWTH} about their centre (what is left then is usually a
 *       crowd the pushes only shuffle);</li>
 *   <li>after {@value #SPREADS} spreads, uniform scaling by the least factor that parts every pair still
 *       overlapping (at least {@value #LEAST_GROWTH}), until none is left: scaling keeps every direction between
 *       anchors, and since they are distinct it always ends.</li>
 * </ol>
 *
 * <p>Each round is O(n log n + k) for n glyphs and the k pairs whose bounding boxes share a column. A round that
 * finds no overlap has checked every pair, so the result is verified, not hoped for. Edge case: two glyphs on one
 * point are parted by their order (the second to the right).
 */
final class OverlapRemoval {
    static final int ROUNDS = 25;
    static final int SPREADS = 25;
    static final double GROWTH = 1.02;
    private static final double LEAST_GROWTH = 1.02;
    private static final double EPSILON = 1e-6;

    private final double[] x;
    private final double[] y;
    private final List<List<Box>> glyphs;
    private final Box[] bounds;
    private final Integer[] order;

    /**
     * @param x      the anchors' x, moved in place by {@link #separate()} (and by whoever else holds the array)
     * @param y      the anchors' y, the same
     * @param glyphs per anchor, its boxes relative to it (at least one)
     */
    OverlapRemoval(double[] x, double[] y, List<List<Box>> glyphs) {
        this.x = x;
        this.y = y;
        this.glyphs = glyphs;
        this.bounds = new Box[x.length];
        this.order = new Integer[x.length];
        for (int i = 0; i < x.length; i++) {
            Box b = glyphs.get(i).get(0);
            for (Box box : glyphs.get(i)) {
                b = b.union(box);
            }
            bounds[i] = b;
            order[i] = i;
        }
    }

    /**
     * Moves the anchors in place until no two glyphs overlap.
     *
     * @return the rounds of pushes taken
     */
    int separate() {
        int rounds = 0;
        for (int spread = 0; spread <= SPREADS; spread++) {
            if (spread > 0) {
                scale(GROWTH);
            }
            for (int round = 0; round < ROUNDS; round++) {
                rounds++;
                if (!sweep(true)) {
                    return rounds;
                }
            }
        }
        while (sweep(false)) {
            rounds++;
        }
        return rounds;
    }

    /** Calls the test on every pair whose bounding boxes (with the gap) overlap; answers whether any test did. */
    private boolean forCandidates(PairTest test) {
        Arrays.sort(order, Comparator.comparingDouble((Integer i) -> x[i] + bounds[i].x0()).thenComparing(i -> i));
        boolean any = false;
        for (int a = 0; a < order.length; a++) {
            int i = order[a];
            for (int b = a + 1; b < order.length; b++) {
                int j = order[b];
                if (x[j] + bounds[j].x0() >= x[i] + bounds[i].x1() + Glyphs.GAP) {
                    break;
                }
                if (y[j] + bounds[j].y0() < y[i] + bounds[i].y1() + Glyphs.GAP
                        && y[i] + bounds[i].y0() < y[j] + bounds[j].y1() + Glyphs.GAP) {
                    any |= test.test(i, j);
                }
            }
        }
        return any;
    }

    private interface PairTest {
        boolean test(int i, int j);
    }

    /**
     * One sweep over every pair whose bounding boxes overlap: pushes them apart, or (when not pushing) scales all
     * anchors by the least factor that separates every overlapping pair found.
     *
     * @return whether an overlap was found
     */
    private boolean sweep(boolean push) {
        if (push) {
            return forCandidates(this::pushApart);
        }
        double[] growth = {1};
        boolean found = forCandidates((i, j) -> {
            double g = growthToSeparate(i, j);
            growth[0] = Math.max(growth[0], g);
            return g > 1;
        });
        if (found) {
            scale(Math.max(growth[0], LEAST_GROWTH));
        }
        return found;
    }

    /**
     * Pushes two glyphs apart, half each, by the shortest move along one axis that separates every pair of their
     * boxes (right, left, down or up: for each direction, the most any box of the second must travel past a box of
     * the first it shares a row, or a column, with); O(boxes²).
     *
     * @return whether they overlapped
     */
    private boolean pushApart(int i, int j) {
        double right = 0;
        double left = 0;
        double down = 0;
        double up = 0;
        boolean overlap = false;
        for (Box p : glyphs.get(i)) {
            Box a = p.at(x[i], y[i]);
            for (Box q : glyphs.get(j)) {
                Box b = q.at(x[j], y[j]);
                double ox = Math.min(a.x1(), b.x1()) - Math.max(a.x0(), b.x0()) + Glyphs.GAP;
                double oy = Math.min(a.y1(), b.y1()) - Math.max(a.y0(), b.y0()) + Glyphs.GAP;
                overlap |= ox > EPSILON && oy > EPSILON;
                if (oy > EPSILON) {
                    right = Math.max(right, a.x1() + Glyphs.GAP - b.x0());
                    left = Math.max(left, b.x1() + Glyphs.GAP - a.x0());
                }
                if (ox > EPSILON) {
                    down = Math.max(down, a.y1() + Glyphs.GAP - b.y0());
                    up = Math.max(up, b.y1() + Glyphs.GAP - a.y0());
                }
            }
        }
        if (!overlap) {
            return false;
        }
        // Ties go the way the anchors already lie, so that glyphs do not pass through each other.
        double dx = x[j] - x[i];
        double dy = y[j] - y[i];
        double best = Math.min(Math.min(right, left), Math.min(down, up));
        double moveX = 0;
        double moveY = 0;
        if (best == right && (best != left || dx >= 0)) {
            moveX = right / 2 + EPSILON;
        } else if (best == left) {
            moveX = -(left / 2 + EPSILON);
        } else if (best == down && (best != up || dy >= 0)) {
            moveY = down / 2 + EPSILON;
        } else {
            moveY = -(up / 2 + EPSILON);
        }
        x[i] -= moveX;
        y[i] -= moveY;
        x[j] += moveX;
        y[j] += moveY;
        return true;
    }

    /**
     * @return the least factor by which scaling the anchors separates two glyphs, 1 when they do not overlap; for
     *         each overlapping pair of boxes, the least factor that puts them apart on one axis, the largest over
     *         the pairs
     */
    private double growthToSeparate(int i, int j) {
        if (x[j] == x[i] && y[j] == y[i]) {
            x[j] += Glyphs.GAP;
        }
        double dx = x[j] - x[i];
        double dy = y[j] - y[i];
        double need = 1;
        for (Box p : glyphs.get(i)) {
            Box a = p.at(x[i], y[i]);
            for (Box q : glyphs.get(j)) {
                Box b = q.at(x[j], y[j]);
                if (!a.overlaps(new Box(b.x0() - Glyphs.GAP, b.y0() - Glyphs.GAP, b.x1() + Glyphs.GAP,
                        b.y1() + Glyphs.GAP))) {
                    continue;
                }
                double sx = factor(dx, q.x0() - p.x1() - Glyphs.GAP, p.x0() - q.x1() - Glyphs.GAP);
                double sy = factor(dy, q.y0() - p.y1() - Glyphs.GAP, p.y0() - q.y1() - Glyphs.GAP);
                need = Math.max(need, Math.min(sx, sy));
            }
        }
        return need;
    }

    /**
     * @param d      the anchors' difference (second minus first) on one axis
     * @param after  the second box's near edge minus the first's far edge and the gap, relative to the anchors
     * @param before the first box's near edge minus the second's far edge and the gap, relative to the anchors
     * @return the least factor s that puts the second box after the first ({@code s·d + after ≥ 0}, when d &gt; 0)
     *         or before it ({@code s·d ≤ before}, when d &lt; 0); infinite when d = 0
     */
    private static double factor(double d, double after, double before) {
        if (d > 0) {
            return -after / d * (1 + EPSILON);
        }
        if (d < 0) {
            return before / d * (1 + EPSILON);
        }
        return Double.POSITIVE_INFINITY;
    }

    private void scale(double s) {
        double cx = Arrays.stream(x).average().orElse(0);
        double cy = Arrays.stream(y).average().orElse(0);
        for (int i = 0; i < x.length; i++) {
            x[i] = cx + (x[i] - cx) * s;
            y[i] = cy + (y[i] - cy) * s;
        }
    }
}
