package calhamer.games.quoridor;

import calhamer.strategy.agents.AgentRegistry;
import calhamer.strategy.agents.AgentSettings;
import calhamer.strategy.game.Budget;
import calhamer.strategy.game.Playout;
import calhamer.strategy.game.Trajectory;
import calhamer.strategy.search.SearchClock;
import calhamer.strategy.search.social.SocialRangeMatrix;
import calhamer.strategy.tournament.BudgetedAgent;
import calhamer.strategy.tournament.MatchRecord;
import calhamer.strategy.tournament.TournamentRunner.Match;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * The 4-player Quoridor experiments of Wilson, Zuckerman and Nau (section 5.2). Before each game a setting is drawn
 * from the game's index alone: every player's social orientation (its own weight 1, each other player's uniform in
 * [−1, 1]) and the seats. In the first experiment (Figure 6) one searching player (Max-n, Paranoid, SOS with the
 * true matrix, or SOS learning with k = 5 from the identity) plays against three players that search one ply with
 * their drawn orientations; every searcher and depth meets the same settings from the same seat. In the second
 * (Figures 7–10) two of the random-orientation players are kept, and SOS (true matrix or learning) and Max-n or
 * Paranoid take the other two seats. Searchers see to a fixed depth; the searcher's own row of the matrix it
 * searches with is selfish (1 for itself, 0 for the others), as Max-n's and Paranoid's are. Games not won within
 * the ply limit are draws.
 */
public final class QuoridorTournament {
    /** The searchers of Figure 6. */
    public static final List<String> SEARCHERS = List.of("maxn", "paranoid", "sos", "sos-learning");
    /** The head-to-head pairings of Figures 7–10: SOS side, then its opponent. */
    public static final List<List<String>> HEAD_TO_HEAD = List.of(List.of("sos", "maxn"), List.of("sos", "paranoid"),
            List.of("sos-learning", "maxn"), List.of("sos-learning", "paranoid"));

    /**
     * What to play.
     *
     * @param headToHead the second experiment (Figures 7–10) instead of the first (Figure 6)
     * @param lineups    Figure 6: one searcher per lineup; Figures 7–10: {SOS side, opponent}; searchers by their
     *                   registered names (the paper's: {@link #SEARCHERS})
     * @param depths     search depths
     * @param games      games per lineup and depth
     * @param seed       the tournament seed
     * @param maxPlies   plies before an unwon game is a draw
     * @param wallRadius how far from the pawns search considers walls
     * @param clock      the clock the searchers' CPU time is measured on
     */
    public record Settings(boolean headToHead, List<List<String>> lineups, List<Integer> depths, int games, long seed,
                           int maxPlies, int wallRadius, SearchClock clock) {
        public Settings {
            lineups = lineups.stream().map(List::copyOf).toList();
            depths = List.copyOf(depths);
            for (List<String> l : lineups) {
                if (l.size() != (headToHead ? 2 : 1)) {
                    throw new IllegalArgumentException("a lineup is " + (headToHead ? "two searchers, sos:opponent"
                            : "one searcher") + ", not " + String.join(":", l));
                }
            }
            if (games < 1 || depths.stream().anyMatch(d -> d < 1)) {
                throw new IllegalArgumentException("games and depths must be positive");
            }
        }

        /**
         * What every game's record carries besides its own fields, and what a resumed run must match
         * ({@link calhamer.strategy.tournament.TournamentRunner#run}): the seed and the game's limits (searchers see
         * to fixed depths, so the clock changes only the CPU times reported).
         */
        public Map<String, Object> recorded() {
            Map<String, Object> r = new LinkedHashMap<>();
            r.put("tournamentSeed", seed);
            r.put("maxPlies", maxPlies);
            r.put("wallRadius", wallRadius);
            return r;
        }
    }

    private QuoridorTournament() {
    }

    /** Every game of the experiment with the registered agents ({@link AgentRegistry#load()}). */
    public static List<Match> matches(Settings s) {
        return matches(s, AgentRegistry.load());
    }

