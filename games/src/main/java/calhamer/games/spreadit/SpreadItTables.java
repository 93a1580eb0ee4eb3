package calhamer.games.spreadit;

import calhamer.strategy.tournament.MarkdownTable;
import calhamer.strategy.tournament.MatchRecord;
import calhamer.strategy.tournament.Interval;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Predicate;

/**
 * Spread-It's result tables from tournament records, in the paper's shapes: per variant, the results per ordered
 * pairing for the Black agent (Tables I and IV: WR with its 95% interval, DR, WLR), each agent's win rate over all
 * the games it played as either colour (Tables II and V), and each agent's win rate as Black per graph class
 * (Tables III and VI, whose caption says the agent named is the starting player). WR = w/(w+l+d), DR = d/(w+l+d),
 * WLR = w/(w+l); intervals as the paper's, p ± 1.96·√(p(1−p)/n) ({@link Interval#proportion}).
 */
public final class SpreadItTables {
    private static final String[] TITLES = {"Alpha-Beta", "MCTS", "Random"};

    private SpreadItTables() {
    }

    /** Every table for every variant present in the records, with the number of games each rests on. */
    public static String format(List<MatchRecord> records) {
        StringBuilder b = new StringBuilder();
        int table = 1;
        for (Variant variant : Variant.values()) {
            List<MatchRecord> games = records.stream().filter(r -> r.text("variant").equals(variant.label()))
                    .toList();
            if (games.isEmpty()) {
                table += 3;
                continue;
            }
            String name = variant == Variant.ZERO_LOYALTY ? "Zero Loyalty" : "Full Loyalty";
            b.append("Table ").append(roman(table)).append(": ").append(name).append(" – agent results (Black's)\n\n")
                    .append(pairings(games)).append('\n');
            b.append("Table ").append(roman(table + 1)).append(": ").append(name)
                    .append(" – win rate over all games played\n\n").append(summary(games)).append('\n');
            b.append("Table ").append(roman(table + 2)).append(": ").append(name)
                    .append(" – win rate as Black per graph class\n\n").append(perClass(games)).append('\n');
            table += 3;
        }
        return b.toString();
    }

    private static String roman(int n) {
        return new String[] {"", "I", "II", "III", "IV", "V", "VI"}[n];
    }

    /** The paper's name of one of its agents; any other agent by its registered name. */
    private static String title(String agent) {
        int known = SpreadItTournament.AGENTS.indexOf(agent);
        return known < 0 ? agent : TITLES[known];
    }

    /** Tables I and IV. */
    static String pairings(List<MatchRecord> games) {
        MarkdownTable t = new MarkdownTable("Black player", "Red player", "games", "WR%", "DR%", "WLR%");
        Set<List<String>> pairs = new LinkedHashSet<>();
        List<String> agents = agentsIn(games);
        for (String black : agents) {
            for (String red : agents) {
                pairs.add(List.of(black, red));
            }
        }
        for (List<String> pair : pairs) {
            List<MatchRecord> played = games.stream().filter(r -> r.text("black").equals(pair.get(0))
                    && r.text("red").equals(pair.get(1))).toList();
            if (played.isEmpty()) {
                continue;
            }
            long wins = count(played, r -> r.text("winner").equals("black"));
            long draws = count(played, r -> r.text("winner").equals("draw"));
            long losses = played.size() - wins - draws;
            t.row(title(pair.get(0)), title(pair.get(1)), played.size(),
                    Interval.proportion(wins, played.size()).percentWithInterval(),
                    Interval.proportion(draws, played.size()).percentEstimate(),
                    Interval.proportion(wins, wins + losses).percentEstimate());
        }
        return t.toString();
    }

    /** Tables II and V: each agent's games as either colour. */
    static String summary(List<MatchRecord> games) {
        List<String> agents = agentsIn(games);
        String[] header = new String[agents.size() + 1];
        header[0] = "";
        Object[] row = new Object[agents.size() + 1];
        row[0] = "Win Rate (WR%)";
        Object[] counts = new Object[agents.size() + 1];
        counts[0] = "games";
        for (int i = 0; i < agents.size(); i++) {
            String a = agents.get(i);
            header[i + 1] = title(a);
            long played = count(games, r -> r.text("black").equals(a) || r.text("red").equals(a));
            long won = count(games, r -> r.text("black").equals(a) && r.text("winner").equals("black")
                    || r.text("red").equals(a) && r.text("winner").equals("red"));
            row[i + 1] = Interval.proportion(won, played).percentWithInterval();
            counts[i + 1] = played;
        }
        return new MarkdownTable(header).row(row).row(counts).toString();
    }

    /** Tables III and VI: each agent as Black, per graph class. */
    static String perClass(List<MatchRecord> games) {
        List<GraphClass> classes = new ArrayList<>();
        for (GraphClass c : GraphClass.values()) {
            if (games.stream().anyMatch(r -> r.text("graphClass").equals(c.label()))) {
                classes.add(c);
            }
        }
        String[] header = new String[classes.size() + 1];
        header[0] = "Agent (Black)";
        for (int i = 0; i < classes.size(); i++) {
            header[i + 1] = classes.get(i).title() + " (WR%)";
        }
        MarkdownTable t = new MarkdownTable(header);
        for (String a : agentsIn(games)) {
            Object[] row = new Object[classes.size() + 1];
            row[0] = title(a);
            for (int i = 0; i < classes.size(); i++) {
                String c = classes.get(i).label();
                List<MatchRecord> played = games.stream().filter(r -> r.text("graphClass").equals(c)
                        && r.text("black").equals(a)).toList();
                row[i + 1] = Interval.proportion(count(played, r -> r.text("winner").equals("black")),
                        played.size()).percentWithInterval() + " (" + played.size() + ")";
            }
            t.row(row);
        }
        return t.toString();
    }

    /** The agents that played: the paper's in its order, then any other in the order they first appear. */
    private static List<String> agentsIn(List<MatchRecord> games) {
        Set<String> agents = new LinkedHashSet<>();
        SpreadItTournament.AGENTS.stream().filter(a -> games.stream().anyMatch(r -> r.text("black").equals(a)
                || r.text("red").equals(a))).forEach(agents::add);
        games.forEach(r -> {
            agents.add(r.text("black"));
            agents.add(r.text("red"));
        });
        return List.copyOf(agents);
    }

    private static long count(List<MatchRecord> games, Predicate<MatchRecord> test) {
        return games.stream().filter(test).count();
    }
}
