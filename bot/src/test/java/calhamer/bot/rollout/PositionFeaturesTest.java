package calhamer.bot.rollout;

import static org.junit.jupiter.api.Assertions.assertEquals;

import calhamer.adjudicator.engine.Board;
import calhamer.bot.evaluation.MapFixture;
import org.junit.jupiter.api.Test;

/** The features of the standard start, counted by hand from the map, and of the start with Trieste left empty. */
class PositionFeaturesTest {
    private static final MapFixture STANDARD = MapFixture.of("standard");
    private static final int F = PositionFeatures.COUNT;

    private final Board board = STANDARD.adjudicator().codec().board(STANDARD.start());
    private final PositionFeatures features = new PositionFeatures(board.tables());
    private final double[] out = new double[7 * F];

    private double[] of(String power) {
        features.compute(board, out);
        double[] f = new double[F];
        System.arraycopy(out, STANDARD.power(power).index() * F, f, 0, F);
        return f;
    }

    @Test
    void theStartCountsCentresUnitsThreatsAndTargets() {
        // Russia: 4 centres and units; F SEV reaches Rumania, an empty neutral centre; nothing reaches a Russian one
        assertArrayEquals(new double[] {4, 4, 0, 0, 1, 1, 16}, of("RUSSIA"));
        // Austria: A VEN (Italy) reaches Trieste, held by F TRI; A BUD reaches Rumania and Serbia, F TRI Venice
        assertArrayEquals(new double[] {3, 3, 1, 0, 3, 2, 9}, of("AUSTRIA"));
        // Italy: F TRI reaches Venice, held by A VEN; A VEN reaches Trieste, held by F TRI
        assertArrayEquals(new double[] {3, 3, 1, 0, 1, 0, 9}, of("ITALY"));
        // England: no unit of another power next to its centres, and no centre in its units' reach
        assertArrayEquals(new double[] {3, 3, 0, 0, 0, 0, 9}, of("ENGLAND"));
    }

    @Test
    void anEmptyThreatenedCentreIsUnguardedAndAnEmptyTarget() {
        board.remove(STANDARD.map().province("TRI").index());
        assertArrayEquals(new double[] {3, 2, 1, 1, 2, 2, 9}, of("AUSTRIA"));
        assertArrayEquals(new double[] {3, 3, 0, 0, 1, 1, 9}, of("ITALY"));
    }

    @Test
    void aCentreCountsForTheUnitOnIt() {
        int tri = STANDARD.map().province("TRI").index();
        int army = board.unitType(STANDARD.map().province("VEN").index());
        board.remove(tri);
        board.put(STANDARD.power("ITALY").index(), army, STANDARD.map().locationWithId("TRI").index());
        assertEquals(2, of("AUSTRIA")[PositionFeatures.CENTRES]);
        assertEquals(4, of("ITALY")[PositionFeatures.CENTRES]);
        assertEquals(16, of("ITALY")[PositionFeatures.CENTRES_SQUARED]);
    }

    private static void assertArrayEquals(double[] expected, double[] actual) {
        org.junit.jupiter.api.Assertions.assertArrayEquals(expected, actual, java.util.Arrays.toString(actual));
    }
}
