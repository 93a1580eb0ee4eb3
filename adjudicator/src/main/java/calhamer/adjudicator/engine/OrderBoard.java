package calhamer.adjudicator.engine;

import calhamer.adjudicator.result.Reason;
import calhamer.adjudicator.rules.Edition;
import calhamer.adjudicator.rules.FleetChains;
import calhamer.adjudicator.rules.MapTables;
import calhamer.adjudicator.rules.OrderRules;
import java.util.Arrays;

/**
 * The orders of one movement phase after the legality checks, in slots (one per unit) with linked lists of who
 * supports, attacks and convoys whom. Orders that can be given but cannot take effect (DATC section 4.E.1) are
 * voided by the rule of their kind ({@link OrderRules}: a move to a non-adjacent province without a possible convoy,
 * a support the supporter could not give, a convoy no route runs through): the unit holds and the reason is kept.
 * What depends on the other orders is decided here: a convoy or support must match the order of the unit it names,
 * and an army chooses between the land route and a convoy.
 *
 * <p>A convoy is <em>possible</em> between two coastal provinces when a chain of sea provinces, each holding a fleet
 * (of any power, whatever its order), connects them (DATC 6.D.8). Each province's attacks are listed in slot order
 * (the rules engine loads units in province order), so a report naming one of several attacks names the first.
 * Loading is O(U·(S + C)) for U units, S sea neighbours of a province and C legal convoy orders, with no
 * allocation.
 */
final class OrderBoard {
    static final byte HOLD = 0;
    static final byte MOVE = 1;
    static final byte SUPPORT = 2;
    static final byte CONVOY = 3;

    final MapTables t;
    private final OrderRules rules;
    int n;
    final int[] prov;
    final int[] slotOf;
    final int[] power;
    final int[] type;
    final int[] loc;
    final byte[] kind;
    final int[] dest;
    final int[] destLoc;
    final boolean[] byConvoy;
    final int[] supDest;
    final Reason[] voidReason;
    final int[] voidSubject;
    final int[] supHead;
    final int[] supNext;
    final int[] attHead;
    final int[] attNext;
    final int[] convHead;
    final int[] convNext;
    private final FleetChains chains;
    private final int[] queue;
    private final int[] legalConvoys;
    private int legalConvoyCount;

    OrderBoard(OrderRules rules) {
        this.rules = rules;
        this.t = rules.tables();
        int p = t.provinceCount();
        prov = new int[p];
        slotOf = new int[p];
        power = new int[p];
        type = new int[p];
        loc = new int[p];
        kind = new byte[p];
        dest = new int[p];
        destLoc = new int[p];
        byConvoy = new boolean[p];
        supDest = new int[p];
        voidReason = new Reason[p];
        voidSubject = new int[p];
        supHead = new int[p];
        supNext = new int[p];
        attHead = new int[p];
        attNext = new int[p];
        convHead = new int[p];
        convNext = new int[p];
        chains = new FleetChains(t);
        queue = new int[p];
        legalConvoys = new int[p];
        Arrays.fill(slotOf, -1);
        Arrays.fill(attHead, -1);
    }

    /** Loads the units and checks every order, in the order the checks depend on each other. */
    void load(MovementInput in, Edition edition) {
        n = in.unitCount;
        for (int i = 0; i < n; i++) {
            int p = in.units[i];
            prov[i] = p;
            slotOf[p] = i;
            power[i] = in.unitPower[p];
            type[i] = in.unitType[p];
            loc[i] = in.unitLocation[p];
            kind[i] = HOLD;
            dest[i] = -1;
            byConvoy[i] = false;
            voidReason[i] = null;
            supHead[i] = -1;
            convHead[i] = -1;
        }
        labelFleetSeas();
        checkConvoys(in);
        checkMoves(in, edition);
        matchConvoys(in);
        checkSupports(in);
        for (int i = n - 1; i >= 0; i--) {
            if (kind[i] == MOVE) {
                attNext[i] = attHead[dest[i]];
                attHead[dest[i]] = i;
            }
        }
    }

    /** Forgets the units and the attacks on provinces (O(units)): every other entry is as construction left it. */
    void unload() {
        for (int i = 0; i < n; i++) {
            slotOf[prov[i]] = -1;
            if (kind[i] == MOVE) {
                attHead[dest[i]] = -1;
            }
        }
        n = 0;
    }

    /** Labels the groups of fleet-occupied sea provinces (the possible convoy routes). */
    private void labelFleetSeas() {
        int count = 0;
        for (int i = 0; i < n; i++) {
            if (type[i] == OrderRules.FLEET && t.isSea(prov[i])) {
                queue[count++] = prov[i];
            }
        }
        chains.label(queue, count);
    }

    private void checkConvoys(MovementInput in) {
        legalConvoyCount = 0;
        for (int i = 0; i < n; i++) {
            int p = prov[i];
            if (in.kind[p] != MovementInput.CONVOY) {
                continue;
            }
            int a = in.orderA[p];
            int d = in.orderB[p];
            Reason why = rules.convoy(type[i], p, a, typeAt(a), in.namedType[p], d, chains);
            if (why == null) {
                legalConvoys[legalConvoyCount++] = i;
            } else {
                voidOrder(i, why, why == Reason.CONVOY_NOT_AT_SEA ? -1 : why == Reason.CONVOY_NO_ARMY ? a : d);
            }
        }
    }