    /**
     * Every game of the experiment, game index first, so a run stopped early leaves every cell about as full; its
     * agents made by name from the registry.
     *
     * @throws calhamer.strategy.agents.UnknownAgentException naming a searcher that does not play Quoridor
     */
    public static List<Match> matches(Settings s, AgentRegistry registry) {
        Quoridor game = new Quoridor(4, 5, s.maxPlies(), s.wallRadius());
        s.lineups().forEach(lineup -> lineup.forEach(searcher -> registry.get(searcher, game.facts())));
        List<Match> matches = new ArrayList<>();
        String experiment = s.headToHead() ? "head-to-head" : "figure-6";
        for (int g = 0; g < s.games(); g++) {
            for (int depth : s.depths()) {
                for (List<String> lineup : s.lineups()) {
                    String id = String.join("/", "quoridor", experiment, String.join("-vs-", lineup), "depth-" + depth,
                            Integer.toString(g));
                    int index = g;
                    matches.add(new Match(id, () -> play(registry, s, game, lineup, depth, index, id)));
                }
            }
        }
        return matches;
    }

    /** The drawn setting of game g: the orientations and the seats (searcher first). */
    record Setting(SocialRangeMatrix matrix, int[] seats) {
    }

    static Setting setting(long seed, int g) {
        SplittableRandom random = new SplittableRandom(seed * 0x9E3779B97F4A7C15L + g);
        double[][] c = new double[4][4];
        for (int i = 0; i < 4; i++) {
            for (int j = 0; j < 4; j++) {
                c[i][j] = i == j ? 1 : Math.round((2 * random.nextDouble() - 1) * 100) / 100.0;
            }
        }
        int first = random.nextInt(4);
        int second = (first + 1 + random.nextInt(3)) % 4;
        return new Setting(SocialRangeMatrix.of(c), new int[] {first, second});
    }

    private static MatchRecord play(AgentRegistry registry, Settings s, Quoridor game, List<String> lineup, int depth,
                                    int g, String id) {
        Setting setting = setting(s.seed(), g);
        AgentSettings base = AgentSettings.defaults().withClock(s.clock()).withEvaluator(game.evaluator());
        List<BudgetedAgent<QuoridorState, QuoridorMove>> agents = new ArrayList<>();
        int[] seatOf = new int[lineup.size()];
        for (int p = 0; p < 4; p++) {
            agents.add(new BudgetedAgent<>(registry.create("sos", game, base.withOptions(social(setting.matrix()))),
                    Budget.ofDepth(1)));
        }
        for (int i = 0; i < lineup.size(); i++) {
            seatOf[i] = setting.seats()[i];
            agents.set(seatOf[i], new BudgetedAgent<>(registry.create(lineup.get(i), game,
                    searcherSettings(lineup.get(i), setting.matrix(), seatOf[i], base)), Budget.ofDepth(depth)));
        }
        Trajectory<QuoridorState, QuoridorMove> play = Playout.run(game, agents, Budget.unlimited(), g,
                s.maxPlies());
        QuoridorState last = play.last();
        Map<String, Object> f = new LinkedHashMap<>();
        f.put("experiment", s.headToHead() ? "head-to-head" : "figure-6");
        f.put("searcher", lineup.get(0));
        f.put("opponent", s.headToHead() ? lineup.get(1) : "one-ply");
        f.put("depth", depth);
        f.put("game", g);
        f.put("seat", game.side(seatOf[0]).label());
        f.put("opponentSeat", s.headToHead() ? game.side(seatOf[1]).label() : "");
        f.put("winner", last.result() >= 0 ? game.side(last.result()).label() : "draw");
        f.put("searcherWon", last.result() == seatOf[0]);
        f.put("opponentWon", s.headToHead() && last.result() == seatOf[1]);
        f.put("plies", play.plies());
        f.put("searcherCpuMillisPerMove", Math.round(agents.get(seatOf[0]).cpuMillis()
                / Math.max(1, agents.get(seatOf[0]).decisions()) * 100) / 100.0);
        f.put("matrix", Arrays.deepToString(setting.matrix().toArray()));
        return new MatchRecord(id, f);
    }

    /**
     * What the registry makes a searcher with: SOS the true orientations with its own row selfish; SOS learning its
     * defaults (k = 5, from the identity); Max-n and Paranoid nothing more than the tournament's clock and evaluation.
     */
    static AgentSettings searcherSettings(String name, SocialRangeMatrix truth, int seat, AgentSettings base) {
        if (!name.equals("sos")) {
            return base;
        }
        double[] own = new double[truth.size()];
        own[seat] = 1;
        return base.withOptions(social(truth.withRow(seat, own)));
    }

    private static JsonNode social(SocialRangeMatrix matrix) {
        return JsonNodeFactory.instance.objectNode().set("social", matrix.toJson());
    }
}
