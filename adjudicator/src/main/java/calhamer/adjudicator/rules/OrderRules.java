package calhamer.adjudicator.rules;

import calhamer.adjudicator.position.Position;
import calhamer.adjudicator.result.Reason;
import calhamer.maps.Location;
import calhamer.maps.Power;
import calhamer.maps.Province;
import calhamer.maps.UnitType;
import java.util.function.IntPredicate;

/**
 * The one home of each order kind's legality (rulebook; DATC 4.E.1 and sections 6.A to 6.J): whether an order can take
 * effect in a position whatever the other orders are, and if not, why (the {@link Reason} its result reports). The
 * adjudicator's validation (the movement kernel's order board, the retreat and adjustment phases) and the legal-order
 * generator ({@code LegalOrders}) both ask these methods, so an order is generated exactly when it is valid.
 *
 * <p>Movement and retreat rules work on the indices of {@link MapTables} (provinces, locations, unit type codes
 * {@link #ARMY} and {@link #FLEET}) so that the kernel asks them with no allocation; the movement rules take a unit
 * as its type, its location and the province of that location (the kernel has all three at hand, and the rules are
 * asked for every order of every phase: nothing is looked up twice). Each is O(1) but for the convoy rules, which ask
 * {@link FleetChains} (see there). What depends on the other orders (a support or convoy
 * matching the order it names, an army choosing the convoy) is the kernel's business, not a rule of the order.
 * Immutable and thread-safe.
 */
public final class OrderRules {
    /** The code of an army in the kernel's compact form. */
    public static final int ARMY = 0;
    /** The code of a fleet. */
    public static final int FLEET = 1;
    /** "Any unit type": the type a support or convoy names when it names none; also "no unit". */
    public static final int ANY_TYPE = -1;
    /** {@link #target} when the unit can reach no location of the province without a convoy. */
    public static final int NO_COAST = MapTables.NO_COAST;
    /** {@link #target} when a fleet can reach several coasts of the province and the order names none. */
    public static final int SEVERAL_COASTS = MapTables.SEVERAL_COASTS;

    private final MapTables t;
    private final int provinceCount;
    private final int locationCount;
    private final byte[] terrain;
    private final boolean[] hasCoasts;
    private final boolean[] armyAdjacent;
    private final boolean[] fleetAdjacent;
    private final boolean[] fleetReaches;
    private final int[] provinceOf;
    private final int[] coastTowards;
    private final long[][] armyReach;
    private final long[][] fleetReach;

    public OrderRules(MapTables tables) {
        this.t = tables;
        this.provinceCount = tables.provinceCount;
        this.locationCount = tables.locationCount;
        this.terrain = tables.terrain;
        this.hasCoasts = tables.hasCoasts;
        this.armyAdjacent = tables.armyAdjacent;
        this.fleetAdjacent = tables.fleetAdjacent;
        this.fleetReaches = tables.fleetReaches;
        this.provinceOf = tables.provinceOf;
        this.coastTowards = tables.coastTowards;
        this.armyReach = new long[provinceCount][];
        for (int p = 0; p < provinceCount; p++) {
            armyReach[p] = reachSet(ARMY, p, p);
        }
        this.fleetReach = new long[locationCount][];
        for (int l = 0; l < locationCount; l++) {
            fleetReach[l] = reachSet(FLEET, l, provinceOf[l]);
        }
    }

    private long[] reachSet(int type, int location, int province) {
        long[] set = new long[(provinceCount + 63) >>> 6];
        for (int q = 0; q < provinceCount; q++) {
            if (t.reaches(type, location, q)) {
                set[q >>> 6] |= 1L << q;
            }
        }
        return set;
    }

    /** @return the tables the rules read */
    public MapTables tables() {
        return t;
    }

    /** @return the code of a unit type, {@link #ANY_TYPE} for null */
    public static int typeCode(UnitType type) {
        return type == null ? ANY_TYPE : type == UnitType.ARMY ? ARMY : FLEET;
    }

    /**
     * Where a unit ordered to {@code to} without a convoy ends: an army in the province (any coast named is
     * ignored), a fleet at the named coast, or at the only coast it can reach when the order names none (DATC
     * 6.B.1, 6.B.2, 6.B.3).
     *
     * @return the location, or {@link #NO_COAST} when it cannot get there, or {@link #SEVERAL_COASTS}
     */
    public int target(int type, int location, int to) {
        int d = provinceOf[to];
        if (type == ARMY) {
            return armyAdjacent[provinceOf[location] * provinceCount + d] ? d : NO_COAST;
        }
        return fleetTarget(location, to, d);
    }

