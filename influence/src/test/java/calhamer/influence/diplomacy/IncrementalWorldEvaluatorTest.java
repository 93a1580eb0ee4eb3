package calhamer.influence.diplomacy;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import calhamer.adjudicator.position.Position;
import calhamer.influence.Decay;
import calhamer.maps.DiplomacyMap;
import calhamer.maps.Power;
import calhamer.maps.Province;
import calhamer.maps.io.BundledMaps;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class IncrementalWorldEvaluatorTest extends WorldEvaluatorContract {

    @Override
    WorldEvaluator evaluator(DiplomacyMap map, Weights weights, Decay decay) {
        return new IncrementalWorldEvaluator(map, weights, decay);
    }

    private static void assertBitForBit(Standings expected, Standings actual, String what) {
        for (Power power : expected.powers()) {
            assertArrayEquals(expected.world(power), actual.world(power), 0.0, what + " " + power);
            assertEquals(Double.doubleToRawLongBits(expected.total(power)),
                    Double.doubleToRawLongBits(actual.total(power)), what + " total " + power);
            assertEquals(Double.doubleToRawLongBits(expected.standing(power)),
                    Double.doubleToRawLongBits(actual.standing(power)), what + " standing " + power);
        }
        assertEquals(expected, actual, what);
    }

    @Test
    void bitForBitTheSameAsFromScratchOnRandomStandardPositions() {
        List<Weights> weightSets = List.of(Weights.PAPER, new Weights(7.3, 41.9, 23.1, 12.7, -16.4),
                new Weights(0.1, 0.7, 0.3, 1.0 / 3, -2.0 / 3));
        List<Decay> decays = List.of(Decay.PAPER, new Decay.Exponential(0.6), new Decay.Linear(0.13),
                new Decay.Cutoff(4, new Decay.Exponential(0.9)));
        RandomPositions random = new RandomPositions(STANDARD, 20240601L);
        for (Weights weights : weightSets) {
            for (Decay decay : decays) {
                ScratchWorldEvaluator scratch = new ScratchWorldEvaluator(STANDARD, weights, decay);
                IncrementalWorldEvaluator incremental = new IncrementalWorldEvaluator(STANDARD, weights, decay, 3);
                Map<Province, Power> ownership = random.ownership();
                for (int trial = 0; trial < 60; trial++) {
                    // mostly one ownership, as in a movement phase; every fifth position changes it
                    if (trial % 5 == 4) {
                        ownership = random.ownership();
                    }
                    Position position = random.withOwnership(ownership);
                    assertBitForBit(scratch.evaluate(position), incremental.evaluate(position),
                            weights + " " + decay + " trial " + trial);
                }
            }
        }
    }

    @Test
    void bitForBitAtTheStartOfEveryBundledMap() {
        for (DiplomacyMap map : List.of(STANDARD, AUSTRIA_GERMANY, BundledMaps.load("france-germany"))) {
            Position start = Position.start(map);
            Weights odd = new Weights(0.1, 0.7, 0.3, 1.0 / 3, -2.0 / 3);
            assertBitForBit(new ScratchWorldEvaluator(map, odd, new Decay.Exponential(0.7)).evaluate(start),
                    new IncrementalWorldEvaluator(map, odd, new Decay.Exponential(0.7)).evaluate(start), map.id());
        }
    }

    @Test
    void keepsOneCentrePartPerOwnershipWithinItsBound() {
        IncrementalWorldEvaluator evaluator = new IncrementalWorldEvaluator(STANDARD, Weights.PAPER, Decay.PAPER, 2);
        RandomPositions random = new RandomPositions(STANDARD, 5L);
        Map<Province, Power> first = random.ownership();
        for (int i = 0; i < 10; i++) {
            evaluator.evaluate(random.withOwnership(first));
        }
        assertEquals(1, evaluator.cachedOwnerships(), "positions of one movement phase share their centre part");
        evaluator.evaluate(random.withOwnership(random.ownership()));
        assertEquals(2, evaluator.cachedOwnerships());
        evaluator.evaluate(random.withOwnership(random.ownership()));
        assertEquals(1, evaluator.cachedOwnerships(), "a full cache is emptied before the next entry");
    }

    @Test
    void refusesAnEmptyCache() {
        assertThrows(IllegalArgumentException.class,
                () -> new IncrementalWorldEvaluator(STANDARD, Weights.PAPER, Decay.PAPER, 0));
    }
}
