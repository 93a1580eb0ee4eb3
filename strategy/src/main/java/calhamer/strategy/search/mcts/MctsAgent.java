package calhamer.strategy.search.mcts;

import calhamer.strategy.game.Agent;
import calhamer.strategy.game.Budget;
import calhamer.strategy.game.ConfigurableAgent;
import calhamer.strategy.game.Evaluator;
import calhamer.strategy.game.Game;
import calhamer.strategy.game.GameFacts;
import calhamer.strategy.search.LeafValues;
import calhamer.strategy.search.RootMoves;
import calhamer.strategy.search.SearchClock;
import calhamer.strategy.search.SearchLimits;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.random.RandomGenerator;

/**
 * Monte Carlo tree search with UCT (Kocsis and Szepesvári; as Spread-It's section IV.A.2 applies it): each iteration
 * selects down the tree by UCB1 (mean reward + c·√(ln n_parent / n_child), c = √2 by default), expands one untried
 * move (drawn uniformly), plays the game out with uniformly random moves among {@link Game#candidateMoves} and backs
 * the result up; the answer is the most visited move at the root. A node's value is its mean score, the paper's x̄
 * ("the average score (i.e., the winning rate)"): a play scores 1 for the player whose return is the unique highest
 * and 0 for everyone else. Players tied at the top score by {@link Ties}: by default nothing, so the value is the
 * win rate and a draw counts as no win, as in the paper; with {@link Ties#SHARE} they split the win (a two-player
 * draw ½ each), so the tree also knows that an opponent would rather draw than lose; with {@link Ties#OPPONENTS}
 * a tie is the searcher's loss and a win for the others tied at the top, so a two-player tree is zero-sum in the
 * searcher's win rate (option {@code "ties"} of {@code POST /games/{game}/move}). Works for sequential games of any
 * number of players; each node keeps the wins of the player who moved into it. In two-player zero-sum games it also
 * proves nodes (MCTS-Solver, Winands, Björnsson and Saito 2008): a move into a finished game is known won, drawn or
 * lost as its play scores, a node is won for its mover as soon as one child is, and known once every child is;
 * proven nodes score their exact outcome, selection passes over proven losses, a proven win at the root is played
 * at once and the search stops when the root is solved. UCT, its constant and the uniform play-outs are unchanged.
 *
 * <p>Budget: iterations (one per play-out), time (on the agent's {@link SearchClock}) and the thread's interrupt
 * flag; with neither iterations nor time limited it runs the paper's 1000 iterations. A limited depth cuts
 * play-outs after that many plies and scores the state reached by the evaluator the same way (the unique leader
 * by evaluation wins; a game without a heuristic scores it as nobody's win). Cost per
 * iteration: O(depth of the tree × branching) to select plus the play-out. Same seed and iteration budget, same
 * move.
 *
 * @param <S> the state type
 * @param <M> the move type
 */
public final class MctsAgent<S, M> implements ConfigurableAgent<S, M> {
    /** The exploration constant of UCB1 used in Spread-It's experiments, √2. */
    public static final double EXPLORATION = Math.sqrt(2);
    /** Iterations when the budget limits neither iterations nor time (Spread-It's setting). */
    public static final long DEFAULT_ITERATIONS = 1000;

    private final double exploration;
    private final Evaluator<S> evaluator;
    private final SearchClock clock;
    private final boolean solver;
    private final Ties ties;

    /** How a play's score treats players tied at the top (a draw, in two-player games). */
    public enum Ties {
        /** A tie is no one's win: the node's value is the win rate (the Spread-It paper's). */
        LOSE("lose"),
        /** The tied players split the win: 1/k each of k (a two-player draw ½ each). */
        SHARE("share"),
        /**
         * A tie is the searching player's loss and a win for the others tied at the top: the searcher maximises its
         * own win rate against opponents who are content to keep it from winning (in two-player games, the
         * zero-sum form of the win rate: the opponent's reward is one minus the searcher's).
         */
        OPPONENTS("opponents");

        private final String label;

        Ties(String label) {
            this.label = label;
        }

        /** The name in options: {@code lose}, {@code share} or {@code opponents}. */
        public String label() {
            return label;
        }

