package calhamer.bot.arena;

import static org.junit.jupiter.api.Assertions.assertEquals;

import calhamer.adjudicator.Adjudicator;
import calhamer.adjudicator.order.Order;
import calhamer.adjudicator.position.Position;
import calhamer.adjudicator.result.PhaseResult;
import calhamer.bot.equilibrium.SearchExplanation;
import calhamer.bot.equilibrium.SearchExplanation.CandidateReport;
import calhamer.bot.equilibrium.SearchExplanation.PowerCandidates;
import java.util.Arrays;
import calhamer.maps.io.BundledMaps;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The arena's counts of a tested seat's defects, on short scripted games. */
class DiagnosticsTest {
    private final Adjudicator adjudicator = new Adjudicator(BundledMaps.load("standard"));

    /** Plays one phase with Austria as the tested seat; returns the next position. */
    private Position play(Diagnostics d, Position at, List<String> austria, List<String> others) {
        Map<String, List<String>> orders = new LinkedHashMap<>();
        orders.put("AUSTRIA", austria);
        for (String line : others) {
            orders.computeIfAbsent(line.substring(0, line.indexOf(':')), k -> new java.util.ArrayList<>())
                    .add(line.substring(line.indexOf(':') + 1).trim());
        }
        PhaseResult result = adjudicator.adjudicate(at, orders);
        List<Order> tested = austria.stream().map(adjudicator.parser()::parse).toList();
        d.phase(at, Map.of("AUSTRIA", tested), result);
        return result.next();
    }

    /** Spring and Fall 1901 with A VIE - GAL bouncing off Russia's A WAR, Italy taking TRI in the Fall. */
    private Position twoBounces(Diagnostics d) {
        Position p = Position.start(adjudicator.map());
        p = play(d, p, List.of("F TRI - ALB", "A VIE - GAL", "A BUD H"), List.of("RUSSIA: A WAR - GAL"));
        p = play(d, p, List.of("F ALB H", "A VIE - GAL", "A BUD H"), List.of("RUSSIA: A WAR - GAL",
                "ITALY: A VEN - TRI"));
        return play(d, p, List.of(), List.of());
    }

    @Test
    void aThirdUnsupportedTryOfAMoveThatBouncedTwiceIsCounted() {
        Diagnostics d = new Diagnostics();
        Position p = twoBounces(d);
        play(d, p, List.of("F ALB H", "A VIE - GAL", "A BUD H"), List.of("RUSSIA: A WAR H"));
        GameRecord.Play play = d.play();
        assertEquals(1, play.unsupportedRepeats());
        assertEquals(2, play.bounced());
        assertEquals(4, play.moves());
    }

    @Test
    void aThirdTryWithMoreSupportIsNotCounted() {
        Diagnostics d = new Diagnostics();
        Position p = twoBounces(d);
        play(d, p, List.of("F ALB H", "A VIE - GAL", "A BUD S A VIE - GAL"), List.of("RUSSIA: A WAR H"));
        assertEquals(0, d.play().unsupportedRepeats());
    }

    @Test
    void centresHeldInAFallAndLostAtItsEndAreCounted() {
        Diagnostics d = new Diagnostics();
        twoBounces(d);
        GameRecord.Play play = d.play();
        assertEquals(3, play.fallCentresHeld());
        assertEquals(1, play.fallCentresLost());
        assertEquals(0, play.fallWalkOffLosses(), "the fleet left Trieste in the Spring");
    }

    @Test
    void buildsDueButNotMadeAreCounted() {
        Diagnostics d = new Diagnostics();
        Position p = Position.start(adjudicator.map());
        p = play(d, p, List.of("F TRI - ALB", "A BUD - SER", "A VIE H"), List.of());
        p = play(d, p, List.of("F ALB - GRE", "A SER H", "A VIE H"), List.of());
        assertEquals("W1901A", p.phase().toString());
        play(d, p, List.of("A BUD B"), List.of());
        GameRecord.Play play = d.play();
        assertEquals(1, play.builds());
        assertEquals(1, play.buildsMissed(), "five centres and three units: two builds due, one made");
    }

    /** Austria's search modelled France with two sets and Italy with one; what they played is scored against them. */
    @Test
    void theOthersOrdersAreScoredAgainstTheModelsProbabilities() {
        SearchExplanation model = new SearchExplanation(10, 100, 2, List.of(
                new PowerCandidates("AUSTRIA", List.of(new CandidateReport("A VIE - GAL", "blueprint", 1, 5.0))),
                new PowerCandidates("FRANCE", List.of(
                        new CandidateReport("A PAR - BUR; F BRE H", "blueprint", 0.7, 4.0),
                        new CandidateReport("A PAR H; F BRE - MAO; A MAR - SPA", "blueprint", 0.3, 4.5))),
                new PowerCandidates("ITALY", List.of(new CandidateReport("A VEN - TYR", "blueprint", 1, 3.0)))),
                List.of("A VIE - GAL"), "the most probable set");
        Map<String, List<Order>> played = new LinkedHashMap<>();
        played.put("AUSTRIA", parse("A VIE - TRI"));
        // A PAR - BUR: the first set (0.7); F BRE - MAO: the second (0.3); A MAR H: the first, which has no order
        // for it (0.7); Italy's A VEN H and F NAP - ION: in no set
        played.put("FRANCE", parse("A PAR - BUR; F BRE - MAO; A MAR H"));
        played.put("ITALY", parse("A VEN H; F NAP - ION"));
        played.put("GERMANY", parse("A BER - KIE"));
        Diagnostics d = new Diagnostics();
        d.predicted("AUSTRIA", model, played, (power, text) -> parse(text));
        d.predicted("AUSTRIA", null, played, (power, text) -> parse(text));
        GameRecord.Play play = d.play();
        assertEquals(5, play.predictedOrders());
        assertEquals(0.7 + 0.3 + 0.7, play.predictedProbability(), 1e-12);
        assertEquals(2, play.unmodelledOrders());
    }

    private List<Order> parse(String text) {
        return Arrays.stream(text.split("; ")).map(adjudicator.parser()::parse).toList();
    }
}
