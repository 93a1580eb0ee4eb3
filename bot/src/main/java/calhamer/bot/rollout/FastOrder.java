package calhamer.bot.rollout;

/**
 * One order packed in a {@code long}, for fast play without objects: the kind (4 bits), the ordered unit's province
 * (or a build's province), and up to two more indices (12 bits each), a unit type bit and a convoy bit. {@code 0}
 * is "no order" (the unit holds). Static helpers only; every method is O(1).
 *
 * <table>
 * <caption>fields per kind</caption>
 * <tr><th>kind</th><th>a</th><th>b</th></tr>
 * <tr><td>{@link #MOVE}</td><td>destination location</td><td>-</td></tr>
 * <tr><td>{@link #SUPPORT_HOLD}</td><td>supported unit's province</td><td>-</td></tr>
 * <tr><td>{@link #SUPPORT_MOVE}</td><td>supported unit's province</td><td>destination province</td></tr>
 * <tr><td>{@link #CONVOY}</td><td>convoyed army's province</td><td>destination province</td></tr>
 * <tr><td>{@link #RETREAT}</td><td>destination location</td><td>-</td></tr>
 * <tr><td>{@link #BUILD}</td><td>location built on</td><td>-</td></tr>
 * </table>
 */
public final class FastOrder {
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
    private static final long FLEET_BIT = 1L << (B_SHIFT + FIELD);
    private static final long VIA_BIT = FLEET_BIT << 1;

    private FastOrder() {
    }

    private static long pack(int kind, int unit, int a, int b) {
        return kind | ((long) unit << UNIT_SHIFT) | ((long) a << A_SHIFT) | ((long) b << B_SHIFT);
    }

    public static long hold(int unit) {
        return pack(HOLD, unit, 0, 0);
    }

    /** @param via whether the move insists on a convoy (or needs one) */
    public static long move(int unit, int toLocation, boolean via) {
        return pack(MOVE, unit, toLocation, 0) | (via ? VIA_BIT : 0);
    }

    public static long supportHold(int unit, int supported) {
        return pack(SUPPORT_HOLD, unit, supported, 0);
    }

    public static long supportMove(int unit, int supported, int toProvince) {
        return pack(SUPPORT_MOVE, unit, supported, toProvince);
    }

    public static long convoy(int fleet, int army, int toProvince) {
        return pack(CONVOY, fleet, army, toProvince);
    }

    public static long retreat(int unit, int toLocation) {
        return pack(RETREAT, unit, toLocation, 0);
    }

    public static long disband(int unit) {
        return pack(DISBAND, unit, 0, 0);
    }

    /** @param type {@link MapIndex#ARMY} or {@link MapIndex#FLEET} */
    public static long build(int province, int type, int location) {
        return pack(BUILD, province, location, 0) | (type == MapIndex.FLEET ? FLEET_BIT : 0);
    }

    public static long waive() {
        return WAIVE;
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

    public static boolean via(long order) {
        return (order & VIA_BIT) != 0;
    }

    /** @return a build's unit type */
    public static int buildType(long order) {
        return (order & FLEET_BIT) != 0 ? MapIndex.FLEET : MapIndex.ARMY;
    }
}
