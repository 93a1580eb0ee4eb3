package calhamer.wire.positions;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import calhamer.adjudicator.Adjudicator;
import calhamer.adjudicator.RandomGames;
import calhamer.adjudicator.position.InvalidPositionException;
import calhamer.adjudicator.position.PhaseType;
import calhamer.adjudicator.position.Position;
import calhamer.adjudicator.position.PositionProblem;
import calhamer.maps.DiplomacyMap;
import calhamer.maps.io.BundledMaps;
import calhamer.wire.WireJson;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The position JSON form: the example of the issue, round trips from text, bytes and trees, fields in any order, and
 * every problem of a malformed position named, in one order.
 */
class PositionJsonTest {
    private static final DiplomacyMap MAP = BundledMaps.load("standard");

    @Test
    void readsTheFormOfTheIssue() {
        Position p = PositionJson.read(MAP, "{\"phase\": \"F1901R\", \"units\": {\"FRANCE\": [\"A PAR\", \"F BRE\","
                + " \"F STP/NC\"]}, \"centers\": {\"FRANCE\": [\"PAR\", \"BRE\"]}, \"dislodged\": {\"AUSTRIA\":"
                + " [{\"unit\": \"F TRI\", \"attackerFrom\": \"TYR\"}]}, \"contested\": [\"ALB\"]}");
        assertEquals("F1901R", p.phase().toString());
        assertEquals("[A PAR, F BRE, F STP/NC]", p.unitsOf(MAP.power("FRANCE")).toString());
        assertEquals(MAP.power("FRANCE"), p.owner(MAP.province("BRE")));
        assertEquals("F TRI", p.dislodged().get(0).unit().toString());
        assertEquals("TYR", p.dislodged().get(0).attackerFrom().id());
        assertTrue(p.contested().contains(MAP.province("ALB")));
    }

    /**
     * Every position of random games (movement, retreat and adjustment phases) is written and read back as itself,
     * from text, from bytes and from a tree alike.
     */
    @Test
    void positionsOfRandomGamesReadBackAsThemselves() {
        Adjudicator adjudicator = new Adjudicator(MAP);
        int[] read = new int[PhaseType.values().length];
        RandomGames.play(adjudicator, 11L, 40, 1908, 0.6, phase -> {
            String json = PositionJson.write(phase.position());
            assertEquals(phase.position(), PositionJson.read(MAP, json), json);
            assertEquals(phase.position(), bytes(json), json);
            assertEquals(phase.position(), PositionJson.read(MAP, PositionJson.toTree(phase.position())), json);
            read[phase.position().phase().type().ordinal()]++;
        });
        for (PhaseType type : PhaseType.values()) {
            assertTrue(read[type.ordinal()] >= 5, "positions read by type " + Arrays.toString(read));
        }
    }

