package calhamer.adjudicator;

import calhamer.adjudicator.order.Build;
import calhamer.adjudicator.order.Order;
import calhamer.adjudicator.order.OrderEntry;
import calhamer.adjudicator.order.Waive;
import calhamer.adjudicator.position.DislodgedUnit;
import calhamer.adjudicator.position.PhaseType;
import calhamer.adjudicator.position.Position;
import calhamer.adjudicator.position.Unit;
import calhamer.adjudicator.result.OrderResult;
import calhamer.adjudicator.result.Outcome;
import calhamer.adjudicator.result.Reason;
import calhamer.maps.Power;
import calhamer.maps.Province;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The one place where orders are accepted or refused before adjudication: an order that names no unit of its power,
 * repeats an order for the same unit (or the same build), or does not belong in the phase is {@link Outcome#INVALID}
 * and treated as not given (DATC 4.D: orders are judged one by one, the first order for a unit counts).
 */
final class OrderValidator {
    private final Position position;
    private final List<OrderEntry> accepted = new ArrayList<>();
    private final List<OrderResult> invalid = new ArrayList<>();
    /** Provinces whose unit (or dislodged unit) has an order, and provinces with a build, by index. */
    private final boolean[] unitsOrdered;
    private final boolean[] buildsOrdered;

    OrderValidator(Position position) {
        this.position = position;
        this.unitsOrdered = new boolean[position.map().provinces().size()];
        this.buildsOrdered = new boolean[unitsOrdered.length];
    }

    /** Records an order that could not be read. */
    void unreadable(Power power, int index, String text, String message) {
        invalid.add(new OrderResult(power.name(), index, text, Outcome.INVALID, Reason.UNREADABLE,
                Reason.UNREADABLE.describe(message)));
    }

    /** Records an order of a power that does not play on the map. */
    void unknownPower(String name, int index, String text) {
        invalid.add(new OrderResult(name, index, text, Outcome.INVALID, Reason.UNKNOWN_POWER,
                Reason.UNKNOWN_POWER.describe(name)));
    }

    /** Checks a readable order and accepts or refuses it. */
    void check(Power power, int index, String text, Order order) {
        if (position.map().isNeutral(power)) {
            invalid.add(refuse(power, index, text, Reason.NEUTRAL_POWER, power.name()));
            return;
        }
        PhaseType phase = position.phase().type();
        boolean fits = switch (phase) {
            case MOVEMENT -> order.isMovementOrder();
            case RETREAT -> order.isRetreatOrder();
            case ADJUSTMENT -> order.isAdjustmentOrder();
        };
        if (!fits) {
            invalid.add(refuse(power, index, text, Reason.WRONG_PHASE, kindName(order) + " orders are not given in "
                    + phase.name().toLowerCase(Locale.ROOT) + " phases"));
            return;
        }
        if (order instanceof Waive) {
            accepted.add(new OrderEntry(power, index, text, order, null));
            return;
        }
        Province province = order.unit().province();
        if (order instanceof Build) {
            if (buildsOrdered[province.index()]) {
                invalid.add(refuse(power, index, text, Reason.DUPLICATE, province.id()));
            } else {
                buildsOrdered[province.index()] = true;
                accepted.add(new OrderEntry(power, index, text, order, null));
            }
            return;
        }
        Unit unit = phase == PhaseType.RETREAT ? dislodgedAt(province, power) : position.unitAt(province);
        Unit standing = position.unitAt(province);
        Reason problem = null;
        if (phase == PhaseType.RETREAT && (unit == null || !unit.power().equals(power)) && standing != null
                && standing.power().equals(power)) {
            problem = Reason.NOT_DISLODGED;
        } else if (unit == null) {
            problem = Reason.NO_SUCH_UNIT;
        } else if (!unit.power().equals(power)) {
            problem = Reason.FOREIGN_UNIT;
        } else if (order.unit().type() != null && order.unit().type() != unit.type()) {
            problem = Reason.WRONG_UNIT_TYPE;
        } else if (unitsOrdered[province.index()]) {
            problem = Reason.DUPLICATE;
        } else {
            unitsOrdered[province.index()] = true;
        }
        if (problem != null) {
            invalid.add(refuse(power, index, text, problem, province.id()));
        } else {
            accepted.add(new OrderEntry(power, index, text, order, unit));
        }
    }

    private Unit dislodgedAt(Province province, Power power) {
        Unit any = null;
        for (DislodgedUnit d : position.dislodged()) {
            if (d.unit().province().equals(province)) {
                if (d.unit().power().equals(power)) {
                    return d.unit();
                }
                any = d.unit();
            }
        }
        return any;
    }

    private static String kindName(Order order) {
        return order.getClass().getSimpleName().toLowerCase(Locale.ROOT);
    }

    private static OrderResult refuse(Power power, int index, String text, Reason reason, String subject) {
        return new OrderResult(power.name(), index, text, Outcome.INVALID, reason, reason.describe(subject));
    }

    /** @return the accepted orders, in the order given */
    List<OrderEntry> accepted() {
        return accepted;
    }

    /** @return the refused orders with their reasons */
    List<OrderResult> invalid() {
        return invalid;
    }
}
