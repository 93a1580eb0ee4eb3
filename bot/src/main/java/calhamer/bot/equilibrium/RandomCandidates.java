package calhamer.bot.equilibrium;

import calhamer.adjudicator.LegalOrders;
import calhamer.adjudicator.engine.Board;
import calhamer.adjudicator.engine.BoardCodec;
import calhamer.adjudicator.order.Order;
import calhamer.adjudicator.position.Position;
import calhamer.maps.Power;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * Candidates of the powers modelled as playing at random ({@link calhamer.bot.PreviousPhase#playedAtRandom}): order
 * sets drawn as a random player draws them, one uniformly random legal order per unit ({@link LegalOrders#draw},
 * from the board's legal orders listed once), every such power's set from the same draw of the position; a set drawn
 * twice is one candidate of twice the weight. The search plays them with these weights and no best response (anchor
 * 1). O(legal orders on the board + draws × units); nothing when no power plays at random.
 */
final class RandomCandidates {
    /** Draws of the position per decision. */
    static final int DRAWS = 8;

    private RandomCandidates() {
    }

    /**
     * @param random  per power, whether it is modelled as playing at random
     * @param weights filled per power with its candidates' weights (empty for the others)
     * @return per power its candidates (empty for the others)
     */
    static List<List<Candidate>> draw(LegalOrders legal, BoardCodec codec, Board root, Position position,
                                      boolean[] random, long seed, List<List<Double>> weights) {
        List<Map<Candidate, Double>> drawn = new ArrayList<>();
        for (int p = 0; p < random.length; p++) {
            drawn.add(new LinkedHashMap<>());
        }
        boolean any = false;
        for (boolean r : random) {
            any |= r;
        }
        List<LegalOrders.UnitOrders> all = any ? legal.of(position) : List.of();
        SplittableRandom generator = new SplittableRandom(seed);
        List<Power> powers = position.map().powers();
        for (int d = 0; any && d < DRAWS; d++) {
            Map<Power, List<Order>> orders = legal.draw(all, generator);
            for (int p = 0; p < random.length; p++) {
                List<Order> mine = orders.get(powers.get(p));
                if (random[p] && mine != null && !mine.isEmpty()) {
                    drawn.get(p).merge(new Candidate(OwnVariants.packed(codec, root, powers.get(p), mine), "random"),
                            1.0, Double::sum);
                }
            }
        }
        List<List<Candidate>> out = new ArrayList<>();
        weights.clear();
        for (Map<Candidate, Double> m : drawn) {
            out.add(new ArrayList<>(m.keySet()));
            weights.add(new ArrayList<>(m.values()));
        }
        return out;
    }
}
