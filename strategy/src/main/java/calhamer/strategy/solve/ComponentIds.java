package calhamer.strategy.solve;

import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The components {@link ScoringSolver} has met, numbered in order of appearance, with what the search reads in its
 * inner loop: each component's size, the number of its negative, and Left's options as arrays of numbers (computed
 * once per component, on first use), simplified when a large enough search first meets it: dominated options
 * dropped ({@link Dominance}) and the equivalent sum the rules suggest, once proven ({@link Equivalents}), kept to
 * take the component's place in sums. Safe for several searching threads: numbering happens under a lock; an entry
 * is complete before its number is returned, and options and equivalents are published through volatile fields
 * (two threads simplifying at once compute the same options).
 */
final class ComponentIds<P> {
    private final ScoringComponents<P> rules;
    private final Map<P, Integer> ids = new HashMap<>();
    private volatile Entry<P>[] entries = newArray(64);
    private int count;
    private final AtomicLong bytes = new AtomicLong();

    ComponentIds(ScoringComponents<P> rules) {
        this.rules = rules;
    }

    /** A Left option as numbers: its points, the sorted numbers of the components it leaves, its largest one. */
    record Move(int points, int[] rest, int largest) {
    }

    private static final class Entry<P> {
        final P component;
        final int size;
        int negative;
        volatile Move[] options;
        /** Whether the component was simplified: {@link #options} without dominated ones, an equivalent sought. */
        volatile boolean pruned;
        /** The sorted numbers of a sum shown equivalent to the component, or null. */
        volatile int[] substitute;
        /** Bounds on the component's Left score alone, narrowed as the search learns them (racy but only valid). */
        volatile int lsLo;
        volatile int lsHi;

        Entry(P component, int size) {
            this.component = component;
            this.size = size;
            this.lsLo = -size;
            this.lsHi = size;
        }
    }

    @SuppressWarnings("unchecked")
    private static <P> Entry<P>[] newArray(int length) {
        return (Entry<P>[]) new Entry<?>[length];
    }

    /** @return the estimated memory of the components met and their options */
    long bytes() {
        return bytes.get();
    }

    /** @return the number of components met */
    synchronized int count() {
        return count;
    }

    /** @return the component's number, numbering it (and its negative) when new */
    synchronized int id(P component) {
        Integer known = ids.get(component);
        if (known != null) {
            return known;
        }
        int id = add(component);
        P negative = rules.negative(component);
        if (negative.equals(component)) {
            entries[id].negative = id;
        } else {
            Integer negId = ids.get(negative);
            int n = negId != null ? negId : add(negative);
            entries[id].negative = n;
            entries[n].negative = id;
        }
        return id;
    }

    private int add(P component) {
        int size = rules.size(component);
        if (size < 1) {
            throw new IllegalStateException("a component of size " + size + ": " + component);
        }
        if (count == entries.length) {
            entries = Arrays.copyOf(entries, count * 2);
        }
        entries[count] = new Entry<>(component, size);
        ids.put(component, count);
        bytes.addAndGet(96 + rules.bytes(component));
        return count++;
    }

    /** @return the numbers of the components, sorted */
    int[] ids(List<P> components) {
        int[] out = new int[components.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = id(components.get(i));
        }
        Arrays.sort(out);
        return out;
    }

    /** @return the best lower bound known on the Left score of the component alone */
    int lsLo(int id) {
        return entries[id].lsLo;
    }

    /** @return the best upper bound known on the Left score of the component alone */
    int lsHi(int id) {
        return entries[id].lsHi;
    }

    /**
     * Narrows the known bounds on the Left score of the component alone (what {@link ScoringSearch} reads for
     * Milnor's bounds on sums, instead of two table lookups per component). Two threads narrowing at once may keep
     * the looser of their bounds: every bound kept is still valid.
     */
    void narrow(int id, int lo, int hi) {
        Entry<P> e = entries[id];
        if (lo > e.lsLo) {
            e.lsLo = lo;
        }
        if (hi < e.lsHi) {
            e.lsHi = hi;
        }
    }

    int size(int id) {
        return entries[id].size;
    }

    int negative(int id) {
        return entries[id].negative;
    }

    /**
     * @return Left's options in the component, computed on first use; the first time a search that
     *         {@link ScoringSearch#prunes prunes} a component of its size asks, without those another option dominates
     *         ({@link Dominance}, whose null-window searches that search runs). Both forms are the same game, so a
     *         caller holding the options met first may keep using them.
     */
    Move[] options(int id, ScoringSearch search) {
        Entry<P> entry = entries[id];
        Move[] moves = entry.options;
        if (moves == null) {
            moves = computeOptions(entry);
            entry.options = moves;
        }
        if (!entry.pruned && search.prunes(entry.size)) {
            // Marked first: the searches below meet the component again (as the options it has until then).
            entry.pruned = true;
            substitute(id, entry, search);
            moves = Dominance.prune(moves, search, this);
            entry.options = moves;
        }
        return moves;
    }

    /** Gives the component and its negative the equivalent the rules suggest, once a search has shown it one. */
    private void substitute(int id, Entry<P> entry, ScoringSearch search) {
        List<P> suggested = rules.equivalent(entry.component);
        if (suggested.isEmpty() || entry.substitute != null) {
            return;
        }
        for (P part : suggested) {
            if (rules.size(part) >= entry.size) {
                throw new IllegalStateException("an equivalent of " + entry.component + " has a part as large: "
                        + part);
            }
        }
        int[] equivalent = ids(suggested);
        if (Equivalents.equal(id, equivalent, search, this)) {
            entries[entry.negative].substitute = Sums.negate(equivalent, this);
            entry.substitute = equivalent;
        }
    }

    /**
     * @return the components with each that has a proven equivalent replaced by it, sorted when any was replaced
     *         (the array itself when none was)
     */
    int[] substituted(int[] components) {
        // Each substitute is read once: another thread may set one meanwhile.
        int[][] substitutes = null;
        int length = components.length;
        for (int i = 0; i < components.length; i++) {
            int[] s = entries[components[i]].substitute;
            if (s != null) {
                if (substitutes == null) {
                    substitutes = new int[components.length][];
                }
                substitutes[i] = s;
                length += s.length - 1;
            }
        }
        if (substitutes == null) {
            return components;
        }
        int[] out = new int[length];
        int k = 0;
        for (int i = 0; i < components.length; i++) {
            if (substitutes[i] == null) {
                out[k++] = components[i];
            } else {
                System.arraycopy(substitutes[i], 0, out, k, substitutes[i].length);
                k += substitutes[i].length;
            }
        }
        Arrays.sort(out);
        return out;
    }

    private Move[] computeOptions(Entry<P> entry) {
        List<ScoringComponents.Option<P>> options = rules.leftOptions(entry.component);
        if (options.isEmpty()) {
            throw new IllegalStateException("a component without a move for Left: " + entry.component);
        }
        Move[] moves = new Move[options.size()];
        bytes.addAndGet(16 + 48L * moves.length);
        for (int i = 0; i < moves.length; i++) {
            ScoringComponents.Option<P> o = options.get(i);
            int[] rest = ids(o.rest());
            int largest = 0;
            for (int r : rest) {
                largest = Math.max(largest, size(r));
            }
            moves[i] = new Move(o.points(), rest, largest);
        }
        return moves;
    }
}
