package calhamer.server.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import calhamer.maps.dpjudge.Mutations;
import calhamer.maps.dpjudge.Mutations.Mutation;
import calhamer.maps.dpjudge.SharedVariants;
import calhamer.server.http.ServerHarness.Answer;
import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.net.http.HttpRequest;
import java.nio.file.Files;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@code PUT /maps/{id}} with a DPjudge {@code .map} file as the body (text/x-dpjudge-map or text/plain): a good file
 * is stored as JSON and served; a broken one is a 422 naming the line and what is wrong, and nothing is stored.
 */
class DpjudgeUploadEndpointTest extends SharedServerTest {

    static List<Mutation> singleFile() {
        return Mutations.singleFile();
    }

    private static Answer upload(String id, String text, String type) {
        return http.send(HttpRequest.newBuilder(http.uri("/maps/" + id)).header("Content-Type", type)
                .PUT(HttpRequest.BodyPublishers.ofString(text)).build());
    }

    private static void assertNamesLine(Answer a, int line, String words) {
        assertEquals(422, a.status(), String.valueOf(a.body()));
        assertTrue(a.contentType().startsWith("application/problem+json"), a.contentType());
        boolean named = false;
        for (JsonNode e : a.body().get("errors")) {
            named |= e.get("field").asText().equals("line " + line) && e.get("message").asText().contains(words);
        }
        assertTrue(named, "line " + line + " saying '" + words + "' in " + a.body());
        assertFalse(a.raw().body().contains("at calhamer."), "no stack trace leaves the server");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("singleFile")
    void aBrokenMapFileIs422NamingTheLineAndIsNotStored(Mutation m) {
        assertNamesLine(upload("broken", m.text(), "text/x-dpjudge-map"), m.line(), m.words());
        assertEquals(404, http.get("/maps/broken").status(), "nothing is stored");
        assertFalse(Files.exists(data.resolve("maps/broken.json")));
    }

    @Test
    void aGoodMapFileIsStoredAsJsonAndServed() {
        Answer created = upload("tiny-dp", Mutations.TINY, "text/x-dpjudge-map");
        assertEquals(201, created.status(), String.valueOf(created.body()));
        assertEquals(4, created.body().get("provinces").asInt());
        assertTrue(Files.isRegularFile(data.resolve("maps/tiny-dp.json")));
        JsonNode map = http.get("/maps/tiny-dp").body();
        assertEquals("tiny-dp", map.get("id").asText());
        assertEquals("SPL/SC", map.get("fleetAdjacency").get("LND").get(1).asText());
        assertEquals(200, upload("tiny-dp", Mutations.TINY, "text/plain; charset=utf-8").status(), "replaced");
        assertEquals(204, http.delete("/maps/tiny-dp").status());
    }

    @Test
    void aVariantUploadedIsTheBundledVariant() throws IOException {
        String text = Files.readString(SharedVariants.file("ancmed"));
        assertEquals(201, upload("my-ancmed", text, "text/x-dpjudge-map").status());
        JsonNode uploaded = http.get("/maps/my-ancmed").body();
        JsonNode bundled = http.get("/maps/ancmed").body();
        for (String field : List.of("powers", "provinces", "armyAdjacency", "fleetAdjacency", "start")) {
            assertEquals(bundled.get(field), uploaded.get(field), field);
        }
        assertEquals(204, http.delete("/maps/my-ancmed").status());
    }

    @Test
    void inheritanceIsRefusedInUploadsPointingToTheCommandLine() throws IOException {
        String text = Files.readString(SharedVariants.file("standard_fleet_rome"));
        Answer a = upload("fleet-rome", text, "text/x-dpjudge-map");
        assertNamesLine(a, 1, "calhamer map import");
        assertTrue(a.body().get("detail").asText().contains("line 1"), a.body().toString());
        assertEquals(404, http.get("/maps/fleet-rome").status());
    }

    @Test
    void bundledIdsEmptyBodiesAndOtherTypesAreRefused() {
        assertEquals(403, upload("ancmed", Mutations.TINY, "text/x-dpjudge-map").status());
        assertEquals(400, upload("empty", "  \n", "text/x-dpjudge-map").status());
        Answer xml = upload("xml", Mutations.TINY, "application/xml");
        assertEquals(415, xml.status());
        assertTrue(xml.body().get("detail").asText().contains("text/x-dpjudge-map"), xml.body().toString());
    }
}
