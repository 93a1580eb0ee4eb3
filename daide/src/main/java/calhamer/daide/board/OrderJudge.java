package calhamer.daide.board;

import calhamer.adjudicator.LegalOrders.UnitOrders;
import calhamer.adjudicator.order.Build;
import calhamer.adjudicator.order.Convoy;
import calhamer.adjudicator.order.Disband;
import calhamer.adjudicator.order.Hold;
import calhamer.adjudicator.order.Move;
import calhamer.adjudicator.order.Order;
import calhamer.adjudicator.order.Retreat;
import calhamer.adjudicator.order.Support;
import calhamer.adjudicator.order.UnitRef;
import calhamer.adjudicator.order.Waive;
import calhamer.adjudicator.position.DislodgedUnit;
import calhamer.adjudicator.position.PhaseType;
import calhamer.adjudicator.position.Position;
import calhamer.adjudicator.position.Unit;
import calhamer.adjudicator.rules.OrderRules;
import calhamer.daide.protocol.Message;
import calhamer.daide.protocol.SyntaxError;
import calhamer.daide.protocol.TokenReader;
import calhamer.daide.protocol.Tokens;
import calhamer.maps.DiplomacyMap;
import calhamer.maps.Location;
import calhamer.maps.Power;
import calhamer.maps.Province;
import calhamer.maps.Terrain;
import calhamer.maps.UnitType;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * A server's judgement of one submitted order in one phase: the order read from its tokens into a Calhamer order,
 * and the note {@code THX} answers it with. An order is accepted ({@code MBV}) exactly when it is one of the
 * legal orders {@link calhamer.adjudicator.LegalOrders} lists for the unit (the game is not {@code AOA}); otherwise
 * the note says why, as the message syntax document defines the notes: {@code NRS} an order of another phase,
 * {@code NSP} a province or coast not on the map, {@code NSU} no such unit, {@code NYU} not the power's unit,
 * {@code FAR} a move, support or convoy that cannot be, {@code NSF}/{@code NAS}/{@code NSA} convoys without a fleet
 * at sea or an army, {@code NRN}/{@code NVR} retreats, {@code NSC}/{@code HSC}/{@code YSC}/{@code ESC}/{@code CST}/
 * {@code NMB}/{@code NMR} adjustments. Counting builds against what the power may build is the caller's. One per
 * phase; thread-confined.
 */
public final class OrderJudge {
    private final Position position;
    private final DiplomacyMap map;
    private final Notation notation;
    private final Set<Order> legal = new HashSet<>();

    /**
     * @param legal the phase's legal orders (every power's)
     */
    public OrderJudge(Position position, Notation notation, List<UnitOrders> legal) {
        this.position = position;
        this.map = position.map();
        this.notation = notation;
        for (UnitOrders u : legal) {
            this.legal.addAll(u.orders());
        }
    }

    /**
     * An order as judged.
     *
     * @param tokens the order's tokens as submitted (without its brackets)
     * @param order  the order (null unless accepted)
     * @param note   the note: {@code MBV} when accepted
     */
    public record Verdict(Message tokens, Order order, int note) {
        /** @return whether the order was accepted */
        public boolean accepted() {
            return note == Tokens.MBV;
        }
    }

