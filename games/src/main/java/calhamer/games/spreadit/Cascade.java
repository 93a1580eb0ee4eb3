package calhamer.games.spreadit;

import static calhamer.games.spreadit.SpreadItState.BLACK;
import static calhamer.games.spreadit.SpreadItState.RED;
import static calhamer.games.spreadit.SpreadItState.bit;

import java.util.Arrays;

/**
 * One turn's token placement and the cascade it starts (section III.A, rules 3–6 and "Explosion Order"), on working
 * copies of a state's arrays. While some vertex holds at least its threshold (and is not fixed), the vertex chosen
 * by the {@link CascadeOrder} fires: all its tokens take the majority colour (a tie goes to the colour of the last
 * token that arrived), it keeps T(v) − k_v of them and sends one of that colour to each neighbour; under full
 * loyalty it becomes fixed in that colour, and a token meant for a fixed neighbour stays behind on it.
 *
 * <p>Endless cascades (zero loyalty) are recognised two ways. A configuration that repeats (tokens, colours and
 * last arrivals: the next firing depends on nothing else) means the cascade cycles forever; repeats are found with
 * Brent's cycle detection (O(1) snapshots per doubling, an incremental Zobrist hash so most comparisons cost O(1)),
 * within about twice the length of the cascade's run-in plus its cycle; watching starts after n firings (with
 * thresholds equal to degrees no cycle is shorter: every vertex fires equally often in one, since the configuration
 * returns; starting later only delays the detection), so short cascades pay nothing for it. And when no threshold
 * exceeds its degree and more tokens are on the board than a stable board can hold (Σ (k_v − 1), the paper's
 * 2m − n), the cascade can never stop, so it ends as soon as one colour holds every token (a board of one colour
 * stays so). A cascade whose
 * token count keeps growing (thresholds below degrees) without ever becoming one colour stops at
 * {@link #FIRING_LIMIT} firings or when a vertex would overflow its counter.
 *
 * <p>Cost: O(deg v) per firing plus O(#vertices at threshold) to choose it; O(n) per snapshot.
 */
final class Cascade {
    /** Firings after which a cascade that neither stops nor repeats is called off. */
    static final int FIRING_LIMIT = 1 << 20;

    /** How a cascade ended. */
    enum Result {
        /** No vertex is at its threshold. */
        STABLE,
        /** It can never stop. */
        ENDLESS,
        /** Called off at the firing limit or a counter's overflow. */
        LIMIT
    }

    private final SpreadItBoard board;
    private final boolean fullLoyalty;
    private final int[] tokens;
    private final long[] lastRed;
    private final long[] fixed;
    private final long[] fixedRed;
    private final long[] ready;
    private int blackTotal;
    private int redTotal;
    private long hash;
    private boolean hashing;
    private boolean overflow;
    private int firings;

    /** Works on the given arrays, which it changes: pass copies (fixed arrays only need copying under full loyalty). */
    Cascade(SpreadItBoard board, int[] tokens, long[] lastRed, long[] fixed, long[] fixedRed) {
        this.board = board;
        this.fullLoyalty = board.variant() == Variant.FULL_LOYALTY;
        this.tokens = tokens;
        this.lastRed = lastRed;
        this.fixed = fixed;
        this.fixedRed = fixedRed;
        this.ready = SpreadItState.words(board.vertices());
        for (int t : tokens) {
            blackTotal += SpreadItState.blackOf(t);
            redTotal += SpreadItState.redOf(t);
        }
    }

    /**
     * Places one token of the colour on vertex v (rule 3, first phase). The board before is stable (states between
     * turns are), so only v can be at its threshold now.
     */
    void place(int v, int colour) {
        add(v, colour);
    }

    /** Runs the cascade; the player whose placement started it decides the majority order. */
    Result run(int mover) {
        if (isEmpty(ready)) {
            return Result.STABLE;
        }
        boolean cycles = !fullLoyalty;
        int watchFrom = board.vertices();
        int[] snapshot = null;
        long[] snapshotLast = null;
        long snapshotHash = 0;
        int power = 1;
        int lambda = 0;
        while (true) {
            fire(pick(mover));
            firings++;
            if (overflow) {
                return Result.LIMIT;
            }
            if (isEmpty(ready)) {
                return Result.STABLE;
            }
            if (cycles) {
                if (board.thresholdsAtMostDegrees() && blackTotal + redTotal > board.stableCapacity()
                        && (blackTotal == 0 || redTotal == 0)) {
                    return Result.ENDLESS;
                }
                if (firings == watchFrom) {
                    hash = fullHash();
                    hashing = true;
                    snapshot = tokens.clone();
                    snapshotLast = lastRed.clone();
                    snapshotHash = hash;
                } else if (firings > watchFrom) {
                    if (hash == snapshotHash && Arrays.equals(tokens, snapshot)
                            && Arrays.equals(lastRed, snapshotLast)) {
                        return Result.ENDLESS;
                    }
                    if (++lambda == power) {
                        System.arraycopy(tokens, 0, snapshot, 0, tokens.length);
                        System.arraycopy(lastRed, 0, snapshotLast, 0, lastRed.length);
                        snapshotHash = hash;
                        power <<= 1;
                        lambda = 0;
                    }
                }
            }
            if (firings >= FIRING_LIMIT) {
                return Result.LIMIT;
            }
        }
    }

