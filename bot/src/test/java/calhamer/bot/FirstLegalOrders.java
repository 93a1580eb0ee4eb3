package calhamer.bot;

import calhamer.adjudicator.LegalOrders;
import calhamer.adjudicator.LegalOrders.UnitOrders;
import calhamer.adjudicator.order.Order;
import calhamer.adjudicator.position.Position;
import calhamer.maps.Power;
import java.util.List;

/**
 * A toy bot method for {@link ToyMethodRegistrationTest}: {@code first-legal} gives every unit of the power its first
 * legal order. Its only registration is the ServiceLoader file under {@code toy-method/} in the test resources, which
 * that test puts on a class loader of its own (so that the other tests' listings do not see it); nothing else in the
 * code names it.
 */
public final class FirstLegalOrders implements BotMethod {
    private final LegalOrders legal;

    /** Its own part of the explanation: how many orders it gave. */
    public record Count(int orders) implements BotMethod.Report {
    }

    public FirstLegalOrders() {
        this(null);
    }

    private FirstLegalOrders(LegalOrders legal) {
        this.legal = legal;
    }

    @Override
    public String name() {
        return "first-legal";
    }

    @Override
    public String description() {
        return "every unit's first legal order (a test method)";
    }

    @Override
    public BotMethod forBot(BotTools tools) {
        return new FirstLegalOrders(new LegalOrders(tools.adjudicator()));
    }

    @Override
    public Result decide(Position position, Power power, BotOptions options, long startNanos) {
        List<Order> orders = legal.of(position).stream().filter(u -> u.power().equals(power))
                .map(UnitOrders::orders).map(o -> o.get(0)).toList();
        return new Result(orders, new Count(orders.size()), 0, false, List.of());
    }
}
