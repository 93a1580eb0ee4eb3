package calhamer.games.spreadit;

import static calhamer.games.spreadit.SpreadItState.BLACK;
import static calhamer.games.spreadit.SpreadItState.RED;

import calhamer.games.spreadit.SpreadItState.EndReason;
import calhamer.games.spreadit.SpreadItState.Outcome;
import calhamer.strategy.game.Evaluator;
import calhamer.strategy.game.Game;
import calhamer.strategy.game.GameFacts;
import calhamer.strategy.game.JointMove;
import calhamer.strategy.game.MoveOrder;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;

/**
 * Spread-It (Ben-Ishay, Sela and Ben-Gal, section III): two players, Black (player 0, moves first) and Red (player
 * 1), each start with the same hand of tokens (default ⌈m − n/2⌉); a turn places one own token on a vertex (under
 * full loyalty, on a vertex not yet fixed) and runs the cascade it starts ({@link Cascade}). The game ends (rule 7)
 * when a zero-loyalty cascade can never stop (the colour holding every token wins, otherwise a draw), when both
 * hands are empty (zero loyalty: the colour with more tokens on the board wins; full loyalty: the colour of more
 * fixed vertices; equal: a draw), or, under full loyalty, when every vertex is fixed. When the player whose turn it
 * would be has no token left, the other plays on. Returns: +1 to the winner, −1 to the loser, 0 each for a draw.
 *
 * <p>A move is the index of the vertex to place a token on; its notation is that index in decimal ({@code "3"}).
 * States carry their board, so a state given in JSON may be played on any graph. Every play ends within the two
 * hands' tokens plies.
 */
public final class SpreadIt implements Game<SpreadItState, Integer> {
    /** The registered name. */
    public static final String NAME = "spread-it";
    private static final GameFacts FACTS = new GameFacts(NAME, List.of("black", "red"), MoveOrder.SEQUENTIAL, true,
            false);

    private final SpreadItBoard board;
    private final int hand;
    private final SpreadItState initial;
    private final Evaluator<SpreadItState> evaluator = new SpreadItHeuristic();

    /** The game on a board with the paper's hands. */
    public SpreadIt(SpreadItBoard board) {
        this(board, board.defaultHand());
    }

    /**
     * The game on a board with the given tokens per player.
     *
     * @throws IllegalArgumentException when the hand is not positive
     */
    public SpreadIt(SpreadItBoard board, int hand) {
        if (hand < 1) {
            throw new IllegalArgumentException("each player needs at least one token, not " + hand);
        }
        this.board = board;
        this.hand = hand;
        int n = board.vertices();
        long[] none = SpreadItState.words(n);
        this.initial = new SpreadItState(board, new int[n], none, none, none, hand, hand, BLACK, null);
    }

    /** The board of the initial state. */
    public SpreadItBoard board() {
        return board;
    }

    /** Tokens per player at the start. */
    public int hand() {
        return hand;
    }

    @Override
    public GameFacts facts() {
        return FACTS;
    }

    @Override
    public SpreadItState initialState() {
        return initial;
    }

    @Override
    public boolean isTerminal(SpreadItState state) {
        return state.isOver();
    }

    @Override
    public List<Integer> actors(SpreadItState state) {
        return state.isOver() ? List.of() : List.of(state.toMove());
    }

    @Override
    public List<Integer> legalMoves(SpreadItState state, int player) {
        if (state.isOver() || player != state.toMove()) {
            return List.of();
        }
        SpreadItBoard b = state.board();
        if (b.variant() == Variant.ZERO_LOYALTY) {
            return b.everyVertex();
        }
        List<Integer> open = new ArrayList<>(b.vertices());
        for (int v = 0; v < b.vertices(); v++) {
            if (!state.isFixed(v)) {
                open.add(v);
            }
        }
        return List.copyOf(open);
    }

    @Override
    public SpreadItState apply(SpreadItState state, JointMove<Integer> move) {
        move.requirePlayers(actors(state));
        int player = state.toMove();
        return apply(state, player, move.move(player));
    }

