package calhamer.games.spreadit;

import java.util.Arrays;
import java.util.Objects;

/**
 * A Spread-It position between turns: the tokens of each colour on every vertex, the colour of the last token that
 * arrived on each non-empty vertex (it breaks ties when the vertex fires), the fixed vertices and their colours (full
 * loyalty), the tokens left in each hand, and whose turn it is, or the result once the game is over. Immutable value
 * (equality over everything); the arrays are never changed after construction, and arrays a move does not change
 * (the fixed vertices in zero loyalty) are shared between states.
 *
 * <p>Players: 0 is Black (moves first), 1 is Red.
 */
public final class SpreadItState {
    static final int BLACK = 0;
    static final int RED = 1;
    private static final int MASK = 0xFFFF;

    private final SpreadItBoard board;
    private final int[] tokens;
    private final long[] lastRed;
    private final long[] fixed;
    private final long[] fixedRed;
    private final int blackHand;
    private final int redHand;
    private final int toMove;
    private final Outcome outcome;
    private int hash;

    /**
     * How a game ended.
     *
     * @param winner 0 (Black), 1 (Red) or −1 for a draw
     * @param reason why play stopped
     */
    public record Outcome(int winner, EndReason reason) {
        public Outcome {
            Objects.requireNonNull(reason, "reason");
            if (winner < -1 || winner > 1) {
                throw new IllegalArgumentException("winner " + winner);
            }
        }
    }

    /** Why a game ended (rule 7 and the full-loyalty end). */
    public enum EndReason {
        /** Zero loyalty: a cascade can never stop; one colour wins if it holds every token, else a draw. */
        ENDLESS_CASCADE("endless cascade"),
        /** Both hands are empty and the board is stable: the majority of tokens (zero loyalty) or of fixed vertices. */
        TOKENS_SPENT("tokens spent"),
        /** Full loyalty: every vertex is fixed; the majority of vertices wins. */
        ALL_FIXED("every vertex fixed"),
        /** A cascade whose token count keeps growing (thresholds below degrees) stopped at the firing limit. */
        CASCADE_LIMIT("cascade limit");

        private final String label;

        EndReason(String label) {
            this.label = label;
        }

        public String label() {
            return label;
        }
    }

    SpreadItState(SpreadItBoard board, int[] tokens, long[] lastRed, long[] fixed, long[] fixedRed, int blackHand,
                  int redHand, int toMove, Outcome outcome) {
        this.board = board;
        this.tokens = tokens;
        this.lastRed = lastRed;
        this.fixed = fixed;
        this.fixedRed = fixedRed;
        this.blackHand = blackHand;
        this.redHand = redHand;
        this.toMove = outcome == null ? toMove : -1;
        this.outcome = outcome;
    }

    static int pack(int black, int red) {
        return black | red << 16;
    }

    static int blackOf(int packed) {
        return packed & MASK;
    }

    static int redOf(int packed) {
        return packed >>> 16;
    }

    /** The most tokens of one colour a vertex holds. */
    static int maxTokens() {
        return MASK;
    }

    static long[] words(int vertices) {
        return new long[(vertices + 63) >>> 6];
    }

    static boolean bit(long[] words, int v) {
        return (words[v >>> 6] & 1L << v) != 0;
    }

    public SpreadItBoard board() {
        return board;
    }

    /** Black tokens on vertex v. */
    public int black(int v) {
        return blackOf(tokens[v]);
    }

    /** Red tokens on vertex v. */
    public int red(int v) {
        return redOf(tokens[v]);
    }

    /** Tokens of the player's colour on vertex v. */
    public int tokens(int player, int v) {
        return player == BLACK ? black(v) : red(v);
    }

    /** All tokens on vertex v. */
    public int total(int v) {
        int t = tokens[v];
        return blackOf(t) + redOf(t);
    }

    /** The colour (0 or 1) of the last token that arrived on vertex v, or −1 when v is empty. */
    public int lastArrival(int v) {
        return tokens[v] == 0 ? -1 : bit(lastRed, v) ? RED : BLACK;
    }

    /** Whether vertex v is fixed (full loyalty: it fired and takes no more tokens). */
    public boolean isFixed(int v) {
        return bit(fixed, v);
    }

    /** The colour of a fixed vertex, or −1 when v is not fixed. */
    public int fixedColour(int v) {
        return !isFixed(v) ? -1 : bit(fixedRed, v) ? RED : BLACK;
    }

    /** Tokens left in the player's hand. */
    public int hand(int player) {
        return player == BLACK ? blackHand : redHand;
    }

    /** The player to move, or −1 when the game is over. */
    public int toMove() {
        return toMove;
    }

    /** How the game ended, or null while it goes on. */
    public Outcome outcome() {
        return outcome;
    }

    public boolean isOver() {
        return outcome != null;
    }

    int[] tokensArray() {
        return tokens;
    }

    long[] lastRedWords() {
        return lastRed;
    }

    long[] fixedWords() {
        return fixed;
    }

    long[] fixedRedWords() {
        return fixedRed;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof SpreadItState s && hashCode() == s.hashCode() && blackHand == s.blackHand && redHand == s.redHand
                && toMove == s.toMove && Objects.equals(outcome, s.outcome) && Arrays.equals(tokens, s.tokens)
                && Arrays.equals(lastRed, s.lastRed) && Arrays.equals(fixed, s.fixed)
                && Arrays.equals(fixedRed, s.fixedRed) && board.equals(s.board);
    }

    /** Computed on first use (search builds many states it never hashes); racy but idempotent, like String's. */
    @Override
    public int hashCode() {
        int h = hash;
        if (h == 0) {
            h = Objects.hash(board, Arrays.hashCode(tokens), Arrays.hashCode(lastRed), Arrays.hashCode(fixed),
                    Arrays.hashCode(fixedRed), blackHand, redHand, toMove, outcome);
            hash = h;
        }
        return h;
    }

    @Override
    public String toString() {
        StringBuilder b = new StringBuilder("SpreadItState[");
        for (int v = 0; v < board.vertices(); v++) {
            b.append(v == 0 ? "" : " ").append(v).append(':').append(black(v)).append('b').append(red(v)).append('r');
            if (isFixed(v)) {
                b.append(fixedColour(v) == BLACK ? "*B" : "*R");
            }
        }
        b.append(", hands ").append(blackHand).append('/').append(redHand);
        return b.append(outcome == null ? ", to move " + toMove : ", " + outcome).append(']').toString();
    }
}
