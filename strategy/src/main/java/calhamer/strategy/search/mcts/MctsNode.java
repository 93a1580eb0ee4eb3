package calhamer.strategy.search.mcts;

import java.util.List;
import java.util.random.RandomGenerator;

/**
 * A node of the UCT tree: its state, the player to move there (−1 when the game is over), the moves search considers
 * there, the children created so far and the statistics of the visits through it. {@code reward} sums the rewards of
 * the player who moved into this node (its parent's mover), so a parent reads its children's means directly.
 */
final class MctsNode<S, M> {
    final S state;
    final int mover;
    final List<M> moves;
    final MctsNode<S, M>[] children;
    private final int[] untried;
    private int untriedCount;
    int visits;
    double reward;
    /**
     * The exact outcome for the player who moved into this node, once proven (two-player zero-sum games with the
     * solver): {@link #WIN}, {@link #DRAW}, {@link #LOSS}, or {@link #UNKNOWN}.
     */
    int proven = UNKNOWN;

    static final int WIN = 1;
    static final int DRAW = 0;
    static final int LOSS = -1;
    static final int UNKNOWN = Integer.MIN_VALUE;

    @SuppressWarnings("unchecked")
    MctsNode(S state, int mover, List<M> moves) {
        this.state = state;
        this.mover = mover;
        this.moves = moves;
        int n = moves.size();
        this.children = new MctsNode[n];
        this.untried = new int[n];
        for (int i = 0; i < n; i++) {
            untried[i] = i;
        }
        this.untriedCount = n;
    }

    boolean terminal() {
        return mover < 0;
    }

    boolean fullyExpanded() {
        return untriedCount == 0;
    }

    /** Draws one untried move's index uniformly (and marks it tried). */
    int drawUntried(RandomGenerator random) {
        int pick = random.nextInt(untriedCount);
        int index = untried[pick];
        untried[pick] = untried[--untriedCount];
        return index;
    }

    /**
     * The child maximising UCB1: mean + c·√(ln visits / child visits); ties to the lower move index. Children proven
     * lost for the mover are passed over while another is left.
     */
    MctsNode<S, M> select(double exploration) {
        double logVisits = Math.log(visits);
        MctsNode<S, M> best = null;
        double bestValue = Double.NEGATIVE_INFINITY;
        for (MctsNode<S, M> child : children) {
            double value = child.reward / child.visits + exploration * Math.sqrt(logVisits / child.visits);
            if (child.proven == LOSS) {
                value = Double.NEGATIVE_INFINITY;
            }
            if (best == null || value > bestValue) {
                bestValue = value;
                best = child;
            }
        }
        return best;
    }

    /**
     * Proves this node from its children when it can (the MCTS-Solver rule of Winands, Björnsson and Saito, for two
     * players): the mover wins if some child is a proven win for it; otherwise, once every child is proven, it gets
     * the best of them. Stored for the player who moved into this node ({@code parentMover}).
     *
     * @return whether the node is now proven
     */
    boolean prove(int parentMover) {
        if (proven != UNKNOWN) {
            return true;
        }
        int best = UNKNOWN;
        boolean all = fullyExpanded();
        for (MctsNode<S, M> child : children) {
            if (child == null || child.proven == UNKNOWN) {
                all = false;
                continue;
            }
            best = Math.max(best, child.proven);
        }
        if (best == WIN || all && best != UNKNOWN) {
            proven = parentMover == mover ? best : -best;
        }
        return proven != UNKNOWN;
    }

    /**
     * The child to play: a proven win if there is one; otherwise the most visited child not proven lost (ties: the
     * better mean, then the lower index); −1 with no child.
     */
    int mostVisited() {
        int best = -1;
        for (int i = 0; i < children.length; i++) {
            MctsNode<S, M> c = children[i];
            if (c == null) {
                continue;
            }
            if (c.proven == WIN) {
                return i;
            }
            if (best < 0 || rank(c) > rank(children[best]) || rank(c) == rank(children[best])
                    && (c.visits > children[best].visits || c.visits == children[best].visits
                    && c.reward / c.visits > children[best].reward / children[best].visits)) {
                best = i;
            }
        }
        return best;
    }

    private static int rank(MctsNode<?, ?> child) {
        return child.proven == LOSS ? 0 : 1;
    }
}
