package calhamer.strategy.agents;

import calhamer.strategy.game.Agent;
import calhamer.strategy.game.ConfigurableAgent;
import calhamer.strategy.game.Evaluator;
import calhamer.strategy.game.Game;
import calhamer.strategy.game.RandomAgent;
import calhamer.strategy.search.mcts.MctsAgent;
import calhamer.strategy.search.social.LearningSosAgent;
import calhamer.strategy.search.social.SocialLearner;
import calhamer.strategy.search.social.SocialRangeMatrix;
import calhamer.strategy.search.social.SosAgent;
import calhamer.strategy.search.tree.AlphaBetaAgent;
import calhamer.strategy.search.tree.MaxNAgent;
import calhamer.strategy.search.tree.ParanoidAgent;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The game-independent agents, registered once for every game whose facts they support: {@code random},
 * {@code mcts}, {@code alphabeta}, {@code maxn}, {@code paranoid}, {@code sos} and {@code sos-learning}. Each is made
 * with the settings' clock and evaluation; the configurable ones then take the caller's options
 * ({@link ConfigurableAgent#configure}). {@link AgentRegistry#load()} always includes them, first.
 */
public final class SearchAgents implements AgentProvider {

    @Override
    public List<AgentRegistration> agents() {
        return List.of(
                AgentRegistration.of("random", "a uniformly random legal move", AgentSupport.everyGame(),
                        (game, s) -> new RandomAgent<>()),
                new AgentRegistration("mcts", "Monte Carlo tree search: UCT with c = √2 and random play-outs,"
                        + " proving wins and losses in two-player zero-sum games", AgentSupport.sequential(),
                        Map.of("ties", "how a drawn play-out scores: lose (no win, the default), share (half a"
                                + " win) or opponents (a win for the others tied at the top)"),
                        (game, s) -> configured(new MctsAgent<>(MctsAgent.EXPLORATION, s.evaluatorFor(), s.clock(),
                                true, MctsAgent.Ties.LOSE), game, s)),
                AgentRegistration.of("alphabeta", "minimax with alpha-beta pruning and iterative deepening over the"
                        + " game's evaluation", AgentSupport.twoPlayerZeroSum(),
                        (game, s) -> new AlphaBetaAgent<>(s.evaluatorFor(), s.clock())),
                AgentRegistration.of("maxn", "Max-n: every player maximises its own evaluation",
                        AgentSupport.sequential(), (game, s) -> new MaxNAgent<>(s.evaluatorFor(), s.clock())),
                AgentRegistration.of("paranoid", "Paranoid: alpha-beta against a coalition of all the others",
                        AgentSupport.sequential(), (game, s) -> new ParanoidAgent<>(s.evaluatorFor(), s.clock())),
                new AgentRegistration("sos", "Socially Oriented Search: Max-n over perceived utilities (the identity"
                        + " matrix unless configured, which chooses as Max-n)", AgentSupport.sequential(),
                        Map.of("social", "the social-range matrix, one row of numbers in [-1, 1] per player"),
                        (game, s) -> configured(new SosAgent<>(SocialRangeMatrix.identity(game.facts()
                                .playerCount()), s.evaluatorFor(), s.clock()), game, s)),
                new AgentRegistration("sos-learning", "Socially Oriented Search learning the others' social rows"
                        + " from their last k moves (k = 5, from the identity)", AgentSupport.sequential(),
                        learningOptions(), (game, s) -> configured(learning(game, s), game, s)));
    }

    private static Map<String, String> learningOptions() {
        Map<String, String> options = new LinkedHashMap<>();
        options.put("k", "how many of each player's last moves a row is learnt from (default 5)");
        options.put("social", "the initial social-range matrix (default the identity)");
        options.put("history", "moves seen so far: [{\"state\": a state, \"moves\": {player: move}}, ...]");
        return options;
    }

    /** SOS learning with the paper's k = 5 from the identity, normalising by the evaluation's largest value. */
    private static <S, M> LearningSosAgent<S, M> learning(Game<S, M> game, AgentSettings s) {
        Evaluator<S> evaluator = s.evaluatorFor();
        double maxEval = (evaluator == null ? game.evaluator() : evaluator).maxValue();
        int players = game.facts().playerCount();
        return new LearningSosAgent<>(new SocialLearner(LearningSosAgent.DEFAULT_HISTORY, maxEval,
                SocialRangeMatrix.identity(players)), evaluator, s.clock());
    }

    /** The agent with the caller's options applied, when there are any. */
    @SuppressWarnings("unchecked")
    private static <S, M> Agent<S, M> configured(ConfigurableAgent<S, M> agent, Game<?, ?> game, AgentSettings s) {
        return s.hasOptions() ? agent.configure((Game<S, M>) game, s.options()) : agent;
    }
}
