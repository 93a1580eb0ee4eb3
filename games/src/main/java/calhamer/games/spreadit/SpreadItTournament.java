package calhamer.games.spreadit;

import calhamer.strategy.agents.AgentRegistry;
import calhamer.strategy.agents.AgentSettings;
import calhamer.strategy.game.Agent;
import calhamer.strategy.game.Budget;
import calhamer.strategy.game.Playout;
import calhamer.strategy.game.Trajectory;
import calhamer.strategy.search.SearchClock;
import calhamer.strategy.search.mcts.MctsAgent;
import calhamer.strategy.tournament.BudgetedAgent;
import calhamer.strategy.tournament.MatchRecord;
import calhamer.strategy.tournament.TournamentRunner.Match;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;

/**
 * The experiments of Spread-It's section V (Tables I–VI): every ordered pairing of the agents (Black first) plays a
 * number of games on seeded graphs of each class and size, under each loyalty variant. Each searching agent gets the
 * same time per move (on the searching thread's CPU clock by default, so agents compare fairly on a busy machine),
 * unless MCTS is given time odds (its own time per move), and optionally MCTS an iteration cap and alpha-beta a depth
 * cap; with neither time nor caps they play the paper's settings, 1000 MCTS iterations and alpha-beta to depth 4. A
 * game's seed is derived from the tournament seed and the game's id, so results do not depend on scheduling.
 * {@link SpreadItTables} turns the results into the paper's tables.
 */
public final class SpreadItTournament {
    /** The agents the paper compares. */
    public static final List<String> AGENTS = List.of("alphabeta", "mcts", "random");

