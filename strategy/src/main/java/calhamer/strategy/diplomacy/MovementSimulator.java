package calhamer.strategy.diplomacy;

import calhamer.adjudicator.Adjudicator;
import calhamer.adjudicator.movement.MapTables;
import calhamer.adjudicator.movement.MovementAdjudicator;
import calhamer.adjudicator.movement.MovementInput;
import calhamer.adjudicator.movement.MovementKernel;
import calhamer.adjudicator.movement.MovementOutput;
import calhamer.adjudicator.order.Order;
import calhamer.adjudicator.order.OrderEntry;
import calhamer.adjudicator.position.Phase;
import calhamer.adjudicator.position.PhaseType;
import calhamer.adjudicator.position.Position;
import calhamer.adjudicator.position.Season;
import calhamer.adjudicator.position.Unit;
import calhamer.adjudicator.result.CenterChange;
import calhamer.adjudicator.rules.Edition;
import calhamer.maps.DiplomacyMap;
import calhamer.maps.Location;
import calhamer.maps.Power;
import calhamer.maps.Province;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Plays movement phases fast for search: orders in, the position to evaluate out. Each call loads the orders into
 * the adjudicator's {@link MovementKernel} (one kernel, input and output per thread, kept in a thread-local of this
 * instance), resolves them, and builds the <em>outcome</em>: the units after the movement with dislodged units
 * taken off the board (they would have to retreat; search does not play retreats), supply centres changed hands
 * after a Fall movement (as after the Fall's retreats), and the phase set to the next movement phase (retreats and
 * adjustments are not played). Units without an order hold.
 *
 * <p>Thread-safe; O(U) per call besides the kernel (a few microseconds on the standard map).
 */
public final class MovementSimulator {
    private final DiplomacyMap map;
    private final MapTables tables;
    private final Edition edition;
    private final ThreadLocal<Workspace> workspace;

    /** One kernel with its input and output. */
    private static final class Workspace {
        final MovementInput in;
        final MovementOutput out;
        final MovementKernel kernel;

        Workspace(MapTables tables) {
            in = new MovementInput(tables);
            out = new MovementOutput(tables);
            kernel = new MovementKernel(tables);
        }
    }

    /**
     * A movement-phase position prepared once for many simulations: its units' entries and its centres.
     *
     * @param position the position (a movement phase)
     * @param centers  its supply-centre owners
     * @param next     the phase of every outcome
     */
    public record Base(Position position, Map<Province, Power> centers, Phase next) {
    }

    public MovementSimulator(Adjudicator adjudicator, Edition edition) {
        this.map = adjudicator.map();
        this.tables = adjudicator.tables();
        this.edition = edition;
        this.workspace = ThreadLocal.withInitial(() -> new Workspace(tables));
    }

    /** A simulator under the 2000 rules. */
    public MovementSimulator(Adjudicator adjudicator) {
        this(adjudicator, Edition.RULES_2000);
    }

    /** @return the map */
    public DiplomacyMap map() {
        return map;
    }

    /**
     * Prepares a movement-phase position.
     *
     * @throws IllegalArgumentException when the position is on another map or not in a movement phase
     */
    public Base base(Position position) {
        if (position.map() != map) {
            throw new IllegalArgumentException("the position is on map " + position.map().id() + ", not " + map.id());
        }
        if (position.phase().type() != PhaseType.MOVEMENT) {
            throw new IllegalArgumentException("movement phases only, not " + position.phase());
        }
        Phase phase = position.phase();
        Phase next = phase.season() == Season.SPRING ? new Phase(Season.FALL, phase.year(), PhaseType.MOVEMENT)
                : new Phase(Season.SPRING, phase.year() + 1, PhaseType.MOVEMENT);
        return new Base(position, new IdentityHashMap<>(position.centers()), next);
    }

    /**
     * The entries of one order set for {@link #outcome}: each order with the unit it is given to. Every order must
     * be one of the unit's legal orders (the kernel voids what is not).
     *
     * @throws IllegalArgumentException when an order names a province without a unit
     */
    public List<OrderEntry> entries(Position position, List<Order> orders) {
        List<OrderEntry> entries = new ArrayList<>(orders.size());
        for (Order o : orders) {
            Unit u = position.unitAt(o.unit().province());
            if (u == null) {
                throw new IllegalArgumentException("no unit in " + o.unit().province().id() + " for '" + o + "'");
            }
            entries.add(new OrderEntry(u.power(), entries.size(), null, o, u));
        }
        return entries;
    }

    /** The outcome of the given orders (parts concatenated; units without an order hold). */
    @SafeVarargs
    public final Position outcome(Base base, List<OrderEntry>... parts) {
        List<OrderEntry> all;
        if (parts.length == 1) {
            all = parts[0];
        } else {
            all = new ArrayList<>();
            for (List<OrderEntry> part : parts) {
                all.addAll(part);
            }
        }
        Workspace w = workspace.get();
        MovementAdjudicator.load(w.in, base.position(), all);
        w.kernel.resolve(w.in, w.out, edition);
        return outcome(base, w.out);
    }

    /**
     * The outcome-like position of a placement of units chosen by the caller (for optimistic probes): the given
     * units, centres changed hands if the base is a Fall, the next movement phase.
     */
    public Position placed(Base base, List<Unit> units) {
        Map<Province, Power> centers = base.centers();
        if (base.position().phase().season() == Season.FALL) {
            centers = afterFall(centers, units);
        }
        return Position.of(map, base.next(), units, centers, List.of(), Set.of());
    }

    private Position outcome(Base base, MovementOutput out) {
        List<Unit> before = base.position().units();
        List<Unit> after = new ArrayList<>(before.size());
        List<Location> locations = map.locations();
        for (Unit u : before) {
            int p = u.province().index();
            if (out.dislodged(p)) {
                continue;
            }
            after.add(out.moved(p) ? new Unit(u.power(), u.type(), locations.get(out.destination(p))) : u);
        }
        return placed(base, after);
    }

    /**
     * @return the owners after a Fall ({@link CenterChange#afterFall}); the same map when nothing changes, else an
     *         identity map (the map's provinces are unique objects)
     */
    private static Map<Province, Power> afterFall(Map<Province, Power> centers, List<Unit> units) {
        List<CenterChange> changes = CenterChange.afterFall(centers, units);
        if (changes.isEmpty()) {
            return centers;
        }
        Map<Province, Power> changed = new IdentityHashMap<>(centers);
        changes.forEach(c -> changed.put(c.center(), c.to()));
        return changed;
    }
}
