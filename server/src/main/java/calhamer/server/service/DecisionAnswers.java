package calhamer.server.service;

import calhamer.bot.BotDecision;
import calhamer.bot.Explanation;
import calhamer.bot.equilibrium.SearchExplanation;
import calhamer.wire.decisions.DecisionAnswer;
import java.util.List;
import java.util.function.Function;

/**
 * The wire's answer of a bot decision ({@link DecisionAnswer}), built field by field from the bot's own records, so
 * that the bot's types never go on the wire and the answer's JSON stays what it is when they change. O(size of the
 * explanation).
 */
public final class DecisionAnswers {
    private DecisionAnswers() {
    }

    /** @return the answer of a decision with its explanation and no warnings */
    public static DecisionAnswer of(BotDecision d) {
        return of(new OrdersService.Chosen(d, List.of(), true));
    }

    /** @return the answer of a decision: its warnings, and its explanation when the request asked for it */
    public static DecisionAnswer of(OrdersService.Chosen chosen) {
        BotDecision d = chosen.decision();
        Explanation e = chosen.explain() ? d.explanation() : null;
        return new DecisionAnswer(d.power(), d.phase(), d.orders(), chosen.warnings(), e == null ? null
                : new DecisionAnswer.Explanation(e.phaseType(), e.depth(), all(e.groups(), DecisionAnswers::group),
                        all(e.choices(), DecisionAnswers::choice), e.cells(), e.budget() == null ? null
                        : new DecisionAnswer.Budget(e.budget().cells(), e.budget().timeMillis()), e.elapsedMillis(),
                        e.timeLimitReached(), e.notes(), e.method(), search(e.search()), e.otherReport()));
    }

    private static DecisionAnswer.Group group(Explanation.Group g) {
        Explanation.Saddle s = g.saddlePoint();
        Explanation.Matrix m = g.matrix();
        return new DecisionAnswer.Group(g.units(), g.opponents(), g.opponentUnits(),
                all(g.narrowed(), DecisionAnswers::narrowing), all(g.opponentNarrowed(), DecisionAnswers::narrowing),
                g.rowSets(), g.columnSets(), g.rows(), g.columns(), g.cells(),
                all(g.eliminated(), x -> new DecisionAnswer.Eliminated(x.player(), x.set(), x.dominatedBy(),
                        x.round())), g.rowsLeft(), g.columnsLeft(),
                s == null ? null : new DecisionAnswer.Saddle(s.row(), s.column(), s.value()), g.value(),
                all(g.strategy(), DecisionAnswers::weighted), all(g.opponentStrategy(), DecisionAnswers::weighted),
                g.chosen(), g.choice(), g.notes(), m == null ? null : new DecisionAnswer.Matrix(m.rows(), m.columns(),
                        m.rowIndices(), m.columnIndices(), m.payoffs(), m.complete()));
    }

    private static DecisionAnswer.Narrowing narrowing(Explanation.Narrowing n) {
        return new DecisionAnswer.Narrowing(n.unit(), n.legal(), n.kept());
    }

    private static DecisionAnswer.Weighted weighted(Explanation.Weighted w) {
        return new DecisionAnswer.Weighted(w.orders(), w.probability());
    }

    private static DecisionAnswer.Choice choice(Explanation.Choice c) {
        return new DecisionAnswer.Choice(c.subject(), all(c.options(),
                v -> new DecisionAnswer.Valued(v.orders(), v.value())), c.chosen());
    }

    private static DecisionAnswer.Search search(SearchExplanation s) {
        return s == null ? null : new DecisionAnswer.Search(s.iterations(), s.rollouts(), s.horizon(),
                all(s.powers(), p -> new DecisionAnswer.PowerCandidates(p.power(), all(p.candidates(),
                        c -> new DecisionAnswer.CandidateReport(c.orders(), c.source(), c.probability(), c.value())))),
                s.chosen(), s.why());
    }

    /** @return each item made into its answer (null stays null) */
    private static <T, R> List<R> all(List<T> items, Function<T, R> answer) {
        return items == null ? null : items.stream().map(answer).toList();
    }
}
