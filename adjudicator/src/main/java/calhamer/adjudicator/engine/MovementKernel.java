package calhamer.adjudicator.engine;

import calhamer.adjudicator.result.Outcome;
import calhamer.adjudicator.result.Reason;
import calhamer.adjudicator.rules.Edition;
import calhamer.adjudicator.rules.MapTables;
import calhamer.adjudicator.rules.OrderRules;

/**
 * The movement adjudication inside the {@link RulesEngine} (full adjudication and search alike): pre-parsed orders
 * in a {@link MovementInput} in, outcomes in a {@link MovementOutput} out, with no strings and no allocation after
 * construction. The orders are checked for
 * legality by the rule of their kind ({@link OrderBoard}, {@link calhamer.adjudicator.rules.OrderRules}), every
 * decision is resolved by Kruijswijk's algorithm ({@link DecisionResolver}), then each order gets its outcome and
 * reason, each unit whether it moved or was dislodged (and from where), and each province whether a standoff left it
 * vacant. Only the rules engine (and the kernel's own tests) drive it.
 *
 * <p>Not thread-safe: keep one kernel per thread. A phase with U units costs O(U·k) in practice (k orders touching a
 * province), a few microseconds on the standard board.
 */
final class MovementKernel {
    private final MapTables tables;
    private final OrderBoard board;
    private final DecisionResolver resolver;

    MovementKernel(OrderRules rules) {
        this.tables = rules.tables();
        this.board = new OrderBoard(rules);
        this.resolver = new DecisionResolver(board);
    }


    /** Adjudicates the movement phase in {@code in} under {@code edition}'s rules, writing into {@code out}. */
    void resolve(MovementInput in, MovementOutput out, Edition edition) {
        if (in.tables != tables) {
            throw new IllegalArgumentException("the input is laid out for another map");
        }
        board.load(in, edition);
        resolver.resolveAll();
        out.reset();
        for (int i = 0; i < board.n; i++) {
            report(i, out);
        }
        markContested(out);
        board.unload();
    }

    private void report(int i, MovementOutput out) {
        OrderBoard b = board;
        int p = b.prov[i];
        out.subject[p] = -1;
        int winner = -1;
        for (int m = b.attHead[p]; m >= 0; m = b.attNext[m]) {
            if (resolver.result[m]) {
                winner = m;
            }
        }
        boolean moved = b.kind[i] == OrderBoard.MOVE && resolver.result[i];
        out.moved[p] = moved;
        out.dislodged[p] = false;
        out.destination[p] = moved ? b.destLoc[i] : b.loc[i];
        if (winner >= 0 && !moved) {
            out.dislodged[p] = true;
            out.attackerFrom[p] = b.byConvoy[winner] ? -1 : b.prov[winner];
            set(out, p, Outcome.DISLODGED, b.byConvoy[winner] ? Reason.DISLODGED_BY_CONVOY : Reason.DISLODGED_BY,
                    b.prov[winner]);
            return;
        }
        if (b.voidReason[i] != null) {
            set(out, p, Outcome.VOID, b.voidReason[i], b.voidSubject[i]);
            return;
        }
        switch (b.kind[i]) {
            case OrderBoard.MOVE:
                if (moved) {
                    set(out, p, Outcome.SUCCEEDED, Reason.MOVED, b.dest[i]);
                } else {
                    reportFailedMove(i, out);
                }
                break;
            case OrderBoard.SUPPORT:
                if (resolver.result[i]) {
                    set(out, p, Outcome.SUCCEEDED, Reason.SUPPORT_GIVEN, -1);
                } else {
                    int cutter = resolver.cutter(i);
                    set(out, p, Outcome.CUT, Reason.CUT_BY_ATTACK, cutter < 0 ? -1 : b.prov[cutter]);
                }
                break;
            case OrderBoard.CONVOY:
                if (resolver.result[i]) {
                    set(out, p, Outcome.SUCCEEDED, Reason.CONVOYED, -1);
                } else {
                    set(out, p, Outcome.VOID, Reason.CONVOY_PARADOX, b.dest[i]);
                }
                break;
            default:
                set(out, p, Outcome.SUCCEEDED, Reason.HELD, -1);
        }
    }

    private void reportFailedMove(int m, MovementOutput out) {
        OrderBoard b = board;
        int p = b.prov[m];
        int to = b.dest[m];
        if (b.byConvoy[m] && !resolver.path(m)) {
            Reason why = b.convHead[m] < 0 ? Reason.NO_CONVOY_ORDERED : Reason.CONVOY_DISRUPTED;
            for (int c = b.convHead[m]; c >= 0; c = b.convNext[c]) {
                if (resolver.paradox[c]) {
                    why = Reason.CONVOY_PARADOX;
                }
            }
            set(out, p, Outcome.NO_CONVOY, why, to);
            return;
        }
        int attack = resolver.attackStrength(m);
        int d = b.slotOf[to];
        Reason why;
        if (attack == 0) {
            why = Reason.OWN_UNIT;
        } else if (resolver.headToHead(m, d) && attack <= resolver.defendStrength(d)) {
            why = Reason.LOST_HEAD_TO_HEAD;
        } else if (!resolver.headToHead(m, d) && attack <= resolver.holdStrength(to)) {
            why = Reason.TOO_WEAK;
        } else {
            why = Reason.STANDOFF;
        }
        set(out, p, Outcome.BOUNCED, why, to);
    }

    /** A province is contested when it is left vacant and a move into it bounced with some prevent strength. */
    private void markContested(MovementOutput out) {
        OrderBoard b = board;
        for (int m = 0; m < b.n; m++) {
            if (b.kind[m] != OrderBoard.MOVE) {
                continue;
            }
            int q = b.dest[m];
            if (b.attHead[q] != m) {
                continue;
            }
            int occupant = b.slotOf[q];
            boolean vacant = occupant < 0 || (b.kind[occupant] == OrderBoard.MOVE && resolver.result[occupant]);
            boolean bounced = false;
            for (int o = b.attHead[q]; o >= 0 && vacant; o = b.attNext[o]) {
                if (resolver.result[o]) {
                    vacant = false;
                } else if (resolver.preventStrength(o) > 0) {
                    bounced = true;
                }
            }
            if (vacant && bounced) {
                out.contest(q);
            }
        }
    }

    private static void set(MovementOutput out, int p, Outcome outcome, Reason reason, int subject) {
        out.outcome[p] = outcome;
        out.reason[p] = reason;
        out.subject[p] = subject;
    }
}