    /**
     * Reads and judges one order inside its brackets.
     *
     * @param power the power submitting it
     * @throws SyntaxError when the tokens are not an order
     */
    public Verdict judge(TokenReader r, Power power) {
        int from = r.position();
        int note;
        Order order = null;
        if (Tokens.isPower(r.peek())) {
            Power waiver = notation.tokens().power(r.power());
            r.expect(Tokens.WVE);
            note = position.phase().type() != PhaseType.ADJUSTMENT ? Tokens.NRS
                    : waiver == null || !waiver.equals(power) ? Tokens.NYU
                    : OrderRules.adjustment(position, power) <= 0 ? Tokens.NMB : Tokens.MBV;
            order = new Waive();
            return verdict(r, from, order, note);
        }
        Notation.UnitSpec unit = notation.readUnit(r);
        int kindAt = r.position();
        int kind = r.next();
        switch (kind) {
            case Tokens.HLD, Tokens.DSB, Tokens.BLD, Tokens.REM -> {
                note = unitNote(unit, power, kind);
                if (note == Tokens.MBV) {
                    UnitRef ref = ref(unit, kind);
                    order = kind == Tokens.HLD ? new Hold(ref) : kind == Tokens.BLD ? new Build(ref)
                            : new Disband(ref);
                    note = check(order, kind);
                }
            }
            case Tokens.MTO, Tokens.RTO -> {
                Notation.Place to = notation.readPlace(r);
                note = unitNote(unit, power, kind);
                if (note == Tokens.MBV) {
                    note = to.province() == null ? Tokens.NSP : Tokens.MBV;
                }
                if (note == Tokens.MBV) {
                    UnitRef ref = ref(unit, kind);
                    Location target = target(ref, to, kind == Tokens.RTO);
                    if (target == null) {
                        note = kind == Tokens.RTO ? Tokens.NVR : Tokens.FAR;
                    } else {
                        order = kind == Tokens.RTO ? new Retreat(ref, target) : Move.to(ref, target);
                        note = check(order, kind);
                    }
                }
            }
            case Tokens.SUP -> {
                Notation.UnitSpec other = notation.readUnit(r);
                Notation.Place to = null;
                if (r.take(Tokens.MTO)) {
                    to = notation.readPlace(r);
                }
                note = unitNote(unit, power, kind);
                if (note == Tokens.MBV) {
                    note = otherNote(other, null);
                }
                if (note == Tokens.MBV && to != null && to.province() == null) {
                    note = Tokens.NSP;
                }
                if (note == Tokens.MBV) {
                    UnitRef ref = ref(unit, kind);
                    UnitRef supported = new UnitRef(other.type(), position.unitAt(other.place().province())
                            .location());
                    order = to == null ? Support.hold(ref, supported)
                            : Support.move(ref, supported, map.location(to.province()));
                    note = check(order, kind);
                }
            }
            case Tokens.CVY -> {
                Notation.UnitSpec army = notation.readUnit(r);
                r.expect(Tokens.CTO);
                Province to = notation.tokens().province(r.province());
                note = unitNote(unit, power, kind);
                if (note == Tokens.MBV) {
                    note = unit.type() != UnitType.FLEET ? Tokens.NSF
                            : unit.place().province().terrain() != Terrain.SEA ? Tokens.NAS
                            : otherNote(army, UnitType.ARMY);
                }
                if (note == Tokens.MBV && to == null) {
                    note = Tokens.NSP;
                }
                if (note == Tokens.MBV) {
                    order = new Convoy(ref(unit, kind), new UnitRef(UnitType.ARMY,
                            map.location(army.place().province())), map.location(to));
                    note = check(order, kind);
                }
            }
            case Tokens.CTO -> {
                Notation.Place to = notation.readPlace(r);
                r.expect(Tokens.VIA);
                r.open();
                boolean fleets = true;
                boolean provinces = true;
                while (!r.atClose()) {
                    Province sea = notation.tokens().province(r.province());
                    provinces &= sea != null;
                    Unit u = sea == null ? null : position.unitAt(sea);
                    fleets &= u != null && u.type() == UnitType.FLEET;
                }
                r.close();
                note = unitNote(unit, power, kind);
                if (note == Tokens.MBV) {
                    note = unit.type() != UnitType.ARMY ? Tokens.NSA : !provinces || to.province() == null
                            ? Tokens.NSP : !fleets ? Tokens.NSF : Tokens.MBV;
                }
                if (note == Tokens.MBV) {
                    UnitRef ref = ref(unit, kind);
                    Location target = map.location(to.province());
                    order = new Move(ref, target, true);
                    note = check(order, kind);
                }
            }
            default -> throw new SyntaxError("expected an order", kindAt);
        }
        return verdict(r, from, order, note);
    }

    private static Verdict verdict(TokenReader r, int from, Order order, int note) {
        return new Verdict(r.since(from), note == Tokens.MBV ? order : null, note);
    }

