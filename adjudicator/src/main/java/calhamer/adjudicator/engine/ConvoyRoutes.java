package calhamer.adjudicator.engine;

import calhamer.adjudicator.rules.MapTables;
import java.util.Arrays;

/**
 * The path decision of DATC 5.B: whether a convoyed army has a route of fleets that convoy it and are not dislodged
 * (their convoy decisions succeed). Breadth-first over the army's convoying fleets, O(F²) for F such fleets, asking
 * the {@link DecisionResolver} for each fleet it reaches, so the dependencies are recorded as Kruijswijk's algorithm
 * needs. The search works in a region of a shared stack, so that it can be re-entered while a decision it asked for
 * searches another route.
 */
final class ConvoyRoutes {
    private final OrderBoard b;
    private final DecisionResolver resolver;
    private int[] stack;
    private int top;

    ConvoyRoutes(OrderBoard board, DecisionResolver resolver) {
        this.b = board;
        this.resolver = resolver;
        this.stack = new int[4 * board.t.provinceCount() + 8];
    }

    boolean exists(int army) {
        int base = top;
        int count = 0;
        for (int c = b.convHead[army]; c >= 0; c = b.convNext[c]) {
            ensure(base + count + 1);
            stack[base + count++] = c;
        }
        if (count == 0) {
            return false;
        }
        int src = b.prov[army];
        int dst = b.dest[army];
        MapTables t = b.t;
        int seen = base + count;
        int queue = seen + count;
        top = queue + count;
        ensure(top);
        int tail = 0;
        for (int k = 0; k < count; k++) {
            int c = stack[base + k];
            boolean start = t.seaTouches(src, b.prov[c]) && resolver.resolve(c);
            stack[seen + k] = start ? 1 : 0;
            if (start) {
                stack[queue + tail++] = k;
            }
        }
        boolean found = false;
        for (int head = 0; head < tail && !found; head++) {
            int f = b.prov[stack[base + stack[queue + head]]];
            if (t.seaTouches(dst, f)) {
                found = true;
                break;
            }
            for (int k = 0; k < count; k++) {
                int g = stack[base + k];
                if (stack[seen + k] == 0 && t.fleetAdjacent(f, b.prov[g])) {
                    stack[seen + k] = 1;
                    if (resolver.resolve(g)) {
                        stack[queue + tail++] = k;
                    }
                }
            }
        }
        top = base;
        return found;
    }

    private void ensure(int size) {
        if (size > stack.length) {
            stack = Arrays.copyOf(stack, Math.max(size, 2 * stack.length));
        }
    }
}