    /** Reads a position from bytes, as the HTTP API and the batch do. */
    private static Position bytes(String json) {
        try (JsonParser p = WireJson.parser(json.getBytes(StandardCharsets.UTF_8))) {
            p.nextToken();
            return PositionJson.read(MAP, p);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Fields in another order, repeated fields and powers (the last one counts), units in other notations. */
    @Test
    void fieldsMayComeInAnyOrderAndTheLastOfARepeatedOneCounts() {
        Position expected = PositionJson.read(MAP, "{\"phase\": \"F1901R\", \"units\": {\"FRANCE\": [\"A PAR\"],"
                + " \"ITALY\": [\"A BUR\"]}, \"centers\": {\"FRANCE\": [\"PAR\"]}, \"dislodged\": {\"GERMANY\":"
                + " [{\"unit\": \"A BUR\", \"attackerFrom\": \"MAR\"}]}, \"contested\": [\"PIC\"]}");
        assertEquals(expected, bytes("{\"contested\": [\"pic\"], \"dislodged\": {\"GERMANY\": [{\"attackerFrom\":"
                + " \"Marseilles\", \"unit\": \"a bur\"}]}, \"centers\": {\"FRANCE\": [\"BRE\"],"
                + " \"FRANCE\": [\"Paris\"]},"
                + " \"units\": {\"FRANCE\": [\"A PAR\"], \"ITALY\": [\"F ROM\"], \"ITALY\": [\"A  Burgundy\"]},"
                + " \"phase\": \"S1901M\", \"phase\": \"f1901r\"}"));
        assertEquals(Position.start(MAP), bytes(PositionJson.write(Position.start(MAP)).replace("{\"phase\"",
                "{\"units\": {}, \"phase\"")));
    }

    /** Whatever the order of the fields, the problems are named in one order. */
    @Test
    void problemsAreNamedInOneOrderWhateverTheOrderOfTheFields() {
        String contested = "\"contested\": [\"XYZ\", \"PAR\"]";
        String dislodged = "\"dislodged\": {\"FRANCE\": [{\"unit\": \"A MUN\", \"x\": 1}, \"A BUR\"]}";
        String units = "\"units\": {\"FRANCE\": [\"A PAR\", \"A PAR\"]}";
        String centers = "\"centers\": {\"FRANCE\": [\"BUR\", 7]}";
        String phase = "\"phase\": \"F1901R\"";
        List<String> expected = List.of("weather: " + PositionReader.UNKNOWN_FIELD,
                "units.FRANCE[1]: two units in PAR: units.FRANCE[0] A PAR and A PAR",
                "centers.FRANCE[0]: BUR is not a supply centre", "centers.FRANCE[1]: unknown province 7",
                "dislodged.FRANCE[0].x: unknown field (expected unit, and attackerFrom or retreats)",
                "dislodged.FRANCE[1]: expected {\"unit\": \"F TRI\", \"attackerFrom\": \"TYR\"} or {\"unit\": \"F TRI\","
                        + " \"retreats\": [\"ALB\", \"VEN\"]}",
                "contested[0]: unknown province \"XYZ\"",
                "contested[1]: PAR holds a unit, so no standoff left it vacant");
        for (String json : List.of(
                "{" + String.join(", ", phase, units, centers, dislodged, contested, "\"weather\": 1") + "}",
                "{" + String.join(", ", contested, "\"weather\": 1", dislodged, centers, units, phase) + "}")) {
            InvalidPositionException e = assertThrows(InvalidPositionException.class, () -> bytes(json));
            assertEquals(expected, e.problems().stream().map(PositionProblem::toString).toList(), json);
        }
    }

    @Test
    void writingThenReadingGivesTheSamePosition() {
        Position start = Position.start(MAP);
        String json = PositionJson.write(start);
        assertEquals(start, PositionJson.read(MAP, json));
        assertTrue(json.startsWith("{\"phase\":\"S1901M\",\"units\":{\"AUSTRIA\":[\"A VIE\",\"A BUD\",\"F TRI\"]"),
                json);
        Position retreat = PositionJson.read(MAP, "{\"phase\": \"S1902R\", \"units\": {\"ITALY\": [\"A TRI\"]},"
                + " \"centers\": {}, \"dislodged\": {\"AUSTRIA\": [{\"unit\": \"F TRI\", \"attackerFrom\": null}]},"
                + " \"contested\": []}");
        assertEquals(retreat, PositionJson.read(MAP, PositionJson.write(retreat)));
        assertNull(retreat.dislodged().get(0).attackerFrom());
    }

    /** A map's start ({@code year}, units, centres: MapFile.StartEntry) is a position as it is: Spring movement. */
    @Test
    void aYearWithoutAPhaseIsThatYearsSpringMovement() {
        String start = "{\"year\": 1901, \"units\": {\"FRANCE\": [\"A PAR\"]}, \"centers\": {\"FRANCE\": [\"PAR\"]}}";
        Position p = PositionJson.read(MAP, start);
        assertEquals("S1901M", p.phase().toString());
        assertEquals(p, PositionJson.read(MAP, start.replace("\"year\": 1901", "\"phase\": \"S1901M\"")));
        assertEquals(p, PositionJson.read(MAP, start.replace("\"year\": 1901", "\"year\": 1901, \"phase\": \"S1901M\"")),
                "both, alike");
        assertEquals(p, PositionJson.read(MAP, start.replace("\"year\": 1901", "\"phase\": null, \"year\": 1901")));
        ObjectNode tree = PositionJson.toTree(p);
        tree.remove("phase");
        assertEquals(p, PositionJson.read(MAP, tree.put("year", 1901)), "from a tree too");
        assertEquals("F1905M", PositionJson.read(MAP, start.replace("\"year\": 1901",
                "\"phase\": \"F1905M\", \"year\": 1905")).phase().toString());
        assertTrue(PositionJson.write(p).startsWith("{\"phase\":\"S1901M\""), "written with its phase");
    }

    @Test
    void aMalformedPositionIsRefusedWithEveryProblemNamed() {
        String json = "{\"phase\": \"S1901M\", \"units\": {\"FRANCE\": [\"A PAR\", \"A XYZ\", \"F SPA/EC\","
                + " \"F MUN\", \"A MAO\", \"F STP\"], \"GERMANY\": [\"A PAR\"], \"SPAIN\": [\"A MAD\"]},"
                + " \"centers\": {\"FRANCE\": [\"BUR\", \"PAR\"], \"GERMANY\": [\"PAR\"]}, \"dislodged\":"
                + " {\"FRANCE\": [{\"unit\": \"A BUR\"}]}, \"weather\": \"rain\"}";
        InvalidPositionException e = assertThrows(InvalidPositionException.class, () -> PositionJson.read(MAP, json));
        List<String> problems = e.problems().stream().map(PositionProblem::toString).toList();
        assertEquals(List.of(
                "weather: unknown field (expected phase, year, units, centers, dislodged, contested)",
                "units.FRANCE[1]: unknown province XYZ",
                "units.FRANCE[2]: unknown coast in SPA/EC",
                "units.FRANCE[3]: a fleet cannot stand in the inland province MUN",
                "units.FRANCE[4]: an army cannot stand in the sea province MAO",
                "units.FRANCE[5]: a fleet in STP must name its coast ([NC, SC])",
                "units.GERMANY[0]: two units in PAR: units.FRANCE[0] A PAR and A PAR",
                "units.SPAIN: unknown power SPAIN (powers: AUSTRIA, ENGLAND, FRANCE, GERMANY, ITALY, RUSSIA, TURKEY)",
                "centers.FRANCE[0]: BUR is not a supply centre",
                "centers.GERMANY[0]: PAR is owned by both FRANCE and GERMANY",
                "dislodged: dislodged units are given only in retreat phases"), problems);
    }

    @ParameterizedTest(name = "[{index}] {1}")
    @CsvSource(delimiter = '|', value = {
        "{\"phase\": \"F1901R\", \"units\": {}, \"centers\": {}} | dislodged: a retreat phase needs its dislodged units",
        "{\"units\": {}, \"centers\": {}} | phase: missing",
        "{\"phase\": \"X1901M\", \"units\": {}, \"centers\": {}} | phase: phase 'X1901M' is not of the form",
        "{\"phase\": 1901, \"units\": {}, \"centers\": {}} | phase: expected a phase such as \"S1901M\", found 1901",
        "{\"year\": \"1901\", \"units\": {}, \"centers\": {}} | year: expected a year from 0 to 999999 such as 1901 (Spring movement of that year), found \"1901\"",
        "{\"year\": 1901.5, \"units\": {}, \"centers\": {}} | year: expected a year",
        "{\"year\": -1, \"units\": {}, \"centers\": {}} | year: expected a year",
        "{\"phase\": \"S1902M\", \"year\": 1901, \"units\": {}, \"centers\": {}} | year: 1901 is not the year of the phase S1902M",
        "{\"units\": {}, \"centers\": {}} | phase: missing: expected a phase such as \"S1901M\" (or a year such as 1901",
        "{\"phase\": \"S1901M\", \"centers\": {}} | units: missing",
        "{\"phase\": \"S1901M\", \"units\": {\"frnace\": []}, \"centers\": {}} | unknown power frnace (powers: AUSTRIA, ENGLAND",
        "{\"phase\": \"S1901M\", \"units\": {\"FRANCE\": [\"A STP/NC\"]}, \"centers\": {}} | an army does not stand on a coast",
        "{\"phase\": \"S1901M\", \"units\": {\"FRANCE\": [\"PAR\"]}, \"centers\": {}} | expected a unit such as",
        "{\"phase\": \"S1901M\", \"units\": {}, \"centers\": {}, \"contested\": [\"ALB\"]} | contested: contested provinces are given only in retreat phases",
        "{\"phase\": \"F1901R\", \"units\": {\"ITALY\": [\"A ALB\"]}, \"centers\": {}, \"dislodged\": {\"AUSTRIA\": [{\"unit\": \"F TRI\", \"attackerFrom\": \"ZZZ\"}]}, \"contested\": [\"ALB\"]} | dislodged.AUSTRIA[0].attackerFrom: unknown province",
        "{\"phase\": \"F1901R\", \"units\": {\"ITALY\": [\"A ALB\"]}, \"centers\": {}, \"dislodged\": {\"AUSTRIA\": [{\"unit\": \"F TRI\"}]}, \"contested\": [\"ALB\"]} | contested[0]: ALB holds a unit",
        "[1, 2] | a position is a JSON object",
        "{\"phase\": | not valid JSON"})
    void eachKindOfProblemIsNamed(String json, String message) {
        InvalidPositionException e = assertThrows(InvalidPositionException.class, () -> PositionJson.read(MAP, json));
        assertTrue(e.getMessage().contains(message), e.getMessage());
    }
}