    private int fleetTarget(int location, int to, int d) {
        if (to == d && hasCoasts[d]) {
            return coastTowards[location * provinceCount + d];
        }
        return fleetAdjacent[location * locationCount + to] ? to : NO_COAST;
    }

    /**
     * Every province the unit reaches ({@link MapTables#reaches}: what a supporter must be able to
     * move to, DATC 6.A.10, 6.B.4, 6.B.5), precomputed per map: bit {@code q & 63} of word {@code q >>> 6}
     * stands for province q. The array is shared; callers only read it.
     */
    public long[] reachable(int type, int location, int province) {
        return type == ARMY ? armyReach[province] : fleetReach[location];
    }

    /**
     * A move: not to its own province; an army not to sea, and to an adjacent province or one a chain of fleets at
     * sea could convoy it to (DATC 6.D.8, "possible convoy"); a fleet not inland, and to a coast it can reach (named
     * where it can reach several).
     *
     * @param chains the possible convoy routes of the position (armies only)
     * @return why the move is void (its subject is the destination province), or null when it is legal
     */
    public Reason move(int type, int location, int province, int to, FleetChains chains) {
        int d = provinceOf[to];
        if (d == province) {
            return Reason.MOVE_TO_OWN_PROVINCE;
        }
        if (type == ARMY) {
            if (terrain[d] == MapTables.SEA) {
                return Reason.ARMY_TO_SEA;
            }
            return armyAdjacent[province * provinceCount + d] || chains.possible(province, d) ? null
                    : Reason.NOT_ADJACENT;
        }
        if (terrain[d] == MapTables.INLAND) {
            return Reason.FLEET_TO_INLAND;
        }
        int target = fleetTarget(location, to, d);
        if (target >= 0) {
            return null;
        }
        if (target == SEVERAL_COASTS) {
            return Reason.COAST_NEEDED;
        }
        return to != d && fleetReaches[location * provinceCount + d] ? Reason.COAST_UNREACHABLE
                : Reason.NOT_ADJACENT;
    }

    /**
     * A support to hold: of another unit, of the type named (if any), in a province the supporter could move to.
     *
     * @param supported     the supported unit's province
     * @param supportedType the type of the unit standing there, {@link #ANY_TYPE} when none does
     * @param namedType     the type the order names, or {@link #ANY_TYPE}
     * @return why the support is void (its subject is the supported unit's province), or null
     */
    public Reason supportHold(int type, int location, int province, int supported, int supportedType,
                              int namedType) {
        Reason named = supportedUnit(province, supported, supportedType, namedType);
        if (named != null) {
            return named;
        }
        return t.reaches(type, location, supported) ? null : Reason.SUPPORT_UNREACHABLE;
    }

    /**
     * A support of a move: of another unit, of the type named, into a province other than the supporter's own that
     * the supporter could move to.
     *
     * @param to the destination location the support names
     * @return why the support is void (its subject: the destination for {@link Reason#SUPPORT_INTO_OWN_PROVINCE}
     *         and {@link Reason#SUPPORT_UNREACHABLE}, else the supported unit's province), or null
     */
    public Reason supportMove(int type, int location, int province, int supported, int supportedType,
                              int namedType, int to) {
        Reason named = supportedUnit(province, supported, supportedType, namedType);
        if (named != null) {
            return named;
        }
        int d = provinceOf[to];
        if (d == province) {
            return Reason.SUPPORT_INTO_OWN_PROVINCE;
        }
        return t.reaches(type, location, d) ? null : Reason.SUPPORT_UNREACHABLE;
    }

    private static Reason supportedUnit(int province, int supported, int supportedType, int namedType) {
        if (supported == province) {
            return Reason.SUPPORT_OWN_UNIT_SELF;
        }
        if (supportedType == ANY_TYPE) {
            return Reason.SUPPORT_NO_UNIT;
        }
        return namedType != ANY_TYPE && namedType != supportedType ? Reason.SUPPORT_WRONG_TYPE : null;
    }

    /**
     * A convoy: by a fleet at sea, of an army (named as such, if at all), along a route of fleets at sea from the
     * army's province to the destination that runs through this fleet (see {@link FleetChains#through}).
     *
     * @param sea       the convoying unit's province (a fleet at sea stands at the location of that index)
     * @param army      the convoyed army's province
     * @param armyType  the type of the unit standing there, {@link #ANY_TYPE} when none does
     * @param namedType the type the order names, or {@link #ANY_TYPE}
     * @param to        the destination province
     * @return why the convoy is void (subject: none, the army's province, the destination), or null
     */
    public Reason convoy(int type, int sea, int army, int armyType, int namedType, int to, FleetChains chains) {
        if (type != FLEET || terrain[sea] != MapTables.SEA) {
            return Reason.CONVOY_NOT_AT_SEA;
        }
        if (armyType != ARMY || namedType == FLEET) {
            return Reason.CONVOY_NO_ARMY;
        }
        return chains.through(sea, army, to) ? null : Reason.CONVOY_NO_ROUTE;
    }

