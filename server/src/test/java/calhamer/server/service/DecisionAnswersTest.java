package calhamer.server.service;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import calhamer.adjudicator.position.Position;
import calhamer.bot.BotBudget;
import calhamer.bot.BotDecision;
import calhamer.bot.BotMethod;
import calhamer.bot.BotOptions;
import calhamer.bot.DiplomacyBot;
import calhamer.bot.Explanation;
import calhamer.maps.DiplomacyMap;
import calhamer.maps.io.BundledMaps;
import calhamer.wire.WireJson;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A bot decision on the wire: each method's part of the explanation under its own fields, and nothing else. */
class DecisionAnswersTest {
    private static final DiplomacyMap MAP = BundledMaps.load("standard");
    private static final DiplomacyBot BOT = new DiplomacyBot(MAP);
    private static final BotOptions QUICK = BotOptions.defaults().withSeed(3).withBudget(new BotBudget(400, 60_000));

    private static JsonNode json(BotDecision d) {
        return WireJson.mapper().valueToTree(DecisionAnswers.of(d));
    }

    @Test
    void theSearchMethodFillsSearch() {
        JsonNode json = json(BOT.decide(Position.start(MAP), MAP.power("TURKEY"), QUICK));
        JsonNode search = json.get("explanation").get("search");
        for (String field : List.of("iterations", "rollouts", "horizon", "powers", "chosen", "why")) {
            assertNotNull(search.get(field), field);
        }
        JsonNode candidate = search.get("powers").get(0).get("candidates").get(0);
        for (String field : List.of("orders", "source", "probability", "value")) {
            assertNotNull(candidate.get(field), field);
        }
        assertEquals("search", json.get("explanation").get("method").asText());
        assertFalse(json.get("explanation").has("report"), "the search's part is under search");
    }

    @Test
    void theMatrixMethodFillsGroups() {
        JsonNode json = json(BOT.decide(Position.start(MAP), MAP.power("TURKEY"), QUICK.withMethod("matrix")));
        assertEquals("TURKEY", json.get("power").asText());
        assertEquals(3, json.get("orders").size());
        JsonNode group = json.get("explanation").get("groups").get(0);
        for (String field : List.of("units", "opponents", "narrowed", "rows", "columns", "eliminated", "value",
                "strategy", "chosen", "choice")) {
            assertNotNull(group.get(field), field);
        }
        assertTrue(json.get("explanation").get("search").isNull());
    }

    /** A report of its own, as a method other than those two gives it. */
    private record Tally(int units, String note) implements BotMethod.Report {
    }

    @Test
    void anyOtherMethodsReportFollowsAsReport() {
        Explanation e = new Explanation("movement", 1, 0, BotBudget.defaults(), 0, false, List.of(), "toy",
                new Tally(3, "every unit holds"));
        JsonNode json = json(new BotDecision("TURKEY", "S1901M", List.of(), e)).get("explanation");
        assertEquals(3, json.at("/report/units").asInt(), json.toString());
        assertTrue(json.get("groups").isEmpty() && json.get("search").isNull());
    }
}