    /** Firings so far. */
    int firings() {
        return firings;
    }

    /** The tokens array worked on (handed over to the next state). */
    int[] tokens() {
        return tokens;
    }

    /** The last-arrival bits worked on (handed over to the next state). */
    long[] lastRed() {
        return lastRed;
    }

    int blackTotal() {
        return blackTotal;
    }

    int redTotal() {
        return redTotal;
    }

    /** The vertex to fire next: the mover's largest majority (ties: lowest index), or simply the lowest index. */
    private int pick(int mover) {
        if (board.order() == CascadeOrder.INDEX) {
            return firstBit(ready);
        }
        int best = -1;
        int bestMargin = Integer.MIN_VALUE;
        for (int w = 0; w < ready.length; w++) {
            long bits = ready[w];
            while (bits != 0) {
                int v = (w << 6) + Long.numberOfTrailingZeros(bits);
                bits &= bits - 1;
                int t = tokens[v];
                int margin = SpreadItState.blackOf(t) - SpreadItState.redOf(t);
                if (mover == RED) {
                    margin = -margin;
                }
                if (margin > bestMargin) {
                    bestMargin = margin;
                    best = v;
                }
            }
        }
        return best;
    }

    private void fire(int v) {
        int t = tokens[v];
        int b = SpreadItState.blackOf(t);
        int r = SpreadItState.redOf(t);
        int colour = b > r ? BLACK : r > b ? RED : bit(lastRed, v) ? RED : BLACK;
        int remaining = b + r - board.threshold(v);
        blackTotal -= b;
        redTotal -= r;
        rehash(v);
        for (int i = 0, d = board.degree(v); i < d; i++) {
            int u = board.graph().neighbour(v, i);
            if (fullLoyalty && bit(fixed, u)) {
                remaining++;
            } else {
                add(u, colour);
            }
        }
        tokens[v] = colour == BLACK ? SpreadItState.pack(remaining, 0) : SpreadItState.pack(0, remaining);
        setBit(lastRed, v, remaining > 0 && colour == RED);
        if (colour == BLACK) {
            blackTotal += remaining;
        } else {
            redTotal += remaining;
        }
        if (fullLoyalty) {
            setBit(fixed, v, true);
            setBit(fixedRed, v, colour == RED);
            setBit(ready, v, false);
        } else {
            updateReady(v);
        }
        rehash(v);
    }

    /** One token of the colour arrives on u. */
    private void add(int u, int colour) {
        rehash(u);
        int t = tokens[u];
        if ((colour == BLACK ? SpreadItState.blackOf(t) : SpreadItState.redOf(t)) >= SpreadItState.maxTokens()) {
            overflow = true;
        } else {
            tokens[u] = t + (colour == BLACK ? 1 : 1 << 16);
            if (colour == BLACK) {
                blackTotal++;
            } else {
                redTotal++;
            }
        }
        setBit(lastRed, u, colour == RED);
        rehash(u);
        updateReady(u);
    }

    private boolean updateReady(int v) {
        int t = tokens[v];
        boolean at = !(fullLoyalty && bit(fixed, v))
                && SpreadItState.blackOf(t) + SpreadItState.redOf(t) >= board.threshold(v);
        setBit(ready, v, at);
        return at;
    }

    /** Toggles vertex v's part of the configuration hash (called before and after v changes). */
    private void rehash(int v) {
        if (hashing) {
            hash ^= zobrist(v);
        }
    }

    private long fullHash() {
        long h = 0;
        for (int v = 0; v < tokens.length; v++) {
            h ^= zobrist(v);
        }
        return h;
    }

    /** A 64-bit hash of vertex v's tokens and last arrival (SplitMix64's finaliser). */
    private long zobrist(int v) {
        long z = v * 0x9E3779B97F4A7C15L ^ tokens[v] * 0xC2B2AE3D27D4EB4FL ^ (bit(lastRed, v) ? 0x165667B19E3779F9L : 0);
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    private static void setBit(long[] words, int v, boolean on) {
        if (on) {
            words[v >>> 6] |= 1L << v;
        } else {
            words[v >>> 6] &= ~(1L << v);
        }
    }

    private static boolean isEmpty(long[] words) {
        for (long w : words) {
            if (w != 0) {
                return false;
            }
        }
        return true;
    }

    private static int firstBit(long[] words) {
        for (int w = 0; w < words.length; w++) {
            if (words[w] != 0) {
                return (w << 6) + Long.numberOfTrailingZeros(words[w]);
            }
        }
        return -1;
    }
}