        /** @throws IllegalArgumentException naming the labels */
        public static Ties parse(String text) {
            String t = text == null ? "" : text.strip().toLowerCase(Locale.ROOT);
            for (Ties ties : values()) {
                if (ties.label.equals(t)) {
                    return ties;
                }
            }
            throw new IllegalArgumentException("ties are 'lose', 'share' or 'opponents', not '" + text + "'");
        }
    }

    /** UCT with c = √2, the solver, the game's evaluator for cut play-outs, wall-clock time. */
    public MctsAgent() {
        this(EXPLORATION, null, SearchClock.WALL);
    }

    /** With the solver in two-player zero-sum games. */
    public MctsAgent(double exploration, Evaluator<S> evaluator, SearchClock clock) {
        this(exploration, evaluator, clock, true);
    }

    /**
     * @param exploration the constant c of UCB1, positive
     * @param evaluator   scores play-outs cut at the budget's depth (null: the game's evaluator)
     * @param clock       what the time budget counts
     * @param solver      whether two-player zero-sum games prove won, drawn and lost nodes (MCTS-Solver)
     */
    public MctsAgent(double exploration, Evaluator<S> evaluator, SearchClock clock, boolean solver) {
        this(exploration, evaluator, clock, solver, Ties.LOSE);
    }

    /**
     * @param ties how players tied at the top of a finished play score
     * @see #MctsAgent(double, Evaluator, SearchClock, boolean)
     */
    public MctsAgent(double exploration, Evaluator<S> evaluator, SearchClock clock, boolean solver, Ties ties) {
        if (!(exploration > 0) || Double.isInfinite(exploration)) {
            throw new IllegalArgumentException("the exploration constant must be positive: " + exploration);
        }
        this.exploration = exploration;
        this.evaluator = evaluator;
        this.clock = clock;
        this.solver = solver;
        this.ties = Objects.requireNonNull(ties, "ties");
    }

    /** How this agent scores ties. */
    public Ties ties() {
        return ties;
    }

    /** Takes {@code {"ties": "lose" | "share" | "opponents"}}. */
    @Override
    public Agent<S, M> configure(Game<S, M> game, JsonNode settings) {
        ConfigurableAgent.requireOnly(settings, "ties");
        JsonNode t = settings.get("ties");
        if (t == null) {
            return this;
        }
        if (!t.isTextual()) {
            throw new IllegalArgumentException("'ties' is \"lose\", \"share\" or \"opponents\", not " + t);
        }
        return new MctsAgent<>(exploration, evaluator, clock, solver, Ties.parse(t.asText()));
    }

    @Override
    public String name() {
        return "mcts";
    }

    @Override
    public M chooseMove(Game<S, M> game, S state, int player, Budget budget, RandomGenerator random) {
        GameFacts facts = game.facts();
        facts.requireSequential("MCTS");
        List<M> moves = RootMoves.of(game, state, player);
        if (moves.size() == 1) {
            return moves.get(0);
        }
        Budget effective = budget.isTimeLimited() || budget.iterations() != Long.MAX_VALUE ? budget
                : budget.withIterations(DEFAULT_ITERATIONS);
        SearchLimits limits = new SearchLimits(effective, clock, 1);
        boolean proving = solver && facts.playerCount() == 2 && facts.zeroSum();
        Run<S, M> run = new Run<>(game, new LeafValues<>(game, evaluator, state), random, exploration,
                budget.depth(), proving, ties, player);
        MctsNode<S, M> root = new MctsNode<>(state, player, moves);
        do {
            run.iterate(root);
            limits.count();
        } while (!limits.exhausted() && root.proven == MctsNode.UNKNOWN);
        int best = root.mostVisited();
        return moves.get(best < 0 ? 0 : best);
    }

    /**
     * Each player's score of a finished play from its values: 1 for the unique highest; players tied at the top
     * score nothing ({@link Ties#LOSE}), split one win ({@link Ties#SHARE}) or score 1 each except the searcher,
     * who scores 0 ({@link Ties#OPPONENTS}); everyone else 0. O(players).
     *
     * @param searcher the player whose move is being searched
     */
    static double[] scores(double[] values, Ties ties, int searcher) {
        double best = values[0];
        for (double v : values) {
            best = Math.max(best, v);
        }
        int leaders = 0;
        for (double v : values) {
            leaders += v == best ? 1 : 0;
        }
        double[] out = new double[values.length];
        for (int i = 0; i < values.length; i++) {
            if (values[i] == best) {
                out[i] = leaders == 1 ? 1 : switch (ties) {
                    case LOSE -> 0;
                    case SHARE -> 1.0 / leaders;
                    case OPPONENTS -> i == searcher ? 0 : 1;
                };
            }
        }
        return out;
    }