    /** The state after the player's move; checks the move in O(1) (no move list is built). */
    @Override
    public SpreadItState apply(SpreadItState state, int player, Integer vertex) {
        requireLegal(state, player, vertex);
        SpreadItBoard b = state.board();
        boolean full = b.variant() == Variant.FULL_LOYALTY;
        long[] fixed = full ? state.fixedWords().clone() : state.fixedWords();
        long[] fixedRed = full ? state.fixedRedWords().clone() : state.fixedRedWords();
        Cascade cascade = new Cascade(b, state.tokensArray().clone(), state.lastRedWords().clone(), fixed, fixedRed);
        cascade.place(vertex, player);
        Cascade.Result result = cascade.run(player);
        int blackHand = state.hand(BLACK) - (player == BLACK ? 1 : 0);
        int redHand = state.hand(RED) - (player == RED ? 1 : 0);
        Outcome outcome = outcome(b, result, cascade, fixed, fixedRed, blackHand, redHand);
        int next = 1 - player;
        if ((next == BLACK ? blackHand : redHand) == 0) {
            next = player;
        }
        return new SpreadItState(b, cascade.tokens(), cascade.lastRed(), fixed, fixedRed, blackHand, redHand, next,
                outcome);
    }

    /** Rule 7 and the full-loyalty end, after a cascade; null when play goes on. */
    private static Outcome outcome(SpreadItBoard b, Cascade.Result result, Cascade cascade, long[] fixed,
                                   long[] fixedRed, int blackHand, int redHand) {
        int black = cascade.blackTotal();
        int red = cascade.redTotal();
        switch (result) {
            case ENDLESS:
                return new Outcome(red == 0 ? BLACK : black == 0 ? RED : -1, EndReason.ENDLESS_CASCADE);
            case LIMIT:
                return new Outcome(red == 0 ? BLACK : black == 0 ? RED : -1, EndReason.CASCADE_LIMIT);
            default:
                break;
        }
        if (b.variant() == Variant.ZERO_LOYALTY) {
            return blackHand + redHand == 0 ? new Outcome(majority(black, red), EndReason.TOKENS_SPENT) : null;
        }
        int fixedCount = 0;
        int fixedRedCount = 0;
        for (int w = 0; w < fixed.length; w++) {
            fixedCount += Long.bitCount(fixed[w]);
            fixedRedCount += Long.bitCount(fixedRed[w]);
        }
        int fixedBlackCount = fixedCount - fixedRedCount;
        if (fixedCount == b.vertices()) {
            return new Outcome(majority(fixedBlackCount, fixedRedCount), EndReason.ALL_FIXED);
        }
        return blackHand + redHand == 0 ? new Outcome(majority(fixedBlackCount, fixedRedCount),
                EndReason.TOKENS_SPENT) : null;
    }

    private static int majority(int black, int red) {
        return black > red ? BLACK : red > black ? RED : -1;
    }

    private static void requireLegal(SpreadItState state, int player, Integer vertex) {
        if (state.isOver()) {
            throw new IllegalArgumentException("the game is over (" + state.outcome().reason().label() + ")");
        }
        if (player != state.toMove()) {
            throw new IllegalArgumentException(FACTS.players().get(player) + " does not move now; "
                    + FACTS.players().get(state.toMove()) + " does");
        }
        int n = state.board().vertices();
        if (vertex == null || vertex < 0 || vertex >= n) {
            throw new IllegalArgumentException("vertex " + vertex + " is not on the board (0.." + (n - 1) + ")");
        }
        if (state.isFixed(vertex)) {
            throw new IllegalArgumentException("vertex " + vertex + " is fixed (full loyalty): it takes no more tokens");
        }
    }

    @Override
    public double[] returns(SpreadItState state) {
        if (!state.isOver()) {
            throw new IllegalStateException("the Spread-It game is not over");
        }
        int winner = state.outcome().winner();
        return winner == BLACK ? new double[] {1, -1} : winner == RED ? new double[] {-1, 1} : new double[] {0, 0};
    }

    @Override
    public String notation(SpreadItState state, int player, Integer move) {
        return Integer.toString(move);
    }

    @Override
    public Integer parseMove(SpreadItState state, int player, String text) {
        int vertex;
        try {
            vertex = Integer.parseInt(text.strip());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("a Spread-It move is a vertex index (0.." + (state.board().vertices() - 1)
                    + "), not '" + text + "'");
        }
        requireLegal(state, player, vertex);
        return vertex;
    }

    @Override
    public JsonNode toJson(SpreadItState state) {
        return SpreadItJson.write(state);
    }

    @Override
    public SpreadItState fromJson(JsonNode json) {
        return SpreadItJson.read(json, board);
    }

    /** The paper's linear-combination heuristic ({@link SpreadItHeuristic}); terminal states by their result. */
    @Override
    public Evaluator<SpreadItState> evaluator() {
        return evaluator;
    }
}
