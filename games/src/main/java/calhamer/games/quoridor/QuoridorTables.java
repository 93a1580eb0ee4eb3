package calhamer.games.quoridor;

import calhamer.strategy.tournament.MarkdownTable;
import calhamer.strategy.tournament.MatchRecord;
import calhamer.strategy.tournament.Interval;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;

/**
 * The Quoridor experiments' results as tables: Figure 6 (each searcher's win rate per depth with its 95% interval,
 * and the two-proportion z-test of each SOS player against Max-n and Paranoid, as the paper tests at P &lt; 0.01) and
 * Figures 7–10 (SOS's and its opponent's win rates per depth, head to head).
 */
public final class QuoridorTables {
    private static final List<String> TITLES = List.of("Max-n", "Paranoid", "SOS", "SOS learning");

    private QuoridorTables() {
    }

    /** The tables of every experiment present in the records. */
    public static String format(List<MatchRecord> records) {
        StringBuilder b = new StringBuilder();
        List<MatchRecord> first = records.stream().filter(r -> r.text("experiment").equals("figure-6")).toList();
        if (!first.isEmpty()) {
            b.append("Figure 6: win rate (%) of the searching player against three one-ply players with random "
                    + "social orientations\n\n").append(figureSix(first)).append('\n');
        }
        List<MatchRecord> second = records.stream().filter(r -> r.text("experiment").equals("head-to-head")).toList();
        Set<List<String>> pairs = new LinkedHashSet<>(QuoridorTournament.HEAD_TO_HEAD);
        second.forEach(r -> pairs.add(List.of(r.text("searcher"), r.text("opponent"))));
        for (List<String> pair : pairs) {
            List<MatchRecord> games = second.stream().filter(r -> r.text("searcher").equals(pair.get(0))
                    && r.text("opponent").equals(pair.get(1))).toList();
            int figure = QuoridorTournament.HEAD_TO_HEAD.indexOf(pair);
            if (!games.isEmpty()) {
                b.append(figure < 0 ? "Head to head" : "Figure " + (7 + figure)).append(": ")
                        .append(title(pair.get(0))).append(" against ").append(title(pair.get(1)))
                        .append(" with two random-orientation players (win rates, %)\n\n")
                        .append(headToHead(games, pair)).append('\n');
            }
        }
        return b.toString();
    }

    /** The paper's name of one of its searchers; any other by its registered name. */
    private static String title(String searcher) {
        int known = QuoridorTournament.SEARCHERS.indexOf(searcher);
        return known < 0 ? searcher : TITLES.get(known);
    }

    private static Interval wins(List<MatchRecord> games, String field) {
        return Interval.proportion(games.stream().filter(r -> r.text(field).equals("true")).count(), games.size());
    }

    private static List<Integer> depths(List<MatchRecord> games) {
        return new ArrayList<>(new TreeSet<>(games.stream().map(r -> (int) r.number("depth")).toList()));
    }

    private static List<MatchRecord> at(List<MatchRecord> games, String searcher, int depth) {
        return games.stream().filter(r -> r.text("searcher").equals(searcher) && r.number("depth") == depth).toList();
    }

    static String figureSix(List<MatchRecord> games) {
        Set<String> present = new LinkedHashSet<>();
        QuoridorTournament.SEARCHERS.stream().filter(s -> games.stream().anyMatch(r -> r.text("searcher").equals(s)))
                .forEach(present::add);
        games.forEach(r -> present.add(r.text("searcher")));
        List<String> searchers = List.copyOf(present);
        List<String> header = new ArrayList<>(List.of("depth", "games"));
        searchers.forEach(s -> header.add(title(s)));
        for (String sos : List.of("sos", "sos-learning")) {
            for (String other : List.of("maxn", "paranoid")) {
                if (searchers.contains(sos) && searchers.contains(other)) {
                    header.add("p " + title(sos) + " vs " + title(other));
                }
            }
        }
        MarkdownTable t = new MarkdownTable(header.toArray(String[]::new));
        for (int depth : depths(games)) {
            List<Object> row = new ArrayList<>(List.of(depth, counts(games, searchers, depth)));
            for (String s : searchers) {
                row.add(wins(at(games, s, depth), "searcherWon").percentWithInterval());
            }
            for (String sos : List.of("sos", "sos-learning")) {
                for (String other : List.of("maxn", "paranoid")) {
                    if (searchers.contains(sos) && searchers.contains(other)) {
                        row.add(pValue(wins(at(games, sos, depth), "searcherWon"),
                                wins(at(games, other, depth), "searcherWon")));
                    }
                }
            }
            t.row(row.toArray());
        }
        return t.toString();
    }

    /** The games per searcher at the depth: one number, or the range while the cells differ. */
    private static String counts(List<MatchRecord> games, List<String> searchers, int depth) {
        int min = Integer.MAX_VALUE;
        int max = 0;
        for (String s : searchers) {
            int n = at(games, s, depth).size();
            min = Math.min(min, n);
            max = Math.max(max, n);
        }
        return min == max ? Integer.toString(max) : min + "–" + max;
    }

    static String headToHead(List<MatchRecord> games, List<String> pair) {
        MarkdownTable t = new MarkdownTable("depth", "games", title(pair.get(0)), title(pair.get(1)), "draws", "p");
        for (int depth : depths(games)) {
            List<MatchRecord> played = at(games, pair.get(0), depth);
            Interval sos = wins(played, "searcherWon");
            Interval other = wins(played, "opponentWon");
            Interval draws = Interval.proportion(played.stream().filter(r -> r.text("winner").equals("draw")).count(),
                    played.size());
            t.row(depth, played.size(), sos.percentWithInterval(), other.percentWithInterval(),
                    draws.percentEstimate(), pValue(sos, other));
        }
        return t.toString();
    }

    private static String pValue(Interval a, Interval b) {
        double p = a.pValueAgainst(b);
        String sign = a.estimate() > b.estimate() ? "+" : a.estimate() < b.estimate() ? "−" : "=";
        return p < 0.001 ? sign + " <0.001" : sign + " " + String.format(Locale.ROOT, "%.3f", p);
    }
}
