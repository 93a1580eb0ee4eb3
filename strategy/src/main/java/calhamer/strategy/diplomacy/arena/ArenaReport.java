package calhamer.strategy.diplomacy.arena;

import java.util.List;

/**
 * What an arena run gave: one record per game and the table per power played.
 *
 * @param options the run
 * @param games   one record per game, in order
 * @param table   one row per power the bot played, in map order, then a row {@code ALL}
 */
public record ArenaReport(ArenaOptions options, List<Game> games, List<Row> table) {

    public ArenaReport {
        games = List.copyOf(games);
        table = List.copyOf(table);
    }

    /**
     * One game.
     *
     * @param game               the game's number, from 0
     * @param seed               its seed
     * @param power              the power the bot played
     * @param startCentres       the power's supply centres at the start
     * @param endCentres         its supply centres at the end
     * @param winner             the power that won (a majority of the centres), or null
     * @param eliminated         whether the bot's power lost every unit and centre
     * @param decisions          decisions the bot made
     * @param meanDecisionMillis mean wall-clock time per decision
     * @param maxDecisionMillis  the longest decision
     * @param illegalOrders      the bot's orders the adjudicator refused (must be 0)
     * @param finalPhase         the phase the game stopped at
     */
    public record Game(int game, long seed, String power, int startCentres, int endCentres, String winner,
                       boolean eliminated, int decisions, double meanDecisionMillis, long maxDecisionMillis,
                       int illegalOrders, String finalPhase) {
    }

    /**
     * The games of one power (or of all: {@code ALL}).
     *
     * @param power              the power
     * @param games              games played as it
     * @param startCentres       its centres at the start (summed over games for {@code ALL})
     * @param meanEndCentres     mean centres at the end
     * @param minEndCentres      fewest centres at the end
     * @param maxEndCentres      most centres at the end
     * @param gained             games ending with more centres than at the start
     * @param wins               games the bot won
     * @param eliminations       games the bot was eliminated
     * @param meanDecisionMillis mean time per decision
     * @param maxDecisionMillis  the longest decision
     * @param illegalOrders      orders the adjudicator refused
     */
    public record Row(String power, int games, int startCentres, double meanEndCentres, int minEndCentres,
                      int maxEndCentres, int gained, int wins, int eliminations, double meanDecisionMillis,
                      long maxDecisionMillis, int illegalOrders) {
    }

    /** @return the table as aligned text */
    public String format() {
        StringBuilder out = new StringBuilder();
        out.append(String.format("%-8s %5s %6s %9s %5s %5s %7s %5s %6s %9s %8s %7s%n", "power", "games", "start",
                "mean end", "min", "max", "gained", "wins", "elim.", "mean ms", "max ms", "illegal"));
        for (Row r : table) {
            out.append(String.format("%-8s %5d %6d %9.2f %5d %5d %7d %5d %6d %9.1f %8d %7d%n", r.power(), r.games(),
                    r.startCentres(), r.meanEndCentres(), r.minEndCentres(), r.maxEndCentres(), r.gained(), r.wins(),
                    r.eliminations(), r.meanDecisionMillis(), r.maxDecisionMillis(), r.illegalOrders()));
        }
        return out.toString();
    }
}
