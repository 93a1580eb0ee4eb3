package calhamer.bot.arena;

import java.util.List;

/**
 * What an arena run gave: one record per game, the table per power the tested player played, and the summary with
 * 95% intervals.
 *
 * @param options the run
 * @param games   one record per game, in game order
 * @param table   one row per power the tested player played, in map order, then a row {@code ALL}
 * @param summary the tested seats against the others
 */
public record ArenaReport(ArenaOptions options, List<GameRecord> games, List<Row> table, ArenaSummary summary) {

    public ArenaReport {
        games = List.copyOf(games);
        table = List.copyOf(table);
    }

    /**
     * The tested seats of one power (or of all: {@code ALL}).
     *
     * @param power              the power
     * @param seats              seats played as it
     * @param startCentres       its centres at the start (summed over seats for {@code ALL})
     * @param meanEndCentres     mean centres at the end
     * @param minEndCentres      fewest centres at the end
     * @param maxEndCentres      most centres at the end
     * @param gained             seats ending with more centres than at the start
     * @param wins               seats that won
     * @param eliminations       seats eliminated
     * @param meanDecisionMillis mean time per decision
     * @param maxDecisionMillis  the longest decision
     * @param illegalOrders      orders the adjudicator refused
     */
    public record Row(String power, int seats, int startCentres, double meanEndCentres, int minEndCentres,
                      int maxEndCentres, int gained, int wins, int eliminations, double meanDecisionMillis,
                      long maxDecisionMillis, int illegalOrders) {
    }

    /** @return the table and the summary as aligned text */
    public String format() {
        StringBuilder out = new StringBuilder();
        out.append(String.format("%-8s %5s %6s %9s %5s %5s %7s %5s %6s %9s %8s %7s%n", "power", "seats", "start",
                "mean end", "min", "max", "gained", "wins", "elim.", "mean ms", "max ms", "illegal"));
        for (Row r : table) {
            out.append(String.format("%-8s %5d %6d %9.2f %5d %5d %7d %5d %6d %9.1f %8d %7d%n", r.power(), r.seats(),
                    r.startCentres(), r.meanEndCentres(), r.minEndCentres(), r.maxEndCentres(), r.gained(), r.wins(),
                    r.eliminations(), r.meanDecisionMillis(), r.maxDecisionMillis(), r.illegalOrders()));
        }
        out.append(System.lineSeparator()).append(summary.format());
        return out.toString();
    }
}