    /** The note about the ordered unit: the phase, its province, whether it is there and the power's. */
    private int unitNote(Notation.UnitSpec unit, Power power, int kind) {
        PhaseType phase = position.phase().type();
        boolean fits = switch (kind) {
            case Tokens.HLD, Tokens.MTO, Tokens.SUP, Tokens.CVY, Tokens.CTO -> phase == PhaseType.MOVEMENT;
            case Tokens.RTO, Tokens.DSB -> phase == PhaseType.RETREAT;
            default -> phase == PhaseType.ADJUSTMENT;
        };
        if (!fits) {
            return Tokens.NRS;
        }
        if (!unit.place().known()) {
            return Tokens.NSP;
        }
        if (unit.power() == null || !unit.power().equals(power)) {
            return Tokens.NYU;
        }
        Province p = unit.place().province();
        if (kind == Tokens.BLD) {
            if (OrderRules.adjustment(position, power) <= 0) {
                return Tokens.NMB;
            }
            if (!p.supplyCenter()) {
                return Tokens.NSC;
            }
            if (!map.rules().buildAnywhere() && !power.equals(p.home())) {
                return Tokens.HSC;
            }
            if (!power.equals(position.owner(p))) {
                return Tokens.YSC;
            }
            if (position.unitAt(p) != null) {
                return Tokens.ESC;
            }
            Location at = unit.place().on(map);
            boolean coastMissing = unit.type() == UnitType.FLEET && p.hasCoasts() && !unit.place().coastNamed();
            return at == null || coastMissing || !unit.type().canStandOn(p.terrain()) ? Tokens.CST : Tokens.MBV;
        }
        Unit u = kind == Tokens.RTO || kind == Tokens.DSB ? dislodged(p) : position.unitAt(p);
        if (u == null) {
            return kind == Tokens.RTO || kind == Tokens.DSB ? (position.unitAt(p) != null ? Tokens.NRN : Tokens.NSU)
                    : Tokens.NSU;
        }
        if (u.type() != unit.type() || unit.place().coastNamed() && !u.location().equals(unit.place().on(map))) {
            return Tokens.NSU;
        }
        if (!u.power().equals(power)) {
            return Tokens.NYU;
        }
        if (kind == Tokens.REM && OrderRules.adjustment(position, power) >= 0) {
            return Tokens.NMR;
        }
        return Tokens.MBV;
    }

    /** The note about a unit a support or convoy names: there, of the type and power given. */
    private int otherNote(Notation.UnitSpec other, UnitType required) {
        if (!other.place().known()) {
            return Tokens.NSP;
        }
        Unit u = position.unitAt(other.place().province());
        if (u == null || u.type() != other.type() || other.power() == null || !u.power().equals(other.power())) {
            return Tokens.NSU;
        }
        if (required != null && u.type() != required) {
            return Tokens.NSA;
        }
        return Tokens.MBV;
    }

    private Unit dislodged(Province p) {
        for (DislodgedUnit d : position.dislodged()) {
            if (d.unit().province().equals(p)) {
                return d.unit();
            }
        }
        return null;
    }

    /** The unit's reference where it stands (a fleet's coast from the board when the order names none). */
    private UnitRef ref(Notation.UnitSpec unit, int kind) {
        if (kind == Tokens.BLD) {
            return new UnitRef(unit.type(), unit.place().on(map));
        }
        Province p = unit.place().province();
        Unit u = kind == Tokens.RTO || kind == Tokens.DSB ? dislodged(p) : position.unitAt(p);
        return new UnitRef(u.type(), u.location());
    }

    /**
     * The destination of a move or retreat: the location named, or for a fleet that names no coast of a
     * split-coast province, the one coast it can reach if there is only one.
     */
    private Location target(UnitRef ref, Notation.Place to, boolean retreat) {
        if (ref.type() == UnitType.ARMY || !to.province().hasCoasts() || to.coastNamed()) {
            return ref.type() == UnitType.ARMY ? map.location(to.province()) : to.on(map);
        }
        Location only = null;
        for (Location l : map.fleetLocations(to.province())) {
            Order o = retreat ? new Retreat(ref, l) : Move.to(ref, l);
            if (legal.contains(o)) {
                if (only != null) {
                    return null;
                }
                only = l;
            }
        }
        return only;
    }

    /** {@code MBV} when the order is legal, else the note of the failed kind. */
    private int check(Order order, int kind) {
        if (legal.contains(order)) {
            return Tokens.MBV;
        }
        return switch (kind) {
            case Tokens.RTO -> Tokens.NVR;
            case Tokens.BLD -> Tokens.CST;
            case Tokens.HLD, Tokens.DSB, Tokens.REM -> Tokens.NSU;
            default -> Tokens.FAR;
        };
    }
}
