package calhamer.bot.observer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import calhamer.adjudicator.order.Order;
import calhamer.adjudicator.position.Position;
import calhamer.bot.evaluation.CentreInfluenceEvaluator;
import calhamer.bot.evaluation.MapFixture;
import calhamer.maps.Power;
import calhamer.strategy.search.social.SocialLearner;
import calhamer.strategy.search.social.SocialRangeMatrix;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Feeding the learning rule of Wilson, Zuckerman and Nau from Diplomacy movement phases. */
class PhaseObserverTest {

    /** On the board: a power's attack on a neighbour shows up as a negative entry for the neighbour. */
    @Test
    void diplomacyMovesAreObservedOnePowerAtATime() {
        MapFixture standard = MapFixture.of("standard");
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
