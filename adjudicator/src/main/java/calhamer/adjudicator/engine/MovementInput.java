package calhamer.adjudicator.engine;

import calhamer.adjudicator.rules.MapTables;
import calhamer.adjudicator.rules.OrderRules;

/**
 * The units and orders of one movement phase in the kernel's compact form: arrays indexed by province, no strings
 * and no objects. Fill it with {@link #addUnit} and the order methods (a unit without an order holds), hand it to
 * {@link MovementKernel#resolve}, then {@link #clear()} it and reuse it. Locations and provinces are the indices of
 * {@link calhamer.maps.DiplomacyMap#locations()} and {@link calhamer.maps.DiplomacyMap#provinces()}, unit types the
 * codes of {@link OrderRules} ({@link OrderRules#ARMY}, {@link OrderRules#FLEET}, {@link OrderRules#ANY_TYPE});
 * powers are any small non-negative integers (the adjudicator uses {@link calhamer.maps.Power#index()}).
 *
 * <p>Not thread-safe: one per thread. Every method is O(1) except {@link #clear()}, which is O(units).
 */
final class MovementInput {
    static final int NONE = OrderRules.ANY_TYPE;
    static final byte HOLD = 0;
    static final byte MOVE = 1;
    static final byte SUPPORT_HOLD = 2;
    static final byte SUPPORT_MOVE = 3;
    static final byte CONVOY = 4;

    final MapTables tables;
    final int[] unitType;
    final int[] unitPower;
    final int[] unitLocation;
    final byte[] kind;
    final int[] orderA;
    final int[] orderB;
    final int[] namedType;
    final boolean[] via;
    final int[] units;
    int unitCount;

    MovementInput(MapTables tables) {
        this.tables = tables;
        int p = tables.provinceCount();
        unitType = new int[p];
        unitPower = new int[p];
        unitLocation = new int[p];
        kind = new byte[p];
        orderA = new int[p];
        orderB = new int[p];
        namedType = new int[p];
        via = new boolean[p];
        units = new int[p];
        java.util.Arrays.fill(unitType, NONE);
    }


    /** Removes every unit and order. */
    void clear() {
        for (int i = 0; i < unitCount; i++) {
            unitType[units[i]] = NONE;
        }
        unitCount = 0;
    }

    /**
     * Puts a unit on the board, holding.
     *
     * @param power    the owner
     * @param type     {@link OrderRules#ARMY} or {@link OrderRules#FLEET}
     * @param location where it stands
     * @return the unit's province
     * @throws IllegalArgumentException when the province already holds a unit
     */
    int addUnit(int power, int type, int location) {
        int p = tables.provinceOf(location);
        if (unitType[p] != NONE) {
            throw new IllegalArgumentException("province " + p + " already holds a unit");
        }
        unitType[p] = type;
        unitPower[p] = power;
        unitLocation[p] = location;
        kind[p] = HOLD;
        via[p] = false;
        units[unitCount++] = p;
        return p;
    }


    /** @return the number of units */
    int unitCount() {
        return unitCount;
    }

    /** @return the province of the i-th unit added */
    int unitProvince(int i) {
        return units[i];
    }

    /** The unit in the province holds. */
    void hold(int province) {
        kind[province] = HOLD;
    }

    /** The unit in the province moves to a location (a province, or a coast for fleets); {@code via}: by convoy. */
    void move(int province, int toLocation, boolean viaConvoy) {
        kind[province] = MOVE;
        orderA[province] = toLocation;
        via[province] = viaConvoy;
    }

    /** The unit in the province supports the unit in {@code supported} (of {@code type}, or any) in place. */
    void supportHold(int province, int supported, int type) {
        kind[province] = SUPPORT_HOLD;
        orderA[province] = supported;
        namedType[province] = type;
    }

    /**
     * The unit in the province supports the unit in {@code supported} moving to {@code toLocation} (a coast only
     * when the support names one).
     */
    void supportMove(int province, int supported, int type, int toLocation) {
        kind[province] = SUPPORT_MOVE;
        orderA[province] = supported;
        orderB[province] = toLocation;
        namedType[province] = type;
    }

    /** The fleet in the province convoys the unit in {@code army} (named as {@code type}, or any) to {@code to}. */
    void convoy(int province, int army, int type, int toProvince) {
        kind[province] = CONVOY;
        orderA[province] = army;
        orderB[province] = toProvince;
        namedType[province] = type;
    }

    /** The unit in the province takes a movement order in its packed form ({@link PackedOrder}); others: it holds. */
    void order(int province, long o) {
        switch (PackedOrder.kind(o)) {
            case PackedOrder.MOVE -> move(province, PackedOrder.a(o), PackedOrder.via(o));
            case PackedOrder.SUPPORT_HOLD -> supportHold(province, PackedOrder.a(o), PackedOrder.namedType(o));
            case PackedOrder.SUPPORT_MOVE -> supportMove(province, PackedOrder.a(o), PackedOrder.namedType(o),
                    PackedOrder.b(o));
            case PackedOrder.CONVOY -> convoy(province, PackedOrder.a(o), PackedOrder.namedType(o), PackedOrder.b(o));
            default -> hold(province);
        }
    }

    /** Copies another input laid out for the same map (units and orders). */
    void copyFrom(MovementInput other) {
        clear();
        for (int i = 0; i < other.unitCount; i++) {
            int p = other.units[i];
            addUnit(other.unitPower[p], other.unitType[p], other.unitLocation[p]);
            kind[p] = other.kind[p];
            orderA[p] = other.orderA[p];
            orderB[p] = other.orderB[p];
            namedType[p] = other.namedType[p];
            via[p] = other.via[p];
        }
    }
}