    /**
     * What to play.
     *
     * @param variants      the loyalty variants
     * @param classes       the graph classes
     * @param density       how many edges the graphs get ({@link BoardDensity#PAPER}: as the paper's described board)
     * @param sizes         vertices of the graphs of each class
     * @param graphSeed     the seed of the first graph of each class and size; graph j (from 0) is generated from
     *                      {@code graphSeed + j}
     * @param graphs        graphs of each class and size, at least 1 (results depend on the board far more than on
     *                      the game's seed, so more boards give a fairer sample of a class)
     * @param pairings      ordered pairs {black, red} of agents' registered names (the paper's: {@link #AGENTS})
     * @param gamesPerCell  games per pairing, graph and variant
     * @param seed          the tournament seed
     * @param millis        time per move of each searching agent (0: no time limit)
     * @param mctsMillis    MCTS's own time per move when it differs from alpha-beta's (time odds); 0: {@code millis}
     * @param mctsIterations MCTS's iterations per move (0: no cap)
     * @param depth         alpha-beta's depth (0: no cap)
     * @param clock         what the time budget counts
     * @param endlessAsHorizon whether alpha-beta scores endless cascades by its heuristic, as the paper's agent
     *                      stops at the "infinity zone" ({@link SpreadItHeuristic#endlessCascadesAsHorizon()}),
     *                      rather than by their result
     * @param mctsTies      how MCTS scores a drawn play-out ({@link MctsAgent.Ties}: the paper's win rate counts it as
     *                      no win)
     * @param order         which vertex fires first in a cascade ({@link CascadeOrder}: the paper's main rule is
     *                      {@link CascadeOrder#MAJORITY})
     */
    public record Settings(List<Variant> variants, List<GraphClass> classes, BoardDensity density, List<Integer> sizes,
                           long graphSeed, int graphs, List<List<String>> pairings, int gamesPerCell, long seed,
                           long millis, long mctsMillis, long mctsIterations, int depth, SearchClock clock,
                           boolean endlessAsHorizon, MctsAgent.Ties mctsTies, CascadeOrder order) {
        public Settings {
            variants = List.copyOf(variants);
            classes = List.copyOf(classes);
            sizes = List.copyOf(sizes);
            pairings = pairings.stream().map(List::copyOf).toList();
            for (List<String> p : pairings) {
                if (p.size() != 2) {
                    throw new IllegalArgumentException("a pairing is black:red (e.g. mcts:random), not "
                            + String.join(":", p));
                }
            }
            if (graphs < 1) {
                throw new IllegalArgumentException("graphs per class and size must be positive: " + graphs);
            }
            if (gamesPerCell < 1) {
                throw new IllegalArgumentException("games per cell must be positive: " + gamesPerCell);
            }
            if (millis < 0 || mctsMillis < 0 || mctsIterations < 0 || depth < 0) {
                throw new IllegalArgumentException("time, iterations and depth must not be negative");
            }
            Objects.requireNonNull(density, "density");
            Objects.requireNonNull(clock, "clock");
            Objects.requireNonNull(mctsTies, "mctsTies");
            Objects.requireNonNull(order, "order");
        }

        /**
         * What every game's record carries besides its own fields, and what a resumed run must match
         * ({@link calhamer.strategy.tournament.TournamentRunner#run}): the seeds, the budgets, the clock, and the
         * agents' and the rules' options.
         */
        public Map<String, Object> recorded() {
            Map<String, Object> r = new LinkedHashMap<>();
            r.put("tournamentSeed", seed);
            r.put("firstGraphSeed", graphSeed);
            r.put("density", density.label());
            r.put("millis", millis);
            r.put("mctsMillis", mctsTime());
            r.put("clock", clock == SearchClock.WALL ? "wall" : "cpu");
            r.put("mctsIterations", mctsIterations);
            r.put("alphabetaDepth", depth);
            r.put("alphabetaEndless", endlessAsHorizon ? "horizon" : "result");
            r.put("mctsTies", mctsTies.label());
            r.put("cascadeOrder", order.label());
            return r;
        }

        /** MCTS's time per move, ms: its own when given, otherwise the searchers' common time (0: none). */
        public long mctsTime() {
            return mctsMillis > 0 ? mctsMillis : millis;
        }

        /**
         * The budget the named agent plays with: random none; MCTS and alpha-beta their time and their own cap; any
         * other registered agent the searchers' common time.
         */
        Budget budget(String agent) {
            long time = agent.equals("mcts") ? mctsTime() : millis;
            Budget b = time > 0 ? Budget.ofTime(java.time.Duration.ofMillis(time)) : Budget.unlimited();
            if (agent.equals("mcts") && mctsIterations > 0) {
                return b.withIterations(mctsIterations);
            }
            if (agent.equals("alphabeta") && depth > 0) {
                return b.withDepth(depth);
            }
            return agent.equals("random") ? Budget.unlimited() : b;
        }

        /**
         * What the registry makes the named agent with: the tournament's clock for every agent, MCTS's way of scoring
         * draws, and alpha-beta's evaluation when it stops at endless cascades.
         */
        AgentSettings agentSettings(String agent) {
            AgentSettings settings = AgentSettings.defaults().withClock(clock);
            if (agent.equals("mcts")) {
                return settings.withOptions(JsonNodeFactory.instance.objectNode().put("ties", mctsTies.label()));
            }
            if (agent.equals("alphabeta") && endlessAsHorizon) {
                return settings.withEvaluator(SpreadItHeuristic.endlessCascadesAsHorizon());
            }
            return settings;
        }

        /** The paper's six ordered pairings of alpha-beta, MCTS and random. */
        public static List<List<String>> allPairings() {
            List<List<String>> out = new ArrayList<>();
            for (String black : AGENTS) {
                for (String red : AGENTS) {
                    if (!black.equals(red)) {
                        out.add(List.of(black, red));
                    }
                }
            }
            return out;
        }
    }

    private SpreadItTournament() {
    }

    /** Every game of the tournament with the registered agents ({@link AgentRegistry#load()}). */
    public static List<Match> matches(Settings settings) {
        return matches(settings, AgentRegistry.load());
    }

