package calhamer.bot.rollout;

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
import calhamer.adjudicator.position.Phase;
import calhamer.adjudicator.position.PhaseType;
import calhamer.adjudicator.position.Position;
import calhamer.adjudicator.position.Season;
import calhamer.adjudicator.position.Unit;
import calhamer.maps.DiplomacyMap;
import calhamer.maps.Location;
import calhamer.maps.Power;
import calhamer.maps.Province;
import calhamer.maps.UnitType;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Translates between the adjudicator's objects and fast play's arrays: a {@link Position} to and from a
 * {@link FastBoard}, a {@link FastOrder} to and from an {@link Order}. The only place where fast play meets names
 * and objects; O(P) per board, O(1) per order. Thread-safe.
 */
public final class BoardCodec {
    private final MapIndex ix;
    private final DiplomacyMap map;

    public BoardCodec(MapIndex ix) {
        this.ix = ix;
        this.map = ix.map();
    }

    /** @return the map index */
    public MapIndex index() {
        return ix;
    }

    /** Fills the board with the position (same map). */
    public void load(Position position, FastBoard b) {
        Phase phase = position.phase();
        b.clear(phase.season() == Season.SPRING ? FastBoard.SPRING : phase.season() == Season.FALL ? FastBoard.FALL
                : FastBoard.WINTER, phase.year(), phase.type() == PhaseType.MOVEMENT ? FastBoard.MOVEMENT
                : phase.type() == PhaseType.RETREAT ? FastBoard.RETREAT : FastBoard.ADJUSTMENT);
        for (Unit u : position.units()) {
            b.put(u.province().index(), u.power().index(), typeCode(u.type()), u.location().index());
        }
        for (int c : ix.centres) {
            Power owner = position.owner(map.provinces().get(c));
            b.own(c, owner == null ? -1 : owner.index());
        }
        for (DislodgedUnit d : position.dislodged()) {
            Unit u = d.unit();
            b.putDislodged(u.province().index(), u.power().index(), typeCode(u.type()),
                    u.location().index(), d.attackerFrom() == null ? -1 : d.attackerFrom().index());
        }
        for (Province p : position.contested()) {
            b.contest(p.index());
        }
    }

    /** @return a new board holding the position */
    public FastBoard board(Position position) {
        FastBoard b = new FastBoard(ix);
        load(position, b);
        return b;
    }

    /** @return the board as a position */
    public Position position(FastBoard b) {
        Season season = b.season == FastBoard.SPRING ? Season.SPRING : b.season == FastBoard.FALL ? Season.FALL
                : Season.WINTER;
        PhaseType type = b.phase == FastBoard.MOVEMENT ? PhaseType.MOVEMENT : b.phase == FastBoard.RETREAT
                ? PhaseType.RETREAT : PhaseType.ADJUSTMENT;
        List<Unit> units = new ArrayList<>();
        List<DislodgedUnit> dislodged = new ArrayList<>();
        Set<Province> contested = new LinkedHashSet<>();
        for (int q = 0; q < ix.provinces; q++) {
            if (b.power[q] >= 0) {
                units.add(unit(b.power[q], b.type[q], b.loc[q]));
            }
            if (b.dPower[q] >= 0) {
                dislodged.add(new DislodgedUnit(unit(b.dPower[q], b.dType[q], b.dLoc[q]),
                        b.dFrom[q] < 0 ? null : map.provinces().get(b.dFrom[q])));
            }
            if (b.contested[q]) {
                contested.add(map.provinces().get(q));
            }
        }
        Map<Province, Power> centres = new LinkedHashMap<>();
        for (int c : ix.centres) {
            if (b.owner[c] >= 0) {
                centres.put(map.provinces().get(c), map.powers().get(b.owner[c]));
            }
        }
        return Position.of(map, new Phase(season, b.year, type), units, centres, dislodged, contested);
    }

