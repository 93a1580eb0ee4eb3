package calhamer.server.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import calhamer.server.http.ServerHarness;
import java.io.IOException;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The page's files over HTTP: the page at /, its scripts, d3 from its WebJar, entity tags, and refusals. */
class StaticAssetsTest {
    @TempDir
    static Path data;
    static ServerHarness http;
    private static final HttpClient CLIENT = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();

    @BeforeAll
    static void start() {
        http = new ServerHarness(data);
    }

    @AfterAll
    static void stop() {
        http.close();
    }

    private static HttpResponse<String> get(String path, String ifNoneMatch) throws IOException, InterruptedException {
        HttpRequest.Builder b = HttpRequest.newBuilder(http.uri(path)).GET();
        if (ifNoneMatch != null) {
            b.header("If-None-Match", ifNoneMatch);
        }
        return CLIENT.send(b.build(), HttpResponse.BodyHandlers.ofString());
    }

    private static String type(HttpResponse<String> r) {
        return r.headers().firstValue("Content-Type").orElse("");
    }

    @Test
    void thePageIsServedAtTheRootAndCallsItsScripts() throws Exception {
        HttpResponse<String> page = get("/", null);
        assertEquals(200, page.statusCode());
        assertTrue(type(page).startsWith("text/html"), type(page));
        assertTrue(page.body().contains("/webjars/d3/dist/d3.min.js") && page.body().contains("/web/js/app.js"));
        for (String path : new String[] {"/web/js/app.js", "/web/js/board.js", "/web/css/page.css",
            "/webjars/d3/dist/d3.min.js", "/webjars/d3/7.9.0/dist/d3.min.js"}) {
            HttpResponse<String> r = get(path, null);
            assertEquals(200, r.statusCode(), path);
            assertTrue(type(r).startsWith(path.endsWith(".css") ? "text/css" : "text/javascript"), path + type(r));
        }
        assertTrue(get("/webjars/d3/dist/d3.min.js", null).body().contains("d3js.org"), "the d3 bundle");
    }

    /** The icon: linked from the page as SVG and ICO, and served at /favicon.ico, where browsers ask first. */
    @Test
    void theIconIsServedAndLinked() throws Exception {
        String page = get("/", null).body();
        assertTrue(page.contains("<link rel=\"icon\" href=\"/web/favicon.svg\" type=\"image/svg+xml\">"), page);
        assertTrue(page.contains("<link rel=\"icon\" href=\"/favicon.ico\""), page);
        HttpResponse<String> svg = get("/web/favicon.svg", null);
        assertEquals(200, svg.statusCode());
        assertEquals("image/svg+xml", type(svg));
        assertTrue(svg.body().startsWith("<svg xmlns=\"http://www.w3.org/2000/svg\""), svg.body());
        HttpResponse<byte[]> ico = CLIENT.send(HttpRequest.newBuilder(http.uri("/favicon.ico")).GET().build(),
                HttpResponse.BodyHandlers.ofByteArray());
        assertEquals(200, ico.statusCode());
        assertEquals("image/x-icon", ico.headers().firstValue("Content-Type").orElse(""));
        byte[] b = ico.body();
        assertEquals(List.of(0, 0, 1, 0, 3), List.of(b[0] & 0xff, b[1] & 0xff, b[2] & 0xff, b[3] & 0xff, b[4] & 0xff),
                "an icon file of three images");
        for (int i = 0; i < 3; i++) {
            int size = b[6 + 16 * i] & 0xff;
            int offset = java.nio.ByteBuffer.wrap(b, 6 + 16 * i + 12, 4).order(java.nio.ByteOrder.LITTLE_ENDIAN).getInt();
            assertEquals(List.of(16, 32, 48).get(i), size);
            assertEquals("\u0089PNG", new String(b, offset, 4, java.nio.charset.StandardCharsets.ISO_8859_1),
                    "a PNG image of " + size + " pixels");
        }
        String etag = ico.headers().firstValue("ETag").orElseThrow();
        assertEquals(304, get("/favicon.ico", etag).statusCode());
    }

    @Test
    void unchangedFilesAnswer304() throws Exception {
        HttpResponse<String> first = get("/web/js/app.js", null);
        String etag = first.headers().firstValue("ETag").orElseThrow();
        assertEquals("no-cache", first.headers().firstValue("Cache-Control").orElseThrow());
        assertEquals(304, get("/web/js/app.js", etag).statusCode());
        assertEquals(200, get("/web/js/app.js", "\"other\"").statusCode());
    }

    @Test
    void missingFilesAndPathsOutsideThePageAre404Problems() throws Exception {
        for (String path : new String[] {"/web/js/none.js", "/webjars/d3/dist/none.js", "/webjars/nothing/x.js",
            "/web/.hidden", "/web/js/..%2F..%2Fcalhamer%2Fserver%2Fopenapi.json", "/webjars/..%2Fpom.xml"}) {
            HttpResponse<String> r = get(path, null);
            assertEquals(404, r.statusCode(), path);
            assertTrue(type(r).startsWith("application/problem+json"), path + " " + type(r));
        }
        StaticAssets assets = new StaticAssets();
        assertTrue(assets.page("../calhamer/server/openapi.json").isEmpty());
        assertTrue(assets.page("").isEmpty());
        assertTrue(assets.webJar("d3/../../../calhamer/server/openapi.json").isEmpty());
        assertTrue(assets.webJar("d3").isEmpty());
        assertTrue(assets.webJar("d3/7.9.0/dist").isEmpty(), "no folder listings");
        assertTrue(assets.page("js").isEmpty());
    }
}
