package calhamer.adjudicator.position;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import calhamer.adjudicator.Adjudicator;
import calhamer.adjudicator.RandomGames;
import calhamer.maps.DiplomacyMap;
import calhamer.maps.io.BundledMaps;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The position JSON form: the example of the issue, round trips, and every problem of a malformed position named. */
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
     * The plain reader reads every position of random games (movement, retreat and adjustment) as the full reader
     * does, and leaves anything irregular to it.
     */
    @Test
    void thePlainReaderReadsWhatTheFullReaderReadsOrNothing() {
        Adjudicator adjudicator = new Adjudicator(MAP);
        int[] plain = new int[PhaseType.values().length];
        RandomGames.play(adjudicator, 11L, 40, 1908, 0.6, phase -> {
            String json = PositionJson.write(phase.position());
            Position read = plain(json);
            assertEquals(PositionJson.read(MAP, json), read, json);
            assertEquals(phase.position(), read, json);
            plain[phase.position().phase().type().ordinal()]++;
        });
        String counts = "positions read by type " + List.of(PhaseType.values()) + ": " + Arrays.toString(plain);
        for (PhaseType type : PhaseType.values()) {
            assertTrue(plain[type.ordinal()] >= 5, counts);
        }
        String units = "\"units\": {\"FRANCE\": [\"A PAR\"]}";
        String centers = "\"centers\": {\"FRANCE\": [\"PAR\"]}";
        assertEquals(PositionJson.read(MAP, "{\"phase\": \"s1901m\", " + units + ", " + centers + "}"),
                plain("{\"phase\": \"s1901m\", " + units + ", " + centers + "}"));
        for (String odd : List.of(
                "{\"phase\": \"S1901M\", " + units + "}",
                "{\"phase\": \"S1901M\", " + units + ", " + centers + ", \"contested\": []}",
                "{\"phase\": \"S1901M\", " + units + ", " + units + ", " + centers + "}",
                "{\"phase\": \"S1901M\", \"units\": {\"FRANCE\": [\"A PAR\"], \"FRANCE\": []}, " + centers + "}",
                "{\"phase\": \"S1901M\", \"units\": {\"FRANCE\": [\"A  PAR\"]}, " + centers + "}",
                "{\"phase\": \"S1901M\", \"units\": {\"FRANCE\": [\"A Paris\"]}, " + centers + "}",
                "{\"phase\": \"S1901M\", \"units\": {\"FRANCE\": [\"F PAR\"]}, " + centers + "}",
                "{\"phase\": \"S1901M\", \"units\": {\"FRANCE\": [\"A PAR\", \"F PAR\"]}, " + centers + "}",
                "{\"phase\": \"S1901M\", " + units + ", \"centers\": {\"FRANCE\": [\"BUR\"]}}",
                "{\"phase\": \"S1901M\", " + units + ", \"centers\": {\"FRANCE\": [\"PAR\", \"PAR\"]}}",
                "{\"phase\": \"S1901X\", " + units + ", " + centers + "}",
                "{\"phase\": 1901, " + units + ", " + centers + "}",
                "{\"phase\": \"S1901M\", \"units\": {\"ATLANTIS\": []}, " + centers + "}",
                "{\"phase\": \"S1901M\", \"units\": {\"FRANCE\": [7]}, " + centers + "}",
                "[]")) {
            assertNull(plain(odd), odd);
        }
        String dislodged = "\"dislodged\": {\"ITALY\": [{\"unit\": \"A BUR\", \"attackerFrom\": \"MAR\"}]}";
        String retreat = "{\"phase\": \"F1901R\", " + units + ", " + centers + ", ";
        assertEquals(PositionJson.read(MAP, retreat + dislodged + ", \"contested\": [\"PIC\", \"pic\"]}"),
                plain(retreat + dislodged + ", \"contested\": [\"PIC\", \"pic\"]}"));
        assertEquals(PositionJson.read(MAP, retreat + dislodged + "}"), plain(retreat + dislodged + "}"));
        for (String odd : List.of(
                "{\"phase\": \"S1901M\", " + units + ", " + centers + ", " + dislodged + "}",
                "{\"phase\": \"F1901R\", " + units + ", " + centers + "}",
                retreat + "\"dislodged\": {}}",
                retreat + "\"dislodged\": {\"ITALY\": []}}",
                retreat + "\"dislodged\": {\"ITALY\": [\"A BUR\"]}}",
                retreat + "\"dislodged\": {\"ITALY\": [{\"attackerFrom\": \"MAR\"}]}}",
                retreat + "\"dislodged\": {\"ITALY\": [{\"unit\": \"A BUR\", \"from\": \"MAR\"}]}}",
                retreat + "\"dislodged\": {\"ITALY\": [{\"unit\": \"A BUR\", \"attackerFrom\": \"XYZ\"}]}}",
                retreat + "\"dislodged\": {\"ITALY\": [{\"unit\": \"A BUR\", \"attackerFrom\": 3}]}}",
                retreat + "\"dislodged\": {\"ITALY\": [{\"unit\": \"A  BUR\"}]}}",
                retreat + "\"dislodged\": {\"ITALY\": [{\"unit\": \"A ADR\"}]}}",
                retreat + "\"dislodged\": {\"ITALY\": [{\"unit\": \"A BUR\", \"unit\": \"A GAS\"}]}}",
                retreat + "\"dislodged\": {\"ITALY\": [{\"unit\": \"A BUR\"}], \"GERMANY\": [{\"unit\": \"F BUR\"}]}}",
                retreat + dislodged + ", \"contested\": [\"PAR\"]}",
                retreat + dislodged + ", \"contested\": [\"XYZ\"]}",
                retreat + dislodged + ", \"contested\": \"PIC\"}",
                retreat + dislodged + ", " + dislodged + "}")) {
            assertNull(plain(odd), odd);
        }
    }

    private static Position plain(String json) {
        try (JsonParser parser = new JsonFactory().createParser(json)) {
            parser.nextToken();
            return PositionJson.readPlain(MAP, parser);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
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

    @Test
    void aMalformedPositionIsRefusedWithEveryProblemNamed() {
        String json = "{\"phase\": \"S1901M\", \"units\": {\"FRANCE\": [\"A PAR\", \"A XYZ\", \"F SPA/EC\","
                + " \"F MUN\", \"A MAO\", \"F STP\"], \"GERMANY\": [\"A PAR\"], \"SPAIN\": [\"A MAD\"]},"
                + " \"centers\": {\"FRANCE\": [\"BUR\", \"PAR\"], \"GERMANY\": [\"PAR\"]}, \"dislodged\":"
                + " {\"FRANCE\": [{\"unit\": \"A BUR\"}]}, \"weather\": \"rain\"}";
        InvalidPositionException e = assertThrows(InvalidPositionException.class, () -> PositionJson.read(MAP, json));
        List<String> problems = e.problems().stream().map(PositionProblem::toString).toList();
        assertEquals(List.of(
                "weather: unknown field (expected phase, units, centers, dislodged, contested)",
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
        "{\"phase\": \"S1901M\", \"centers\": {}} | units: missing",
        "{\"phase\": \"S1901M\", \"units\": {\"france\": []}, \"centers\": {}} | (powers are upper case: FRANCE)",
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
