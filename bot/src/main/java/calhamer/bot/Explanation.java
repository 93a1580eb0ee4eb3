package calhamer.bot;

import calhamer.bot.equilibrium.SearchExplanation;
import calhamer.bot.groups.MatrixExplanation;
import java.util.List;

/**
 * What the bot computed for one decision: the fields every method has, and the deciding method's own part
 * ({@link #report}), read as the matrix method's {@code groups} and {@code choices} ({@link MatrixExplanation}; empty
 * for other methods), the search method's {@code search} ({@link SearchExplanation}; null for other methods) or any
 * other method's own report. Its JSON form is the {@code wire} module's.
 *
 * @param phaseType        {@code movement}, {@code retreat} or {@code adjustment}
 * @param depth            the search depth used (1, or 2 for the ply-two expansion)
 * @param cells            outcomes adjudicated and evaluated in all (the search: roll-outs played)
 * @param budget           the budget the decision had
 * @param elapsedMillis    wall-clock time of the decision
 * @param timeLimitReached whether the time guard cut the decision short (then it is not reproducible)
 * @param notes            anything else worth knowing (narrowing steps, fall-backs)
 * @param method           the name of the method that decided
 * @param report           the method's own part, or null
 */
public record Explanation(String phaseType, int depth, long cells, BotBudget budget, long elapsedMillis,
                          boolean timeLimitReached, List<String> notes, String method,
                          BotMethod.Report report) {

    public Explanation {
        notes = List.copyOf(notes);
    }

    /** @return the matrix method's groups (movement phases); empty for other methods */
    public List<Group> groups() {
        return report instanceof MatrixExplanation m ? m.groups() : List.of();
    }

    /** @return the matrix method's choices (retreats and adjustments); empty for other methods */
    public List<Choice> choices() {
        return report instanceof MatrixExplanation m ? m.choices() : List.of();
    }

    /** @return the search method's candidates, equilibrium and choice; null for other methods */
    public SearchExplanation search() {
        return report instanceof SearchExplanation s ? s : null;
    }

    /** @return the report of a method other than those two (the wire writes it as it is); null for them */
    public BotMethod.Report otherReport() {
        return report instanceof MatrixExplanation || report instanceof SearchExplanation ? null : report;
    }

    /**
     * One group of the power's units and the payoff matrix it was decided with.
     *
     * @param units            the group's units, e.g. {@code A VIE}
     * @param opponents        the powers whose units made the columns
     * @param opponentUnits    the opposing units considered
     * @param narrowed         each own unit: legal orders and the moves or holds kept
     * @param opponentNarrowed each opposing unit: legal orders and the moves or holds kept
     * @param rowSets          the group's order sets after pruning
     * @param columnSets       the opponents' order sets after pruning
     * @param rows             matrix rows (the best {@code rows} of {@code rowSets} against holding opponents)
     * @param columns          matrix columns (the {@code columns} of {@code columnSets} that hurt the group most)
     * @param cells            outcomes evaluated for this group
     * @param eliminated       dominated order sets removed, in order
     * @param rowsLeft         rows left after elimination
     * @param columnsLeft      columns left after elimination
     * @param saddlePoint      the pure equilibrium, or null
     * @param value            the value of the game to the power (its perceived utility)
     * @param strategy         the power's equilibrium: order sets with positive probability
     * @param opponentStrategy the opponents' equilibrium: order sets with positive probability
     * @param chosen           the orders played
     * @param choice           {@code sampled}, {@code most probable} or {@code pure}
     * @param notes            narrowing steps and other remarks
     * @param matrix           the payoff matrix's entries (whole up to {@link Matrix#MAX_SIDE} rows and columns)
     */
    public record Group(List<String> units, List<String> opponents, List<String> opponentUnits,
                        List<Narrowing> narrowed, List<Narrowing> opponentNarrowed, int rowSets, int columnSets,
                        int rows, int columns, long cells, List<Eliminated> eliminated, int rowsLeft,
                        int columnsLeft, Saddle saddlePoint, double value, List<Weighted> strategy,
                        List<Weighted> opponentStrategy, List<String> chosen, String choice, List<String> notes,
                        Matrix matrix) {

        public Group {
            units = List.copyOf(units);
            opponents = List.copyOf(opponents);
            opponentUnits = List.copyOf(opponentUnits);
            narrowed = List.copyOf(narrowed);
            opponentNarrowed = List.copyOf(opponentNarrowed);
            eliminated = List.copyOf(eliminated);
            strategy = List.copyOf(strategy);
            opponentStrategy = List.copyOf(opponentStrategy);
            chosen = List.copyOf(chosen);
            notes = List.copyOf(notes);
        }
    }

    /**
     * The entries of a group's payoff matrix, for drawing it. Matrices of at most {@link #MAX_SIDE} rows and columns
     * are given whole; of a larger one, at most {@code MAX_SIDE} rows and columns are shown: first the order sets
     * the equilibrium plays, then the others that survived elimination, then those eliminated last, in the matrix's
     * own order.
     *
     * @param rows          the power's order sets of the rows shown
     * @param columns       the opponents' order sets of the columns shown
     * @param rowIndices    each row's index in the whole matrix (0 .. {@link Group#rows()} − 1)
     * @param columnIndices each column's index in the whole matrix
     * @param payoffs       {@code payoffs[i][j]}: the value to the power (its perceived utility) of row i against
     *                      column j
     * @param complete      whether every row and column is shown
     */
    public record Matrix(List<String> rows, List<String> columns, List<Integer> rowIndices,
                         List<Integer> columnIndices, List<List<Double>> payoffs, boolean complete) {
        /** The most rows, and the most columns, an explanation shows. */
        public static final int MAX_SIDE = 50;

        public Matrix {
            rows = List.copyOf(rows);
            columns = List.copyOf(columns);
            rowIndices = List.copyOf(rowIndices);
            columnIndices = List.copyOf(columnIndices);
            payoffs = payoffs.stream().map(List::copyOf).toList();
        }
    }

    /**
     * How one unit's orders were narrowed.
     *
     * @param unit  the unit
     * @param legal how many legal orders it had
     * @param kept  the moves or holds kept (supports are added for the group's kept moves)
     */
    public record Narrowing(String unit, int legal, List<String> kept) {

        public Narrowing {
            kept = List.copyOf(kept);
        }
    }

    /**
     * A dominated order set.
     *
     * @param player      {@code row} (the power) or {@code column} (its opponents)
     * @param set         the removed set
     * @param dominatedBy the set that dominates it
     * @param round       the elimination round
     */
    public record Eliminated(String player, String set, String dominatedBy, int round) {
    }

    /**
     * A pure equilibrium.
     *
     * @param row    the power's order set
     * @param column the opponents' order set
     * @param value  its value
     */
    public record Saddle(String row, String column, double value) {
    }

    /**
     * An order set with its probability.
     *
     * @param orders      the set
     * @param probability its probability in the equilibrium
     */
    public record Weighted(String orders, double probability) {
    }

    /**
     * A retreat or adjustment decision.
     *
     * @param subject what was decided (a dislodged unit, or {@code builds} / {@code removals})
     * @param options each option with its value
     * @param chosen  the option played
     */
    public record Choice(String subject, List<Valued> options, String chosen) {

        public Choice {
            options = List.copyOf(options);
        }
    }

    /**
     * An option with its value.
     *
     * @param orders the option
     * @param value  its value to the power
     */
    public record Valued(String orders, double value) {
    }
}
