package calhamer.adjudicator.engine;

import calhamer.adjudicator.rules.OrderRules;

/**
 * The one compact encoding of an order, a {@code long}, that the rules engine plays and search generates: the kind
 * (4 bits), the ordered unit's province (a build's province), two indices {@code a} and {@code b} (12 bits each, so
 * maps of up to 4,096 locations), the ordering power (8 bits; adjustment orders need it), the unit type a support or
 * convoy names (2 bits: any, army, fleet), a build's unit type and the convoy flag of a move. {@code 0} is "no
 * order": the unit holds (movement), is disbanded (retreats) or nothing happens (adjustments). {@link BoardCodec}
 * converts to and from the adjudicator's order records. Static helpers only; every method is O(1).
 *
 * <table>
 * <caption>fields per kind</caption>
 * <tr><th>kind</th><th>unit</th><th>a</th><th>b</th></tr>
 * <tr><td>{@link #MOVE}</td><td>mover</td><td>destination location</td><td>-</td></tr>
 * <tr><td>{@link #SUPPORT_HOLD}</td><td>supporter</td><td>supported unit's province</td><td>-</td></tr>
 * <tr><td>{@link #SUPPORT_MOVE}</td><td>supporter</td><td>supported unit's province</td><td>destination
 * location</td></tr>
 * <tr><td>{@link #CONVOY}</td><td>fleet</td><td>convoyed army's province</td><td>destination province</td></tr>
 * <tr><td>{@link #RETREAT}</td><td>dislodged unit</td><td>destination location</td><td>-</td></tr>
 * <tr><td>{@link #BUILD}</td><td>province</td><td>location built on</td><td>-</td></tr>
 * <tr><td>{@link #WAIVE}</td><td>-</td><td>-</td><td>-</td></tr>
 * </table>
 */
public final class PackedOrder {
    public static final int NONE = 0;
    public static final int HOLD = 1;
    public static final int MOVE = 2;
    public static final int SUPPORT_HOLD = 3;
    public static final int SUPPORT_MOVE = 4;
    public static final int CONVOY = 5;
    public static final int RETREAT = 6;
    public static final int DISBAND = 7;
    public static final int BUILD = 8;
    public static final int WAIVE = 9;

    private static final int FIELD = 12;
    private static final long MASK = (1L << FIELD) - 1;
    private static final int UNIT_SHIFT = 4;
    private static final int A_SHIFT = UNIT_SHIFT + FIELD;
    private static final int B_SHIFT = A_SHIFT + FIELD;
    private static final int POWER_SHIFT = B_SHIFT + FIELD;
    private static final int NAMED_SHIFT = POWER_SHIFT + 8;
    private static final long FLEET_BIT = 1L << (NAMED_SHIFT + 2);
    private static final long VIA_BIT = FLEET_BIT << 1;

    private PackedOrder() {
    }

    private static long pack(int kind, int unit, int a, int b) {
        return kind | ((long) unit << UNIT_SHIFT) | ((long) a << A_SHIFT) | ((long) b << B_SHIFT);
    }

    /** @return the order with its power set (adjustment orders are counted against their power) */
    public static long byPower(long order, int power) {
        return (order & ~(0xFFL << POWER_SHIFT)) | ((long) power << POWER_SHIFT);
    }

    /** @return the order with the unit type it names set ({@link OrderRules#ANY_TYPE}: none) */
    private static long naming(long order, int namedType) {
        return order | ((long) (namedType + 1) << NAMED_SHIFT);
    }

    public static long hold(int unit) {
        return pack(HOLD, unit, 0, 0);
    }

    /** @param via whether the move insists on a convoy (or needs one) */
    public static long move(int unit, int toLocation, boolean via) {
        return pack(MOVE, unit, toLocation, 0) | (via ? VIA_BIT : 0);
    }

    /** A support to hold naming no unit type. */
    public static long supportHold(int unit, int supported) {
        return supportHold(unit, supported, OrderRules.ANY_TYPE);
    }

    /** @param namedType the type the order names, or {@link OrderRules#ANY_TYPE} */
    public static long supportHold(int unit, int supported, int namedType) {
        return naming(pack(SUPPORT_HOLD, unit, supported, 0), namedType);
    }

    /** A support of a move naming no unit type. */
    public static long supportMove(int unit, int supported, int toLocation) {
        return supportMove(unit, supported, toLocation, OrderRules.ANY_TYPE);
    }

    /** @param namedType the type the order names, or {@link OrderRules#ANY_TYPE} */
    public static long supportMove(int unit, int supported, int toLocation, int namedType) {
        return naming(pack(SUPPORT_MOVE, unit, supported, toLocation), namedType);
    }

    /** A convoy naming no unit type. */
    public static long convoy(int fleet, int army, int toProvince) {
        return convoy(fleet, army, toProvince, OrderRules.ANY_TYPE);
    }

    /** @param namedType the type the order names for the convoyed unit, or {@link OrderRules#ANY_TYPE} */
    public static long convoy(int fleet, int army, int toProvince, int namedType) {
        return naming(pack(CONVOY, fleet, army, toProvince), namedType);
    }

    public static long retreat(int unit, int toLocation) {
        return pack(RETREAT, unit, toLocation, 0);
    }

    /** A disbanding: of a dislodged unit (retreats) or of a unit on the board of {@code power} (adjustments). */
    public static long disband(int unit, int power) {
        return byPower(pack(DISBAND, unit, 0, 0), power);
    }

    /** @param type {@link OrderRules#ARMY} or {@link OrderRules#FLEET} */
    public static long build(int power, int province, int type, int location) {
        return byPower(pack(BUILD, province, location, 0) | (type == OrderRules.FLEET ? FLEET_BIT : 0), power);
    }

    public static long waive(int power) {
        return byPower(WAIVE, power);
    }

    public static int kind(long order) {
        return (int) (order & 0xF);
    }

    /** @return the ordered unit's province (a build's province) */
    public static int unit(long order) {
        return (int) ((order >>> UNIT_SHIFT) & MASK);
    }

    public static int a(long order) {
        return (int) ((order >>> A_SHIFT) & MASK);
    }

    public static int b(long order) {
        return (int) ((order >>> B_SHIFT) & MASK);
    }

    /** @return the ordering power of an adjustment order */
    public static int power(long order) {
        return (int) ((order >>> POWER_SHIFT) & 0xFF);
    }

    /** @return the unit type a support or convoy names, {@link OrderRules#ANY_TYPE} when none */
    public static int namedType(long order) {
        return (int) ((order >>> NAMED_SHIFT) & 3) - 1;
    }

    /**
     * @return the order without the unit type a support or convoy names, the form the blueprints and search generate
     *         (the adjudicator's orders keep the type they name, so compare them with generated ones in this form)
     */
    public static long unnamed(long order) {
        return order & ~(3L << NAMED_SHIFT);
    }

    public static boolean via(long order) {
        return (order & VIA_BIT) != 0;
    }

    /** @return a build's unit type */
    public static int buildType(long order) {
        return (order & FLEET_BIT) != 0 ? OrderRules.FLEET : OrderRules.ARMY;
    }
}
