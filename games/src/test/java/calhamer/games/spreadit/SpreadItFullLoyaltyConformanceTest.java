package calhamer.games.spreadit;

import java.util.Map;

/** Spread-It, full loyalty with the index cascade order on a 40-vertex Watts–Strogatz graph, passes the kit. */
class SpreadItFullLoyaltyConformanceTest extends SpreadItConformanceTest {

    @Override
    SpreadIt board() {
        return (SpreadIt) new SpreadItProvider().create(Map.of("graph", "watts-strogatz", "vertices", "40", "seed",
                "7", "variant", "full-loyalty", "order", "index"));
    }
}