    private Unit unit(int power, int type, int location) {
        return new Unit(map.powers().get(power), type == MapIndex.ARMY ? UnitType.ARMY : UnitType.FLEET,
                map.locations().get(location));
    }

    /** @return the kernel's code of a unit type */
    public static int typeCode(UnitType type) {
        return type == UnitType.ARMY ? MapIndex.ARMY : MapIndex.FLEET;
    }

    /**
     * The order as the adjudicator writes it. Units are named as they stand on the board (the dislodged unit for
     * retreats and disbandings in retreat phases).
     *
     * @throws IllegalArgumentException for {@link FastOrder#NONE} or an order naming an empty province
     */
    public Order order(FastBoard b, long o) {
        int q = FastOrder.unit(o);
        return switch (FastOrder.kind(o)) {
            case FastOrder.HOLD -> new Hold(ref(b, q));
            case FastOrder.MOVE -> new Move(ref(b, q), location(FastOrder.a(o)), FastOrder.via(o));
            case FastOrder.SUPPORT_HOLD -> Support.hold(ref(b, q), ref(b, FastOrder.a(o)));
            case FastOrder.SUPPORT_MOVE -> Support.move(ref(b, q), ref(b, FastOrder.a(o)), location(FastOrder.b(o)));
            case FastOrder.CONVOY -> new Convoy(ref(b, q), ref(b, FastOrder.a(o)), location(FastOrder.b(o)));
            case FastOrder.RETREAT -> new Retreat(dislodgedRef(b, q), location(FastOrder.a(o)));
            case FastOrder.DISBAND -> new Disband(b.phase == FastBoard.RETREAT ? dislodgedRef(b, q) : ref(b, q));
            case FastOrder.BUILD -> new Build(new UnitRef(FastOrder.buildType(o) == MapIndex.ARMY ? UnitType.ARMY
                    : UnitType.FLEET, location(FastOrder.a(o))));
            case FastOrder.WAIVE -> new Waive();
            default -> throw new IllegalArgumentException("no order");
        };
    }

    /** @return the fast form of an order given in the board's phase */
    public long fast(FastBoard b, Order order) {
        if (order instanceof Waive) {
            return FastOrder.waive();
        }
        int q = order.unit().province().index();
        if (order instanceof Hold) {
            return FastOrder.hold(q);
        }
        if (order instanceof Move m) {
            return b.phase == FastBoard.RETREAT ? FastOrder.retreat(q, m.to().index())
                    : FastOrder.move(q, m.to().index(), m.viaConvoy());
        }
        if (order instanceof Support s) {
            int supported = s.supported().province().index();
            return s.isHoldSupport() ? FastOrder.supportHold(q, supported)
                    : FastOrder.supportMove(q, supported, s.to().province().index());
        }
        if (order instanceof Convoy c) {
            return FastOrder.convoy(q, c.army().province().index(), c.to().province().index());
        }
        if (order instanceof Retreat r) {
            return FastOrder.retreat(q, r.to().index());
        }
        if (order instanceof Disband) {
            return FastOrder.disband(q);
        }
        Build build = (Build) order;
        return FastOrder.build(q, typeCode(build.unit().type()), build.unit().location().index());
    }

    private Location location(int index) {
        return map.locations().get(index);
    }

    private UnitRef ref(FastBoard b, int q) {
        if (b.power[q] < 0) {
            throw new IllegalArgumentException("no unit in " + map.provinces().get(q).id());
        }
        return new UnitRef(b.type[q] == MapIndex.ARMY ? UnitType.ARMY : UnitType.FLEET, location(b.loc[q]));
    }

    private UnitRef dislodgedRef(FastBoard b, int q) {
        if (b.dPower[q] < 0) {
            throw new IllegalArgumentException("no dislodged unit in " + map.provinces().get(q).id());
        }
        return new UnitRef(b.dType[q] == MapIndex.ARMY ? UnitType.ARMY : UnitType.FLEET, location(b.dLoc[q]));
    }
}
