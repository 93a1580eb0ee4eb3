package calhamer.strategy.solve;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.Set;

/**
 * Nimbers of impartial games under normal play by the Sprague–Grundy theorem (Sprague 1935, Grundy 1939): the
 * nimber of a component is the least non-negative integer that is not the nimber of one of its options (mex), and
 * the nimber of a disjoint sum is the nim-sum (XOR) of its components' nimbers. A position is a loss for the player
 * to move exactly when its nimber is 0.
 *
 * <p>Each component is solved once and remembered by value (the ruleset's canonical form), so the work is
 * O(distinct components × options × components per option). The search keeps its own stack (no recursion), so deep
 * games cannot overflow the thread's stack. An instance keeps its memory between calls (reuse it for related
 * positions); it is not thread-safe.
 *
 * <p>Edge cases: a position without moves has nimber 0; a ruleset whose options lead back to a component still
 * being solved (a cyclic game) is refused with {@link IllegalStateException}; the {@link SolveLimits} stop the
 * search with a {@link calhamer.strategy.search.SearchBudgetException} when the distinct components solved reach
 * the budget's iterations, their estimated memory (the ruleset's {@code bytes}) reaches the limit, the budget's
 * time runs out or the caller is interrupted.
 *
 * @param <P> the position type of the ruleset
 */
public final class SpragueGrundySolver<P> implements NimberSolver<P> {
    /** A hash map entry and a boxed nimber. */
    private static final int ENTRY_BYTES = 64;

    private final ImpartialRuleset<P> rules;
    private final Map<P, Integer> memo = new HashMap<>();
    private final Set<P> open = new HashSet<>();
    private long steps;
    private long bytes;
    private long stackBytes;

    public SpragueGrundySolver(ImpartialRuleset<P> rules) {
        this.rules = rules;
    }

    /** @return the nimber of the position: the nim-sum of its components' nimbers */
    @Override
    public int nimber(P position, SolveLimits limits) {
        int sum = 0;
        for (P component : rules.components(position)) {
            sum ^= componentNimber(component, limits);
        }
        return sum;
    }

    /** Whether every component of the position has a remembered nimber and their XOR is 0; no search. */
    @Override
    public boolean provedLosing(P position) {
        int sum = 0;
        for (P component : rules.components(position)) {
            Integer value = lookup(component);
            if (value == null) {
                return false;
            }
            sum ^= value;
        }
        return sum == 0;
    }

    /** @return the distinct components solved so far (those with a known nimber not counted) */
    @Override
    public long states() {
        return memo.size();
    }

    private Integer lookup(P component) {
        OptionalInt known = rules.knownNimber(component);
        return known.isPresent() ? Integer.valueOf(known.getAsInt()) : memo.get(component);
    }

    private int componentNimber(P root, SolveLimits limits) {
        Integer value = lookup(root);
        if (value != null) {
            return value;
        }
        Deque<Frame<P>> stack = new ArrayDeque<>();
        open(stack, root, limits);
        while (!stack.isEmpty()) {
            if ((++steps & (SolveLimits.CHECK_EVERY - 1)) == 0) {
                limits.check(memo.size());
            }
            Frame<P> frame = stack.peek();
            if (frame.next == frame.options.size()) {
                memo.put(frame.component, mex(frame.seen));
                bytes += ENTRY_BYTES + rules.bytes(frame.component);
                limits.states(memo.size());
                limits.memory(bytes + stackBytes);
                open.remove(frame.component);
                stackBytes -= frame.bytes();
                stack.pop();
                continue;
            }
            if (frame.parts == null) {
                frame.parts = rules.components(frame.options.get(frame.next));
            }
            int sum = 0;
            P missing = null;
            for (P part : frame.parts) {
                Integer v = lookup(part);
                if (v == null) {
                    missing = part;
                    break;
                }
                sum ^= v;
            }
            if (missing != null) {
                open(stack, missing, limits);
                continue;
            }
            if (sum < frame.seen.length) {
                frame.seen[sum] = true;
            }
            frame.next++;
            frame.parts = null;
        }
        return memo.get(root);
    }

    private void open(Deque<Frame<P>> stack, P component, SolveLimits limits) {
        if (!open.add(component)) {
            throw new IllegalStateException("the game is cyclic: a component is its own follower: " + component);
        }
        Frame<P> frame = new Frame<>(component, rules.options(component));
        stackBytes += frame.bytes();
        limits.memory(bytes + stackBytes);
        stack.push(frame);
    }

    private static int mex(boolean[] seen) {
        int m = 0;
        while (m < seen.length && seen[m]) {
            m++;
        }
        return m;
    }

    /** A component being solved: its options, the next to look at, the nimbers its options have (up to mex). */
    private static final class Frame<P> {
        final P component;
        final List<P> options;
        final boolean[] seen;
        int next;
        List<P> parts;

        Frame(P component, List<P> options) {
            this.component = component;
            this.options = options;
            this.seen = new boolean[options.size() + 1];
        }

        /** About what the frame holds: its options (as references; a lazy list holds less) and its marks. */
        long bytes() {
            return 64 + 17L * options.size();
        }
    }
}
