package calhamer.server.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import calhamer.server.http.ServerHarness;
import java.io.IOException;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
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