    /**
     * A retreat (rulebook "Retreats"; DATC 6.H): to a location the unit could move to without a convoy (the coast
     * resolved as for moves), not where the attack came from (unless by convoy: then {@code attackerFrom} is -1,
     * DATC 6.H.11 and 6.H.12 preferred), not occupied, and not left vacant by a standoff (any coast of it, 6.H.16).
     *
     * @param attackerFrom the attacker's province, or -1
     * @param occupied     whether a province holds a unit after the movement
     * @param contested    whether a province was left vacant by a standoff
     * @return why the unit may not retreat there (its subject: the province ordered), or null
     */
    public Reason retreat(int type, int location, int to, int attackerFrom, IntPredicate occupied,
                          IntPredicate contested) {
        int target = target(type, location, to);
        if (target < 0) {
            return Reason.RETREAT_UNREACHABLE;
        }
        int d = t.provinceOf[target];
        if (d == attackerFrom) {
            return Reason.RETREAT_TO_ATTACKER;
        }
        if (occupied.test(d)) {
            return Reason.RETREAT_TO_OCCUPIED;
        }
        return contested.test(d) ? Reason.RETREAT_TO_CONTESTED : null;
    }

    /**
     * Whether the power may build in the province now (rulebook "Adjustments"; DATC 6.I): one of its home centres
     * (any supply centre on a map with {@code BUILD_ANY}), owned by it, vacant at the start of the phase. O(1).
     *
     * @param owner    the province's owner (-1: nobody)
     * @param occupied whether a unit stands in the province
     * @return why not, or null
     */
    public Reason buildSite(int power, int province, int owner, boolean occupied) {
        if (!t.isBuildSite(power, province)) {
            if (t.neutral(power)) {
                return Reason.NEUTRAL_POWER;
            }
            return t.map().rules().buildAnywhere() ? Reason.BUILD_NOT_CENTRE : Reason.BUILD_NOT_HOME;
        }
        if (owner != power) {
            return Reason.BUILD_NOT_OWNED;
        }
        return occupied ? Reason.BUILD_OCCUPIED : null;
    }

    /**
     * A build: at a possible {@link #buildSite}, of a unit that may stand there (an army not at sea, a fleet not
     * inland), a fleet in a split-coast province on a named coast. An army stands in the province as a whole,
     * whatever coast the order names. O(1).
     *
     * @param location the location the order names
     * @return why the build is void (its subject: the province), or null
     */
    public Reason build(int power, int type, int location, int owner, boolean occupied) {
        int p = provinceOf[location];
        Reason site = buildSite(power, p, owner, occupied);
        if (site != null) {
            return site;
        }
        if (type == ARMY ? terrain[p] == MapTables.SEA : terrain[p] == MapTables.INLAND) {
            return Reason.BUILD_TERRAIN;
        }
        return type == FLEET && hasCoasts[p] && location == p ? Reason.BUILD_COAST_NEEDED : null;
    }

    /** {@link #build(int, int, int, int, boolean)} of a power's build order in a position. */
    public Reason build(Position position, Power power, UnitType type, Location at) {
        Province p = at.province();
        Power owner = position.owner(p);
        return build(power.index(), typeCode(type), at.index(), owner == null ? -1 : owner.index(),
                position.unitAt(p) != null);
    }

    /**
     * How many units a power builds (positive) or must remove (negative) in an adjustment phase: its supply centres
     * less its units (rulebook "Adjustments"). O(1). A power that may be neutral goes through
     * {@link #adjustment(int, int, int)}.
     */
    public static int adjustment(int centres, int units) {
        return centres - units;
    }

    /** {@link #adjustment(int, int)} of one of the map's powers: a neutral power removes but never builds. O(1). */
    public int adjustment(int power, int centres, int units) {
        return due(t.neutral(power), centres, units);
    }

    /** {@link #adjustment(int, int, int)} of a power in a position. */
    public static int adjustment(Position position, Power power) {
        return due(position.map().isNeutral(power), position.centerCount(power), position.unitCount(power));
    }

    private static int due(boolean neutral, int centres, int units) {
        int delta = adjustment(centres, units);
        return neutral ? Math.min(0, delta) : delta;
    }
}
