package calhamer.wire.decisions;

import calhamer.wire.FieldProblem;
import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;

/**
 * The answer of {@code POST /maps/{id}/orders/choose} (and of {@code orders}): the bot's orders for one power, in
 * canonical notation, with how it got there; written by Jackson, field by field in the order of the records'
 * components. The server builds it from the bot's decision; the explanation's fields are described in
 * docs/strategy.md. Lists are copied.
 *
 * @param power       the power
 * @param phase       the phase, e.g. {@code S1901M}
 * @param orders      the orders
 * @param warnings    the parts of the request the bot left out and why (a previous phase it cannot take, an
 *                    order there that does not read), each naming its field; left out of the JSON when none
 * @param explanation what was computed; left out of the JSON when the request asked for none
 */
public record DecisionAnswer(String power, String phase, List<String> orders,
                             @JsonInclude(JsonInclude.Include.NON_EMPTY) List<FieldProblem> warnings,
                             @JsonInclude(JsonInclude.Include.NON_NULL) Explanation explanation) {

    public DecisionAnswer {
        orders = List.copyOf(orders);
        warnings = warnings == null ? List.of() : List.copyOf(warnings);
    }

    /**
     * What the bot computed: the search method fills {@code search}; the matrix method fills {@code groups}
     * (movement) or {@code choices} (retreats and adjustments); any other registered method's own record follows as
     * {@code report} (left out for those two).
     */
    public record Explanation(String phaseType, int depth, List<Group> groups, List<Choice> choices, long cells,
                              Budget budget, long elapsedMillis, boolean timeLimitReached, List<String> notes,
                              String method, Search search,
                              @JsonInclude(JsonInclude.Include.NON_NULL) Object report) {
        public Explanation {
            groups = List.copyOf(groups);
            choices = List.copyOf(choices);
            notes = List.copyOf(notes);
        }
    }

    /** One group of units and the payoff matrix it was decided with. */
    public record Group(List<String> units, List<String> opponents, List<String> opponentUnits,
                        List<Narrowing> narrowed, List<Narrowing> opponentNarrowed, int rowSets, int columnSets,
                        int rows, int columns, long cells, List<Eliminated> eliminated, int rowsLeft,
                        int columnsLeft, Saddle saddlePoint, double value, List<Weighted> strategy,
                        List<Weighted> opponentStrategy, List<String> chosen, String choice, List<String> notes,
                        Matrix matrix) {
    }

    /** The entries of a group's payoff matrix shown (all of it, or an excerpt). */
    public record Matrix(List<String> rows, List<String> columns, List<Integer> rowIndices,
                         List<Integer> columnIndices, List<List<Double>> payoffs, boolean complete) {
    }

    /** How one unit's orders were narrowed: its legal orders and the moves or holds kept. */
    public record Narrowing(String unit, int legal, List<String> kept) {
    }

    /** A dominated order set: which side, the set, the set dominating it, the elimination round. */
    public record Eliminated(String player, String set, String dominatedBy, int round) {
    }

    /** A pure equilibrium. */
    public record Saddle(String row, String column, double value) {
    }

    /** An order set with its probability in the equilibrium. */
    public record Weighted(String orders, double probability) {
    }

    /** A retreat or adjustment decision: what was decided, each option with its value, the option played. */
    public record Choice(String subject, List<Valued> options, String chosen) {
    }

    /** An option with its value to the power. */
    public record Valued(String orders, double value) {
    }

    /** The budget the decision had: outcomes evaluated and wall-clock milliseconds. */
    public record Budget(long cells, long timeMillis) {
    }

    /** The search method's account: iterations, roll-outs, horizon, every power's candidates, the choice. */
    public record Search(int iterations, long rollouts, int horizon, List<PowerCandidates> powers,
                         List<String> chosen, String why) {
    }

    /** One power's candidate order sets. */
    public record PowerCandidates(String power, List<CandidateReport> candidates) {
    }

    /** One candidate order set: its orders, where it came from, its probability and mean roll-out value (or null). */
    public record CandidateReport(String orders, String source, double probability, Double value) {
    }
}
