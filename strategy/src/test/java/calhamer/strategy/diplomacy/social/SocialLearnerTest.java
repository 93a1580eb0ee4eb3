package calhamer.strategy.diplomacy.social;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import calhamer.adjudicator.order.Order;
import calhamer.adjudicator.position.Position;
import calhamer.maps.Power;
import calhamer.strategy.diplomacy.Board;
import calhamer.strategy.diplomacy.CentreInfluenceEvaluator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The learning rule of Wilson, Zuckerman and Nau, section 3.2: a row is the average effect of the last k moves. */
class SocialLearnerTest {

    @Test
    void theEffectIsTheChangeOfTheNormalisedEvaluation() {
        SocialLearner learner = new SocialLearner(2, 10, SocialRangeMatrix.identity(3));
        assertArrayEquals(new double[] {0.2, -0.2, 0}, learner.effect(new double[] {5, 5, 5},
                new double[] {7, 3, 5}), 1e-12);
    }

    @Test
    void aRowIsTheAverageOfTheLastKEffects() {
        SocialLearner learner = new SocialLearner(2, 10, SocialRangeMatrix.identity(3));
        learner.observe(1, new double[] {5, 5, 5}, new double[] {3, 6, 5});
        assertArrayEquals(new double[] {-0.2, 0.1, 0}, learner.matrix().row(1), 1e-12);
        learner.observe(1, new double[] {5, 5, 5}, new double[] {5, 8, 1});
        assertArrayEquals(new double[] {-0.1, 0.2, -0.2}, learner.matrix().row(1), 1e-12);
        learner.observe(1, new double[] {0, 0, 0}, new double[] {0, 0, 10});
        assertEquals(2, learner.observations(1));
        assertArrayEquals(new double[] {0, 0.15, 0.3}, learner.matrix().row(1), 1e-12, "the first move is gone");
        assertArrayEquals(new double[] {1, 0, 0}, learner.matrix().row(0), "no move seen: the initial row");
        assertArrayEquals(new double[] {0, 0, 1}, learner.matrix().row(2));
    }

    @Test
    void entriesAreClampedToTheRange() {
        SocialLearner learner = new SocialLearner(1, 1, SocialRangeMatrix.identity(2));
        learner.observe(0, new double[] {0, 5}, new double[] {3, 0});
        assertArrayEquals(new double[] {1, -1}, learner.matrix().row(0));
        assertThrows(IllegalArgumentException.class, () -> new SocialLearner(0, 1, SocialRangeMatrix.identity(2)));
        assertThrows(IllegalArgumentException.class, () -> new SocialLearner(1, 0, SocialRangeMatrix.identity(2)));
        assertThrows(IllegalArgumentException.class, () -> learner.effect(new double[1], new double[2]));
    }

    /** On the board: a power's attack on a neighbour shows up as a negative entry for the neighbour. */
    @Test
    void diplomacyMovesAreObservedOnePowerAtATime() {
        Board standard = Board.of("standard");
        Position p = standard.position("""
                {"phase": "F1901M", "units": {"GERMANY": ["A BUR", "A PIC", "F HOL"], "FRANCE": ["A PAR", "F BRE",
                 "A MAR"]}, "centers": {"GERMANY": ["BER", "MUN", "KIE"], "FRANCE": ["PAR", "BRE", "MAR"]}}""");
        CentreInfluenceEvaluator values = new CentreInfluenceEvaluator(standard.worlds());
        SocialLearner learner = new SocialLearner(5, standard.map().supplyCenters().size(),
                SocialRangeMatrix.identity(7));
        Map<Power, List<Order>> orders = new LinkedHashMap<>();
        orders.put(standard.power("GERMANY"), List.of(standard.parser().parse("A BUR - PAR"), standard.parser().parse(
                "A PIC S A BUR - PAR"), standard.parser().parse("F HOL H")));
        orders.put(standard.power("FRANCE"), List.of(standard.parser().parse("A PAR H"),
                standard.parser().parse("F BRE - MAO"), standard.parser().parse("A MAR - SPA")));
        new PhaseObserver(standard.adjudicator(), values).observe(learner, p, orders);
        int germany = standard.power("GERMANY").index();
        int france = standard.power("FRANCE").index();
        double[] row = learner.matrix().row(germany);
        assertTrue(row[germany] > 0, "taking Paris helps Germany: " + row[germany]);
        assertTrue(row[france] < 0, "and hurts France: " + row[france]);
        assertTrue(learner.matrix().row(france)[france] > 0, "Spain helps France");
        assertEquals(1, learner.observations(germany));
        assertEquals(0, learner.observations(standard.power("ITALY").index()));
    }
}
