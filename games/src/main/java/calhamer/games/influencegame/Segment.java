package calhamer.games.influencegame;

import calhamer.strategy.solve.ScoringComponents.Option;
import java.util.ArrayList;
import java.util.List;

/**
 * A segment (Duchêne et al., Definition 16): a path of {@code length} ≥ 2 vertices with alternating labels and an
 * arc from every L vertex to each neighbour. Its kind is 0 for an even length (C=, its own negative), +1 for an odd
 * one ending in L at both ends (C+, |L| − |R| = 1) and −1 for one ending in R (C−). The paper's S_n is the segment
 * of n vertices, in C− when n is odd.
 *
 * <p>Left's moves, by the paper's classification of k-moves (section 4.1): playing the L vertex at position p takes
 * p−1, p, p+1 (those that exist) and leaves the parts [0, p−2] and [p+2, n−1]; a part of one vertex is an L vertex
 * without successor, forced, and taken too (the 4- and 5-moves). Parts of two or more vertices are segments again.
 * An odd segment is symmetric, so only one of p and n−1−p is listed. O(length) options, O(1) each.
 *
 * @param length the number of vertices, at least 2
 * @param kind   0 (even), +1 (odd, L at the ends), −1 (odd, R at the ends)
 */
public record Segment(int length, int kind) implements Shape {

    public Segment {
        if (length < 2) {
            throw new IllegalArgumentException("a segment component has at least 2 vertices, not " + length);
        }
        if (length % 2 == 0 ? kind != 0 : kind != 1 && kind != -1) {
            throw new IllegalArgumentException("a segment of " + length + " vertices cannot be of kind " + kind);
        }
    }

    /** @return the segment of that length whose first vertex is labelled L ({@code firstLeft}) or R */
    public static Segment of(int length, boolean firstLeft) {
        return new Segment(length, length % 2 == 0 ? 0 : firstLeft ? 1 : -1);
    }

    /** @return whether the vertex at position p (from 0) is labelled L; even segments are read L first */
    public boolean leftAt(int p) {
        return kind == -1 ? p % 2 == 1 : p % 2 == 0;
    }

    @Override
    public int size() {
        return length;
    }

    @Override
    public long bytes() {
        return 32;
    }

    @Override
    public Shape negative() {
        return kind == 0 ? this : new Segment(length, -kind);
    }

    /**
     * S_{4k+2} ≡ S_{4k} + S_2 for k ≥ 1, in every sum: found by computation (not in the paper; InfluencePaperTest
     * checks k ≤ 7), and proven for each k by the solver before it uses it.
     */
    @Override
    public List<Shape> equivalent() {
        return length >= 6 && length % 4 == 2 ? List.of(new Segment(length - 2, 0), new Segment(2, 0)) : List.of();
    }

    @Override
    public List<Option<Shape>> leftOptions() {
        List<Option<Shape>> options = new ArrayList<>();
        for (int p = kind == -1 ? 1 : 0; p < length; p += 2) {
            if (kind != 0 && p > length - 1 - p) {
                break;
            }
            int lo = Math.max(0, p - 1);
            int hi = Math.min(length - 1, p + 1);
            int points = hi - lo + 1;
            List<Shape> rest = new ArrayList<>(2);
            int before = lo;
            int after = length - 1 - hi;
            if (before == 1 || after == 1) {
                points += (before == 1 ? 1 : 0) + (after == 1 ? 1 : 0);
            }
            if (before >= 2) {
                rest.add(of(before, leftAt(0)));
            }
            if (after >= 2) {
                rest.add(of(after, true));
            }
            options.add(new Option<>(points, rest));
        }
        return options;
    }
}
