package calhamer.strategy.solve;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * The tests' oracle for sums of pieces whose every move takes one of a fixed set of values: both players take the
 * largest value left, alternately, so the score is the alternating sum of the values sorted largest first.
 */
final class AlternatingScore {
    private AlternatingScore() {
    }

    /** @return Left's points minus Right's when the values are taken largest first, alternately */
    static int of(List<Integer> values, boolean leftFirst) {
        List<Integer> sorted = new ArrayList<>(values);
        sorted.sort(Comparator.reverseOrder());
        int score = 0;
        for (int i = 0; i < sorted.size(); i++) {
            score += (i % 2 == 0) == leftFirst ? sorted.get(i) : -sorted.get(i);
        }
        return score;
    }
}
