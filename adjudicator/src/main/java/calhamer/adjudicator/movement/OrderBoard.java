package calhamer.adjudicator.movement;

import calhamer.adjudicator.result.Reason;
import calhamer.adjudicator.rules.Edition;
import java.util.Arrays;

/**
 * The orders of one movement phase after the legality checks, in slots (one per unit) with linked lists of who
 * supports, attacks and convoys whom. Orders that can be given but cannot take effect (DATC section 4.E.1: a move to
 * a non-adjacent province without a possible convoy, a support the supporter could not give, a convoy no route runs
 * through) are voided: the unit holds and the reason is kept.
 *
 * <p>A convoy is <em>possible</em> between two coastal provinces when a chain of sea provinces, each holding a fleet
 * (of any power, whatever its order), connects them (DATC 6.D.8). Loading is O(U·(S + C)) for U units, S sea
 * neighbours of a province and C legal convoy orders, with no allocation.
 */
final class OrderBoard {
    static final byte HOLD = 0;
    static final byte MOVE = 1;
    static final byte SUPPORT = 2;
    static final byte CONVOY = 3;

    final MapTables t;
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

    OrderBoard(MapTables t) {
        this.t = t;
        int p = t.provinceCount;
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
    }

    /** Loads the units and checks every order, in the order the checks depend on each other. */
    void load(MovementInput in, Edition edition) {
        n = in.unitCount;
        Arrays.fill(attHead, -1);
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
        for (int i = 0; i < n; i++) {
            if (kind[i] == MOVE) {
                attNext[i] = attHead[dest[i]];
                attHead[dest[i]] = i;
            }
        }
    }

    /** Forgets the units (O(units)). */
    void unload() {
        for (int i = 0; i < n; i++) {
            slotOf[prov[i]] = -1;
        }
        n = 0;
    }

    /** Labels the groups of fleet-occupied sea provinces (the possible convoy routes). */
    private void labelFleetSeas() {
        int count = 0;
        for (int i = 0; i < n; i++) {
            if (type[i] == MovementInput.FLEET && t.isSea(prov[i])) {
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
            int army = slotOf[a];
            if (type[i] != MovementInput.FLEET || !t.isSea(p)) {
                voidOrder(i, Reason.CONVOY_NOT_AT_SEA, -1);
            } else if (army < 0 || type[army] != MovementInput.ARMY || in.namedType[p] == MovementInput.FLEET) {
                voidOrder(i, Reason.CONVOY_NO_ARMY, a);
            } else if (!chains.through(p, a, d)) {
                voidOrder(i, Reason.CONVOY_NO_ROUTE, d);
            } else {
                legalConvoys[legalConvoyCount++] = i;
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
            if (d == src) {
                voidOrder(i, Reason.MOVE_TO_OWN_PROVINCE, d);
            } else if (type[i] == MovementInput.ARMY) {
                checkArmyMove(in, edition, i, src, d);
            } else {
                checkFleetMove(i, to, d);
            }
        }
    }

    /**
     * An army moves by convoy when the destination is not adjacent, or when it is adjacent and the army's own power
     * convoys it ("intent", 2000 rules; DATC 4.A.3 choice d), or when the order says VIA: under the 2000 rules only
     * if some fleet has a legal convoy order for it (otherwise the land route, DATC v2.4 6.G.8), under the 2023 rules
     * always (no fall-back, DATC 3.0 6.G.8 and 6.G.20).
     */
    private void checkArmyMove(MovementInput in, Edition edition, int i, int src, int d) {
        if (t.isSea(d)) {
            voidOrder(i, Reason.ARMY_TO_SEA, d);
            return;
        }
        boolean possible = chains.possible(src, d);
        boolean convoy;
        if (!t.armyAdjacent(src, d)) {
            if (!possible) {
                voidOrder(i, Reason.NOT_ADJACENT, d);
                return;
            }
            convoy = true;
        } else if (in.via[src] && edition == Edition.RULES_2023) {
            convoy = true;
        } else {
            convoy = possible && legalConvoyFor(in, src, d, in.via[src] ? -1 : power[i]);
        }
        kind[i] = MOVE;
        dest[i] = d;
        destLoc[i] = d;
        byConvoy[i] = convoy;
    }

    /** A fleet names its coast unless only one coast can be reached (DATC 6.B.1, 6.B.2, 6.B.3). */
    private void checkFleetMove(int i, int to, int d) {
        if (t.isInland(d)) {
            voidOrder(i, Reason.FLEET_TO_INLAND, d);
            return;
        }
        int target = to;
        if (to == d && t.hasCoasts[d]) {
            target = t.coastTowards[loc[i] * t.provinceCount + d];
            if (target == MapTables.NO_COAST) {
                voidOrder(i, Reason.NOT_ADJACENT, d);
                return;
            }
            if (target == MapTables.SEVERAL_COASTS) {
                voidOrder(i, Reason.COAST_NEEDED, d);
                return;
            }
        } else if (!t.fleetAdjacent(loc[i], to)) {
            voidOrder(i, t.hasCoasts[d] && t.fleetReaches(loc[i], d) ? Reason.COAST_UNREACHABLE : Reason.NOT_ADJACENT,
                    d);
            return;
        }
        kind[i] = MOVE;
        dest[i] = d;
        destLoc[i] = target;
    }

    private void matchConvoys(MovementInput in) {
        for (int k = 0; k < legalConvoyCount; k++) {
            int c = legalConvoys[k];
            int a = slotOf[in.orderA[prov[c]]];
            if (kind[a] == MOVE && byConvoy[a] && dest[a] == in.orderB[prov[c]]) {
                kind[c] = CONVOY;
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
            if (tp == p) {
                voidOrder(i, Reason.SUPPORT_OWN_UNIT_SELF, tp);
            } else if (ts < 0) {
                voidOrder(i, Reason.SUPPORT_NO_UNIT, tp);
            } else if (in.namedType[p] >= 0 && in.namedType[p] != type[ts]) {
                voidOrder(i, Reason.SUPPORT_WRONG_TYPE, tp);
            } else if (k == MovementInput.SUPPORT_HOLD) {
                if (!reaches(i, tp)) {
                    voidOrder(i, Reason.SUPPORT_UNREACHABLE, tp);
                } else if (kind[ts] == MOVE) {
                    voidOrder(i, Reason.SUPPORT_NOT_MATCHED, tp);
                } else {
                    addSupport(i, ts, -1);
                }
            } else {
                int to = in.orderB[p];
                int d = t.provinceOf(to);
                if (d == p) {
                    voidOrder(i, Reason.SUPPORT_INTO_OWN_PROVINCE, d);
                } else if (!reaches(i, d)) {
                    voidOrder(i, Reason.SUPPORT_UNREACHABLE, d);
                } else if (kind[ts] != MOVE || dest[ts] != d
                        || (to != d && type[ts] == MovementInput.FLEET && destLoc[ts] != to)) {
                    voidOrder(i, Reason.SUPPORT_NOT_MATCHED, tp);
                } else {
                    addSupport(i, ts, d);
                }
            }
        }
    }

    /** A supporter must be able to move to the province it supports into or in (any coast of it, DATC 6.B.4). */
    private boolean reaches(int i, int q) {
        return t.reaches(type[i], loc[i], q);
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
