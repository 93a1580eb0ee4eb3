package calhamer.strategy.diplomacy.search;

import calhamer.adjudicator.order.*;
import calhamer.adjudicator.position.*;
import calhamer.adjudicator.result.*;
import calhamer.adjudicator.rules.AdjudicationOptions;
import calhamer.maps.*;
import calhamer.strategy.diplomacy.Board;
import calhamer.strategy.diplomacy.bot.*;
import calhamer.strategy.diplomacy.dumbbot.DumbBot;
import java.util.*;
import org.junit.jupiter.api.Test;

class ScratchFinder {
    @Test
    void find() {
        Board standard = Board.of("standard");
        DiplomacyBot bot = new DiplomacyBot(standard.map());
        DumbBot dumb = new DumbBot(standard.adjudicator());
        int found = 0;
        for (int g = 0; g < 14 && found < 8; g++) {
            String me = standard.map().powers().get(g % 7);
            SplittableRandom r = new SplittableRandom(g);
            Position p = standard.start();
            while (p.phase().year() < 1909) {
                Map<String, List<Order>> orders = new LinkedHashMap<>();
                BotMove mine = null;
                for (String power : standard.map().powers()) {
                    if (power.equals(me)) {
                        mine = bot.play(p, power, BotOptions.defaults().withMethod(BotMethod.MATRIX).withSeed(g * 1000 + p.phase().year()).withBudget(new BotBudget(20000, 60000)));
                        orders.put(power, mine.orders());
                    } else {
                        orders.put(power, dumb.orders(p, power, r));
                    }
                }
                PhaseResult res = standard.adjudicator().adjudicateOrders(p, orders, AdjudicationOptions.DEFAULT);
                Position next = res.next();
                if (p.phase().type() == PhaseType.MOVEMENT && p.phase().season() == Season.FALL) {
                    List<OrderResult> rs = res.ordersOf(me);
                    for (int i = 0; i < mine.orders().size(); i++) {
                        Order o = mine.orders().get(i);
                        Province from = o.unit().province();
                        if (o instanceof Move mv && rs.get(i).outcome() == Outcome.SUCCEEDED && from.supplyCenter() && me.equals(p.owner(from))) {
                            Position after = next;
                            // settle retreats with dumbbot to see centre change
                            if (after.phase().type() == PhaseType.RETREAT) {
                                Map<String, List<Order>> ro = new LinkedHashMap<>();
                                for (String power : standard.map().powers()) ro.put(power, dumb.orders(after, power, r));
                                after = standard.adjudicator().adjudicateOrders(after, ro, AdjudicationOptions.DEFAULT).next();
                            }
                            if (!me.equals(after.owner(from))) {
                                System.out.println("WALKOFF " + me + " seed " + (g * 1000 + p.phase().year()) + " " + mv + " lost " + from.id() + " to " + after.owner(from) + " target sc " + mv.to().province().supplyCenter() + "\n" + PositionJson.toTree(p));
                                found++;
                            }
                        }
                    }
                }
                p = next;
            }
        }
    }
}
