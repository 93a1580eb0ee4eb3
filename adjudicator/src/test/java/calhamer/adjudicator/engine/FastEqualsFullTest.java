package calhamer.adjudicator.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import calhamer.adjudicator.Adjudicator;
import calhamer.adjudicator.LegalOrders;
import calhamer.adjudicator.RandomGames;
import calhamer.adjudicator.order.Order;
import calhamer.adjudicator.position.PhaseType;
import calhamer.adjudicator.position.Position;
import calhamer.adjudicator.result.PhaseResult;
import calhamer.adjudicator.result.Reason;
import calhamer.adjudicator.rules.AdjudicationOptions;
import calhamer.adjudicator.rules.Edition;
import calhamer.maps.Power;
import calhamer.maps.io.BundledMaps;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The fast mode search plays (a {@link Board}, packed orders, the {@link RulesEngine} without a report) equals the
 * full adjudication phase for phase, on random games of every bundled map under both editions: random legal orders
 * (attacks, with supports and convoys matched often; fewer games on the variants), one in ten left out (a unit without orders holds, a dislodged unit without
 * one disbands, builds left out are waived and removals left out fall to civil disorder). Each order also survives
 * the trip to its packed form and back. Over 10,000 phases in all, with retreats, adjustments and civil disorder.
 */
class FastEqualsFullTest {
    private static final int GAMES = 48;
    /** Games on each variant read from a DPjudge file (their rules, coasts and neutral powers, at a lower cost). */
    private static final int VARIANT_GAMES = 4;
    /** Years each game is played (the variant maps start in other years: 1, 901, 1870, 1994, ...). */
    private static final int YEARS = 20;
    /** Movement, retreat and adjustment phases and civil-disorder removals over every map and edition. */
    private static final int[] TOTALS = new int[4];

    static List<Arguments> mapsAndEditions() {
        List<Arguments> all = new ArrayList<>();
        for (String map : BundledMaps.NAMES) {
            for (Edition edition : Edition.values()) {
                all.add(Arguments.of(map, edition));
            }
        }
        return all;
    }

    @ParameterizedTest(name = "{0}, {1} rules")
    @MethodSource("mapsAndEditions")
    void everyPhaseOfRandomGamesIsTheSame(String mapName, Edition edition) {
        Adjudicator adjudicator = new Adjudicator(BundledMaps.load(mapName));
        LegalOrders legal = new LegalOrders(adjudicator);
        BoardCodec codec = adjudicator.codec();
        RulesEngine engine = adjudicator.engine(edition);
        AdjudicationOptions options = AdjudicationOptions.DEFAULT.withEdition(edition);
        int provinces = adjudicator.map().provinces().size();
        int[] counts = new int[4];
        boolean variant = BundledMaps.VARIANTS.contains(mapName);
        for (int game = 0; game < (variant ? VARIANT_GAMES : GAMES); game++) {
            SplittableRandom random = new SplittableRandom(1000L * game + edition.ordinal());
            Position position = Position.start(adjudicator.map());
            Board board = codec.board(position);
            int until = position.phase().year() + YEARS;
            while (position.phase().year() < until) {
                Map<Power, List<Order>> orders = leaveSomeOut(position.phase().type() == PhaseType.MOVEMENT
                        ? RandomGames.aggressive(legal, position, random) : legal.random(position, random), random);
                long[] packed = new long[Math.max(provinces, 64)];
                int n = 0;
                for (Map.Entry<Power, List<Order>> e : orders.entrySet()) {
                    for (Order o : e.getValue()) {
                        long p = codec.packed(board, e.getKey(), o);
                        assertEquals(o, codec.order(board, p), "order round trip");
                        packed[position.phase().type() == PhaseType.ADJUSTMENT ? n++ : PackedOrder.unit(p)] = p;
                    }
                }
                engine.play(board, packed, n, null);
                PhaseResult full = adjudicator.adjudicateOrders(position, orders, options);
                assertEquals(full.next(), codec.position(board), mapName + " game " + game + " after "
                        + position.phase());
                counts[position.phase().type().ordinal()]++;
                counts[3] += (int) full.removals().stream().filter(r -> r.reason() == Reason.CIVIL_DISORDER).count();
                position = full.next();
            }
        }
        assertTrue(variant ? counts[2] >= 1 : counts[1] >= 5 && counts[2] >= 20 && counts[3] >= 1, counts[1]
                + " retreat phases, " + counts[2] + " adjustment phases, " + counts[3] + " units removed by civil "
                + "disorder on " + mapName);
        synchronized (TOTALS) {
            for (int i = 0; i < counts.length; i++) {
                TOTALS[i] += counts[i];
            }
        }
    }

    @AfterAll
    static void overTenThousandPhasesWithEveryKindOfPhase() {
        int phases = TOTALS[0] + TOTALS[1] + TOTALS[2];
        assertTrue(phases >= 10_000, phases + " phases");
        assertTrue(TOTALS[1] >= 150 && TOTALS[2] >= 1_000 && TOTALS[3] >= 40, TOTALS[1] + " retreat phases, "
                + TOTALS[2] + " adjustment phases, " + TOTALS[3] + " units removed by civil disorder");
    }

    /** The orders with one in ten left out. */
    private static Map<Power, List<Order>> leaveSomeOut(Map<Power, List<Order>> orders, SplittableRandom random) {
        Map<Power, List<Order>> kept = new LinkedHashMap<>();
        orders.forEach((power, list) -> kept.put(power, list.stream().filter(o -> random.nextInt(10) > 0).toList()));
        return kept;
    }
}
