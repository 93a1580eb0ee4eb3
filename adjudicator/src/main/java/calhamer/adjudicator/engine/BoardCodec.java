package calhamer.adjudicator.engine;

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
import calhamer.adjudicator.position.Position;
import calhamer.adjudicator.position.Unit;
import calhamer.adjudicator.rules.MapTables;
import calhamer.adjudicator.rules.OrderRules;
import calhamer.maps.DiplomacyMap;
import calhamer.maps.Location;
import calhamer.maps.Power;
import calhamer.maps.Province;
import calhamer.maps.UnitType;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Translates between the adjudicator's records and the rules engine's arrays: a {@link Position} to and from a
 * {@link Board}, an {@link Order} to and from a {@link PackedOrder}. The one place where the engine meets names and
 * objects. O(P) per board, O(1) per order. Immutable and thread-safe.
 */
public final class BoardCodec {
    private final MapTables tables;
    private final DiplomacyMap map;

    public BoardCodec(MapTables tables) {
        this.tables = tables;
        this.map = tables.map();
    }

    /** @return the map tables */
    public MapTables tables() {
        return tables;
    }

    /** Fills the board with the position (same map). */
    public void load(Position position, Board b) {
        b.clear(position.phase().index());
        List<Unit> units = position.units();
        for (int i = 0; i < units.size(); i++) {
            Unit u = units.get(i);
            b.put(u.power().index(), OrderRules.typeCode(u.type()), u.location().index());
        }
        for (int q = 0; q < b.owner.length; q++) {
            b.owner[q] = position.ownerIndex(q);
        }
        for (DislodgedUnit d : position.dislodged()) {
            Unit u = d.unit();
            b.putDislodged(u.power().index(), OrderRules.typeCode(u.type()), u.location().index(),
                    d.attackerFrom() == null ? -1 : d.attackerFrom().index());
        }
        for (Province p : position.contested()) {
            b.contest(p.index());
        }
    }

    /** @return a new board holding the position */
    public Board board(Position position) {
        Board b = new Board(tables);
        load(position, b);
        return b;
    }

    /** @return the board as a position: units, dislodged units and standoffs in province order */
    public Position position(Board b) {
        int provinces = tables.provinceCount();
        List<Unit> units = new ArrayList<>();
        List<DislodgedUnit> dislodged = new ArrayList<>();
        Set<Province> contested = new LinkedHashSet<>();
        for (int q = 0; q < provinces; q++) {
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
        return Position.withOwners(map, b.phase(), units, owners(b), dislodged, contested);
    }

    /** @return the owner of every province (null: none), by index */
    public Power[] owners(Board b) {
        Power[] owners = new Power[tables.provinceCount()];
        for (int q = 0; q < owners.length; q++) {
            if (b.owner[q] >= 0) {
                owners[q] = map.powers().get(b.owner[q]);
            }
        }
        return owners;
    }

    /** @return the unit standing in a province of the board, or null */
    public Unit unitAt(Board b, int province) {
        return b.power[province] < 0 ? null : unit(b.power[province], b.type[province], b.loc[province]);
    }

    private Unit unit(int power, int type, int location) {
        return new Unit(map.powers().get(power), unitType(type), map.locations().get(location));
    }

    /** @return the unit type of a type code */
    public static UnitType unitType(int code) {
        return code == OrderRules.ARMY ? UnitType.ARMY : UnitType.FLEET;
    }

    /**
     * The order as the adjudicator writes it. Units are named as they stand on the board (the dislodged unit for
     * retreats and disbandings in retreat phases), supported and convoyed units with their type.
     *
     * @throws IllegalArgumentException for {@link PackedOrder#NONE} or an order naming an empty province
     */
    public Order order(Board b, long o) {
        int q = PackedOrder.unit(o);
        return switch (PackedOrder.kind(o)) {
            case PackedOrder.HOLD -> new Hold(ref(b, q));
            case PackedOrder.MOVE -> Move.of(ref(b, q), location(PackedOrder.a(o)), PackedOrder.via(o),
                    map.adjacency());
            case PackedOrder.SUPPORT_HOLD -> Support.hold(ref(b, q), ref(b, PackedOrder.a(o)));
            case PackedOrder.SUPPORT_MOVE -> Support.move(ref(b, q), ref(b, PackedOrder.a(o)),
                    location(PackedOrder.b(o)));
            case PackedOrder.CONVOY -> new Convoy(ref(b, q), ref(b, PackedOrder.a(o)), location(PackedOrder.b(o)));
            case PackedOrder.RETREAT -> new Retreat(dislodgedRef(b, q), location(PackedOrder.a(o)));
            case PackedOrder.DISBAND -> new Disband(b.phaseType() == Board.RETREAT ? dislodgedRef(b, q) : ref(b, q));
            case PackedOrder.BUILD -> new Build(new UnitRef(unitType(PackedOrder.buildType(o)),
                    location(PackedOrder.a(o))));
            case PackedOrder.WAIVE -> new Waive();
            default -> throw new IllegalArgumentException("no order");
        };
    }

    /**
     * The packed form of an order the power gives in the board's phase (a move in a retreat phase is a retreat; the
     * unit types an order names are kept).
     */
    public long packed(Board b, Power power, Order order) {
        return packed(b, power.index(), order);
    }

    /** {@link #packed(Board, Power, Order)} of the power with that index. */
    public long packed(Board b, int power, Order order) {
        if (order instanceof Waive) {
            return PackedOrder.waive(power);
        }
        int q = order.unit().province().index();
        if (order instanceof Hold) {
            return PackedOrder.hold(q);
        }
        if (order instanceof Move m) {
            // packed, VIA marks only a convoy where a land route exists too: the kernel and search pack the moves
            // that can only go by convoy without it, and equal moves must pack alike (the notation adds it back)
            boolean via = m.viaConvoy() && !Move.needsConvoy(m.unit(), m.to(), map.adjacency());
            return b.phaseType() == Board.RETREAT ? PackedOrder.retreat(q, m.to().index())
                    : PackedOrder.move(q, m.to().index(), via);
        }
        if (order instanceof Support s) {
            int supported = s.supported().province().index();
            int named = OrderRules.typeCode(s.supported().type());
            return s.isHoldSupport() ? PackedOrder.supportHold(q, supported, named)
                    : PackedOrder.supportMove(q, supported, s.to().index(), named);
        }
        if (order instanceof Convoy c) {
            return PackedOrder.convoy(q, c.army().province().index(), c.to().province().index(),
                    OrderRules.typeCode(c.army().type()));
        }
        if (order instanceof Retreat r) {
            return PackedOrder.retreat(q, r.to().index());
        }
        if (order instanceof Disband) {
            return PackedOrder.disband(q, power);
        }
        Build build = (Build) order;
        return PackedOrder.build(power, q, OrderRules.typeCode(build.unit().type()),
                build.unit().location().index());
    }

    private Location location(int index) {
        return map.locations().get(index);
    }

    private UnitRef ref(Board b, int q) {
        if (b.power[q] < 0) {
            throw new IllegalArgumentException("no unit in " + map.provinces().get(q).id());
        }
        return new UnitRef(unitType(b.type[q]), location(b.loc[q]));
    }

    private UnitRef dislodgedRef(Board b, int q) {
        if (b.dPower[q] < 0) {
            throw new IllegalArgumentException("no dislodged unit in " + map.provinces().get(q).id());
        }
        return new UnitRef(unitType(b.dType[q]), location(b.dLoc[q]));
    }
}
