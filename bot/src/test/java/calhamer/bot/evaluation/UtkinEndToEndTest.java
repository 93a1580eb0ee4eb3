package calhamer.bot.evaluation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import calhamer.adjudicator.order.Order;
import calhamer.bot.ordersets.OrderSetEnumerator;
import calhamer.bot.ordersets.Pruning;
import calhamer.bot.payoff.MatrixBuilder;
import calhamer.bot.payoff.OrderSetMatrix;
import calhamer.strategy.matrix.Dominance;
import calhamer.strategy.matrix.MatrixSolution;
import calhamer.strategy.matrix.MatrixSolver;
import calhamer.strategy.matrix.Objective;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * Utkin, "Influence Graphs", section VIII end to end on the Austria–Germany submap from the start: enumerate both
 * powers' order sets with the paper's pruning, build the payoff matrix by adjudication and influence standings
 * (Austria's ratio, Germany minimising), eliminate dominated sets and solve.
 */
class UtkinEndToEndTest {
    private final MapFixture ag = MapFixture.of("austria-germany");

    @Test
    void openingsEnumeratedBuiltAndSolved() {
        OrderSetEnumerator enumerator = new OrderSetEnumerator(ag.adjudicator());
        List<OrderSet> german = enumerator.enumerate(ag.start(), ag.power("GERMANY"), Pruning.paper()).sets();
        List<OrderSet> austrian = enumerator.enumerate(ag.start(), ag.power("AUSTRIA"), Pruning.paper()).sets();
        Set<Set<Order>> g = german.stream().map(UtkinOpenings::unordered).collect(Collectors.toSet());
        Set<Set<Order>> a = austrian.stream().map(UtkinOpenings::unordered).collect(Collectors.toSet());
        ag.sets(UtkinOpenings.TABLE_1).forEach(s -> assertTrue(g.contains(UtkinOpenings.unordered(s)), "G " + s));
        ag.sets(UtkinOpenings.TABLE_2).forEach(s -> assertTrue(a.contains(UtkinOpenings.unordered(s)), "A " + s));
        assertEquals(41, german.size());
        assertEquals(18, austrian.size());

        OrderSetMatrix m = new MatrixBuilder(ag.adjudicator()).build(ag.start(), "GERMANY", german, "AUSTRIA",
                austrian, List.of(), PayoffFunction.standingsRatio(ag.worlds(), ag.power("AUSTRIA"),
                        ag.power("GERMANY")), 10_000);
        MatrixSolution s = new MatrixSolver().solve(m.payoffs(), Objective.MIN, Dominance.STRICT);
        assertTrue(s.rows().size() < german.size() && s.columns().size() < austrian.size(),
                "dominated sets are eliminated: " + s.rows().size() + "x" + s.columns().size());
        double[] x = s.rowStrategy().stream().mapToDouble(Double::doubleValue).toArray();
        double[] y = s.columnStrategy().stream().mapToDouble(Double::doubleValue).toArray();
        assertEquals(1, java.util.Arrays.stream(x).sum(), 1e-9);
        assertEquals(1, java.util.Arrays.stream(y).sum(), 1e-9);
        double austriaSecures = java.util.Arrays.stream(m.payoffs().columnPayoffs(x)).max().orElseThrow();
        double germanyConcedes = java.util.Arrays.stream(m.payoffs().rowPayoffs(y)).min().orElseThrow();
        assertEquals(s.value(), austriaSecures, 1e-6, "Germany's strategy holds Austria to the value");
        assertEquals(s.value(), germanyConcedes, 1e-6, "Austria's strategy secures the value");
    }
}
