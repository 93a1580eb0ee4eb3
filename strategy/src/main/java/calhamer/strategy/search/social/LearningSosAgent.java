package calhamer.strategy.search.social;

import calhamer.strategy.game.Agent;
import calhamer.strategy.game.ConfigurableAgent;
import calhamer.strategy.game.Budget;
import calhamer.strategy.game.Evaluator;
import calhamer.strategy.game.Game;
import calhamer.strategy.game.JointMove;
import calhamer.strategy.game.MoveObserver;
import calhamer.strategy.game.UnsupportedGameException;
import calhamer.strategy.search.SearchClock;
import calhamer.strategy.search.tree.Decision;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.Iterator;
import java.util.Map;
import java.util.TreeMap;
import java.util.random.RandomGenerator;

/**
 * Socially Oriented Search with online learning (Wilson, Zuckerman and Nau, section 3.2): the agent watches the
 * game ({@link MoveObserver}), estimates each player's row of the social-range matrix as the average effect of its
 * last k moves ({@link SocialLearner}; the paper uses k = 5 and starts from the Max-n identity), and searches with
 * {@link SosAgent}'s algorithm using the estimate, its own row replaced by its own orientation (selfish by default).
 * Keeps its observations: use a fresh instance per game. Without observations it plays as SOS with the initial
 * matrix. Not thread-safe. Configurable (for a stateless request) with {@code {"k": 5, "social": initial rows,
 * "history": [{"state": a state, "moves": {player: move}}, ...]}}: a fresh agent that has seen those moves.
 *
 * @param <S> the state type
 * @param <M> the move type
 */
public final class LearningSosAgent<S, M> implements ConfigurableAgent<S, M>, MoveObserver<S, M> {
    /** The paper's history length. */
    public static final int DEFAULT_HISTORY = 5;

    private final SocialLearner learner;
    private final Evaluator<S> evaluator;
    private final SearchClock clock;

    /**
     * @param players   the number of players
     * @param maxEval   the largest value of one entry of the evaluation (normalises the effects)
     * @param evaluator the evaluation for search and for the effects of moves (null: the game's)
     */
    public LearningSosAgent(int players, double maxEval, Evaluator<S> evaluator) {
        this(new SocialLearner(DEFAULT_HISTORY, maxEval, SocialRangeMatrix.identity(players)), evaluator,
                SearchClock.WALL);
    }

    /**
     * @param learner   the learning rule with its history length and initial matrix
     * @param evaluator the evaluation for search and for the effects of moves (null: the game's)
     * @param clock     what the time budget counts
     */
    public LearningSosAgent(SocialLearner learner, Evaluator<S> evaluator, SearchClock clock) {
        this.learner = learner;
        this.evaluator = evaluator;
        this.clock = clock;
    }

    @Override
    public String name() {
        return "sos-learning";
    }

    /** Learns from the move; a game whose evaluator scores no unfinished state teaches nothing. */
    @Override
    public void observe(Game<S, M> game, S before, JointMove<M> move, S after) {
        Evaluator<S> e = evaluator == null ? game.evaluator() : evaluator;
        double[] from;
        double[] to;
        try {
            from = e.evaluate(before);
            to = e.evaluate(after);
        } catch (UnsupportedGameException noHeuristic) {
            return;
        }
        for (int player : move.players()) {
            learner.observe(player, from, to);
        }
    }

    /** A fresh agent with the given history length, initial matrix and observed moves. */
    @Override
    public Agent<S, M> configure(Game<S, M> game, JsonNode settings) {
        ConfigurableAgent.requireOnly(settings, "k", "social", "history");
        int players = game.facts().playerCount();
        JsonNode k = settings.get("k");
        if (k != null && !(k.isInt() && k.intValue() >= 1)) {
            throw new IllegalArgumentException("agent option 'k' is a whole number of moves, at least 1");
        }
        SocialRangeMatrix initial = settings.has("social")
                ? SocialRangeMatrix.fromJson(settings.get("social"), players) : learner.initial();
        LearningSosAgent<S, M> fresh = new LearningSosAgent<>(new SocialLearner(k == null ? learner.history()
                : k.intValue(), learner.maxEval(), initial), evaluator, clock);
        JsonNode history = settings.get("history");
        if (history != null) {
            if (!history.isArray()) {
                throw new IllegalArgumentException("agent option 'history' is a list of {\"state\", \"moves\"}");
            }
            for (int i = 0; i < history.size(); i++) {
                fresh.observe(game, history.get(i), i);
            }
        }
        return fresh;
    }

    private void observe(Game<S, M> game, JsonNode entry, int index) {
        String where = "history[" + index + "]";
        if (!entry.isObject() || !entry.has("state") || !entry.path("moves").isObject()) {
            throw new IllegalArgumentException(where + " needs \"state\" and \"moves\": {player: move}");
        }
        S before;
        try {
            before = game.fromJson(entry.get("state"));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(where + ".state: " + e.getMessage(), e);
        }
        Map<Integer, M> moves = new TreeMap<>();
        for (Iterator<Map.Entry<String, JsonNode>> it = entry.get("moves").fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> m = it.next();
            try {
                int player = game.facts().playerIndex(m.getKey());
                moves.put(player, game.parseMove(before, player, m.getValue().asText()));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(where + ".moves." + m.getKey() + ": " + e.getMessage(), e);
            }
        }
        JointMove<M> joint = JointMove.of(moves);
        S after;
        try {
            after = game.apply(before, joint);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(where + ".moves: " + e.getMessage(), e);
        }
        observe(game, before, joint, after);
    }

    /** The matrix the agent would search with as the given player now. */
    public SocialRangeMatrix matrix(int player) {
        SocialRangeMatrix learned = learner.matrix();
        double[] own = new double[learned.size()];
        own[player] = 1;
        return learned.withRow(player, own);
    }

    @Override
    public M chooseMove(Game<S, M> game, S state, int player, Budget budget, RandomGenerator random) {
        return decide(game, state, player, budget).move();
    }

    /** The decision with its depth and node count. */
    public Decision<M> decide(Game<S, M> game, S state, int player, Budget budget) {
        return SosAgent.search(game, state, player, budget, matrix(player), evaluator, clock);
    }
}
