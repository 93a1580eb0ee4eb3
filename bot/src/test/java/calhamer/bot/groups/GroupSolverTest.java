package calhamer.bot.groups;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import calhamer.adjudicator.LegalOrders.UnitOrders;
import calhamer.adjudicator.position.Position;
import calhamer.adjudicator.rules.Edition;
import calhamer.bot.BotOptions;
import calhamer.bot.evaluation.CentreInfluenceEvaluator;
import calhamer.bot.evaluation.MapFixture;
import calhamer.bot.evaluation.OrderSet;
import calhamer.bot.evaluation.TimeGuard;
import java.util.List;
import org.junit.jupiter.api.Test;

class GroupSolverTest {
    private final MapFixture ag = MapFixture.of("austria-germany");
    private final MatrixContext ctx = new MatrixContext(ag.adjudicator(), new CentreInfluenceEvaluator(ag.worlds()));

    /** Two units whose only kept moves go to one province block each other: the group holds instead of failing. */
    @Test
    void aGroupWithNoUnblockedSetHolds() {
        Position start = ag.start();
        List<UnitOrders> rows = List.of(
                new UnitOrders(ag.power("GERMANY"), start.unitAt(ag.map().province("BER")),
                        List.of(ag.parser().parse("A BER - MUN"))),
                new UnitOrders(ag.power("GERMANY"), start.unitAt(ag.map().province("KIE")),
                        List.of(ag.parser().parse("A KIE - MUN"))));
        Sides sides = new Sides(rows, List.of(), List.of(), List.of(), List.of());
        GroupSolver.Enumerated sets = new GroupSolver(ctx).enumerate(start, sides,
                BotOptions.defaults().withMethod("matrix"), 100, TimeGuard.NONE);
        assertEquals(List.of(ag.set("A BER H; A KIE H")), sets.rows());
        assertEquals(List.of(OrderSet.of()), sets.columns(), "nobody opposes: one empty column");
    }

    /** The cap keeps rows × columns plus the ranking within the budget and keeps the best row. */
    @Test
    void capKeepsTheBestRowsWithinTheBudget() {
        Position start = ag.start();
        GroupSolver solver = new GroupSolver(ctx);
        List<OrderSet> german = ctx.enumerator.enumerate(start, ag.power("GERMANY"),
                calhamer.bot.ordersets.Pruning.paper()).sets();
        List<OrderSet> austrian = ctx.enumerator.enumerate(start, ag.power("AUSTRIA"),
                calhamer.bot.ordersets.Pruning.paper()).sets();
        GroupSolver.Capped capped = solver.cap(start, new GroupSolver.Enumerated(german, austrian), List.of(),
                ctx.perceived(ag.power("GERMANY"), null), 300, Edition.RULES_2000, TimeGuard.NONE);
        assertTrue(capped.rows().size() * capped.columns().size() + capped.cells() <= 300,
                capped.rows().size() + "x" + capped.columns().size() + " + " + capped.cells());
        assertEquals(german.size() + austrian.size(), capped.cells());
        GroupSolver.Capped all = solver.cap(start, new GroupSolver.Enumerated(german, austrian), List.of(),
                ctx.perceived(ag.power("GERMANY"), null), 100_000, Edition.RULES_2000, TimeGuard.NONE);
        assertEquals(german, all.rows());
        assertEquals(0, all.cells());
    }
}
