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
        for (int g = 0; g < 14 && found < 4; g++) {
            String me = standard.map().powers().get(g % 7);
            SplittableRandom r = new SplittableRandom(g);
            Position p = standard.start();
            while (p.phase().year() < 1907) {
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
                if (p.phase().type() == PhaseType.MOVEMENT) {
                    for (Order o : mine.orders()) {
                        if (o instanceof Hold h && h.unit().type() == UnitType.FLEET) {
                            Province at = h.unit().province();
                            boolean near = false;
                            for (Unit u : p.units()) {
                                if (!u.power().equals(me) && standard.map().distance(GraphKind.BORDER, standard.map().location(at), standard.map().location(u.province())).orElse(99) <= 2) near = true;
                            }
                            if (!near && !(at.supplyCenter())) {
                                System.out.println("IDLE " + me + " seed " + (g * 1000 + p.phase().year()) + " " + o + "\n" + PositionJson.toTree(p));
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