    private boolean legalConvoyFor(MovementInput in, int from, int to, int byPower) {
        for (int k = 0; k < legalConvoyCount; k++) {
            int c = legalConvoys[k];
            int p = prov[c];
            if (in.orderA[p] == from && in.orderB[p] == to && (byPower < 0 || power[c] == byPower)) {
                return true;
            }
        }
        return false;
    }

    private void checkMoves(MovementInput in, Edition edition) {
        for (int i = 0; i < n; i++) {
            int src = prov[i];
            if (in.kind[src] != MovementInput.MOVE) {
                continue;
            }
            int to = in.orderA[src];
            int d = t.provinceOf(to);
            Reason why = rules.move(type[i], loc[i], src, to, chains);
            if (why != null) {
                voidOrder(i, why, d);
                continue;
            }
            kind[i] = MOVE;
            dest[i] = d;
            if (type[i] == OrderRules.ARMY) {
                destLoc[i] = d;
                byConvoy[i] = byConvoy(in, edition, i, src, d);
            } else {
                destLoc[i] = rules.target(OrderRules.FLEET, loc[i], to);
            }
        }
    }

    /**
     * An army moves by convoy when the destination is not adjacent, or when it is adjacent and the army's own power
     * convoys it ("intent", 2000 rules; DATC 4.A.3 choice d), or when the order says VIA: under the 2000 rules only
     * if some fleet has a legal convoy order for it (otherwise the land route, DATC v2.4 6.G.8), under the 2023 rules
     * always (no fall-back, DATC 3.0 6.G.8 and 6.G.20).
     */
    private boolean byConvoy(MovementInput in, Edition edition, int i, int src, int d) {
        if (!t.armyAdjacent(src, d)) {
            return true;
        }
        if (in.via[src] && edition == Edition.RULES_2023) {
            return true;
        }
        return chains.possible(src, d) && legalConvoyFor(in, src, d, in.via[src] ? -1 : power[i]);
    }

    private void matchConvoys(MovementInput in) {
        for (int k = 0; k < legalConvoyCount; k++) {
            int c = legalConvoys[k];
            int a = slotOf[in.orderA[prov[c]]];
            if (kind[a] == MOVE && byConvoy[a] && dest[a] == in.orderB[prov[c]]) {
                kind[c] = CONVOY;
                dest[c] = in.orderB[prov[c]];
                convNext[c] = convHead[a];
                convHead[a] = c;
            } else {
                voidOrder(c, Reason.CONVOY_NOT_MATCHED, prov[a]);
            }
        }
    }

    private void checkSupports(MovementInput in) {
        for (int i = 0; i < n; i++) {
            int p = prov[i];
            byte k = in.kind[p];
            if (k != MovementInput.SUPPORT_HOLD && k != MovementInput.SUPPORT_MOVE) {
                continue;
            }
            int tp = in.orderA[p];
            int ts = slotOf[tp];
            int supportedType = ts < 0 ? OrderRules.ANY_TYPE : type[ts];
            if (k == MovementInput.SUPPORT_HOLD) {
                Reason why = rules.supportHold(type[i], loc[i], p, tp, supportedType, in.namedType[p]);
                if (why != null) {
                    voidOrder(i, why, tp);
                } else if (kind[ts] == MOVE) {
                    voidOrder(i, Reason.SUPPORT_NOT_MATCHED, tp);
                } else {
                    addSupport(i, ts, -1);
                }
                continue;
            }
            int to = in.orderB[p];
            int d = t.provinceOf(to);
            Reason why = rules.supportMove(type[i], loc[i], p, tp, supportedType, in.namedType[p], to);
            if (why != null) {
                voidOrder(i, why, why == Reason.SUPPORT_INTO_OWN_PROVINCE || why == Reason.SUPPORT_UNREACHABLE ? d
                        : tp);
            } else if (kind[ts] != MOVE || dest[ts] != d
                    || (to != d && type[ts] == OrderRules.FLEET && destLoc[ts] != to)) {
                voidOrder(i, Reason.SUPPORT_NOT_MATCHED, tp);
            } else {
                addSupport(i, ts, d);
            }
        }
    }

    /** @return the type of the unit in the province, {@link OrderRules#ANY_TYPE} when none stands there */
    private int typeAt(int province) {
        int slot = slotOf[province];
        return slot < 0 ? OrderRules.ANY_TYPE : type[slot];
    }

    private void addSupport(int i, int supported, int into) {
        kind[i] = SUPPORT;
        supDest[i] = into;
        supNext[i] = supHead[supported];
        supHead[supported] = i;
    }

    private void voidOrder(int i, Reason reason, int subject) {
        kind[i] = HOLD;
        voidReason[i] = reason;
        voidSubject[i] = subject;
    }
}