    /**
     * Every game of the tournament, game index first (a run stopped early leaves every cell about as full), its agents
     * made by name from the registry.
     *
     * @throws calhamer.strategy.agents.UnknownAgentException naming an agent of the pairings that does not play
     *                                                        Spread-It
     */
    public static List<Match> matches(Settings settings, AgentRegistry registry) {
        List<Board> boards = new ArrayList<>();
        for (Variant variant : settings.variants()) {
            for (GraphClass graphClass : settings.classes()) {
                for (int n : settings.sizes()) {
                    for (int j = 0; j < settings.graphs(); j++) {
                        long graphSeed = settings.graphSeed() + j;
                        SpreadIt game = new SpreadIt(SpreadItBoard.of(n, graphClass.generate(n, settings.density(),
                                graphSeed), null, variant, settings.order()));
                        // the first graph keeps the one-graph label, so earlier results still resume
                        String label = graphClass.label() + "-" + n + (j == 0 ? "" : "-g" + j);
                        boards.add(new Board(game, graphClass, j, graphSeed, label));
                    }
                }
            }
        }
        if (!boards.isEmpty()) {
            requireAgents(settings, registry, boards.get(0).game());
        }
        List<Match> matches = new ArrayList<>();
        for (int g = 0; g < settings.gamesPerCell(); g++) {
            for (Board board : boards) {
                for (List<String> pairing : settings.pairings()) {
                    String id = String.join("/", "spread-it", board.game().board().variant().label(), board.label(),
                            pairing.get(0) + "-vs-" + pairing.get(1), Integer.toString(g));
                    long seed = gameSeed(settings.seed(), id);
                    int index = g;
                    matches.add(new Match(id, () -> play(registry, settings, board, pairing, index, id, seed)));
                }
            }
        }
        return matches;
    }

    /**
     * Checks that every agent of the pairings plays Spread-It.
     *
     * @throws calhamer.strategy.agents.UnknownAgentException naming the agent and Spread-It's agents
     */
    private static void requireAgents(Settings settings, AgentRegistry registry, SpreadIt game) {
        settings.pairings().forEach(pairing -> pairing.forEach(agent -> registry.get(agent, game.facts())));
    }

    /** One board of the tournament: the game on it, its class, its number within class and size, and its seed. */
    private record Board(SpreadIt game, GraphClass graphClass, int graph, long graphSeed, String label) {
    }

    /** A game's seed: the tournament seed mixed with the game's id (SplitMix64's finaliser). */
    static long gameSeed(long seed, String id) {
        long z = seed * 0x9E3779B97F4A7C15L + id.hashCode();
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    /** The named agent from the registry, made with the tournament's settings for it. */
    static Agent<SpreadItState, Integer> agent(AgentRegistry registry, SpreadIt game, String name, Settings s) {
        return registry.create(name, game, s.agentSettings(name));
    }

    private static MatchRecord play(AgentRegistry registry, Settings s, Board board, List<String> pairing, int index,
                                    String id, long seed) {
        SpreadIt game = board.game();
        BudgetedAgent<SpreadItState, Integer> black = new BudgetedAgent<>(agent(registry, game, pairing.get(0), s),
                s.budget(pairing.get(0)));
        BudgetedAgent<SpreadItState, Integer> red = new BudgetedAgent<>(agent(registry, game, pairing.get(1), s),
                s.budget(pairing.get(1)));
        Trajectory<SpreadItState, Integer> play = Playout.run(game, List.of(black, red), Budget.unlimited(), seed,
                2 * game.hand() + 1);
        SpreadItState last = play.last();
        Map<String, Object> f = new LinkedHashMap<>();
        f.put("variant", game.board().variant().label());
        f.put("graphClass", board.graphClass().label());
        f.put("graph", board.graph());
        f.put("graphSeed", board.graphSeed());
        f.put("vertices", game.board().vertices());
        f.put("edges", game.board().edgeCount());
        f.put("black", pairing.get(0));
        f.put("red", pairing.get(1));
        f.put("game", index);
        f.put("seed", seed);
        f.put("winner", last.outcome().winner() < 0 ? "draw" : last.outcome().winner() == 0 ? "black" : "red");
        f.put("reason", last.outcome().reason().label());
        f.put("plies", play.plies());
        f.put("blackCpuMillisPerMove", round(black.cpuMillis() / Math.max(1, black.decisions())));
        f.put("redCpuMillisPerMove", round(red.cpuMillis() / Math.max(1, red.decisions())));
        return new MatchRecord(id, f);
    }

    private static double round(double v) {
        return Math.round(v * 100) / 100.0;
    }

    /** Reads {@code black:red} pairs, e.g. {@code mcts:random}. */
    public static List<List<String>> parsePairings(List<String> texts) {
        List<List<String>> out = new ArrayList<>();
        for (String t : texts) {
            String[] parts = t.strip().toLowerCase(Locale.ROOT).split(":");
            if (parts.length != 2) {
                throw new IllegalArgumentException("a pairing is black:red (e.g. mcts:random), not '" + t + "'");
            }
            out.add(List.of(parts[0], parts[1]));
        }
        return out;
    }
}