    /** One decision's iterations. */
    private static final class Run<S, M> {
        private final Game<S, M> game;
        private final LeafValues<S> leaves;
        private final RandomGenerator random;
        private final double exploration;
        private final int playoutDepth;
        private final boolean proving;
        private final Ties ties;
        private final int searcher;
        private final List<MctsNode<S, M>> path = new ArrayList<>();

        Run(Game<S, M> game, LeafValues<S> leaves, RandomGenerator random, double exploration, int playoutDepth,
            boolean proving, Ties ties, int searcher) {
            this.game = game;
            this.leaves = leaves;
            this.random = random;
            this.exploration = exploration;
            this.playoutDepth = playoutDepth;
            this.proving = proving;
            this.ties = ties;
            this.searcher = searcher;
        }

        void iterate(MctsNode<S, M> root) {
            path.clear();
            MctsNode<S, M> node = root;
            path.add(node);
            while (!node.terminal() && node.fullyExpanded()) {
                node = node.select(exploration);
                path.add(node);
            }
            if (!node.terminal()) {
                int index = node.drawUntried(random);
                S next = game.apply(node.state, node.mover, node.moves.get(index));
                MctsNode<S, M> child = node(next);
                node.children[index] = child;
                node = child;
                path.add(child);
            }
            double[] rewards = proving ? proveAndScore(node) : null;
            if (rewards == null) {
                rewards = playout(node.state);
            }
            if (rewards == null) {
                return;
            }
            MctsNode<S, M> parent = null;
            for (MctsNode<S, M> n : path) {
                n.visits++;
                if (parent != null) {
                    n.reward += rewards[parent.mover];
                }
                parent = n;
            }
        }

        /**
         * The solver's part of an iteration: proves the new node when it ends the game, then its ancestors bottom-up
         * while they become proven (the root for its own mover, which ends the search); a proven node scores its
         * exact outcome instead of a play-out (null: play out).
         */
        private double[] proveAndScore(MctsNode<S, M> leaf) {
            int depth = path.size() - 1;
            if (depth == 0) {
                return null;
            }
            if (leaf.terminal() && leaf.proven == MctsNode.UNKNOWN) {
                double[] s = scores(game.returns(leaf.state), ties, searcher);
                int p = path.get(depth - 1).mover;
                leaf.proven = (int) Math.signum(s[p] - s[1 - p]);
            }
            for (int i = depth; i >= 0; i--) {
                if (!path.get(i).prove(path.get(i > 0 ? i - 1 : 0).mover)) {
                    break;
                }
            }
            if (leaf.proven == MctsNode.UNKNOWN) {
                return null;
            }
            // the proven outcome as returns (+1, 0 or −1 for the mover into the leaf), scored like a play-out's
            int p = path.get(depth - 1).mover;
            double[] outcome = new double[2];
            outcome[p] = leaf.proven;
            outcome[1 - p] = -leaf.proven;
            return scores(outcome, ties, searcher);
        }

        private MctsNode<S, M> node(S state) {
            if (game.isTerminal(state)) {
                return new MctsNode<>(state, -1, List.of());
            }
            int mover = game.actors(state).get(0);
            return new MctsNode<>(state, mover, game.candidateMoves(state, mover));
        }

        /** Random moves to the end (or the depth limit); the players' scores, or null when interrupted. */
        private double[] playout(S start) {
            S s = start;
            int plies = 0;
            while (!game.isTerminal(s)) {
                if (plies++ >= playoutDepth) {
                    return scores(leaves.horizon(s), ties, searcher);
                }
                if (Thread.currentThread().isInterrupted()) {
                    return null;
                }
                int mover = game.actors(s).get(0);
                List<M> moves = game.candidateMoves(s, mover);
                s = game.apply(s, mover, moves.get(random.nextInt(moves.size())));
            }
            return scores(game.returns(s), ties, searcher);
        }
    }
}
