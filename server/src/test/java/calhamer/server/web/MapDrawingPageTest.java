package calhamer.server.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import calhamer.maps.io.BundledMaps;
import calhamer.server.http.ServerHarness;
import calhamer.server.web.BoardLabels.Mark;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.openqa.selenium.By;
import org.openqa.selenium.support.ui.Select;

/**
 * Every bundled map ({@link BundledMaps#NAMES}), drawn by the real page in headless Chromium at three window sizes,
 * read back from the DOM: at the first fit every province label is inside the window and no two of them overlap
 * (their {@code getBoundingClientRect} boxes); on a map whose layout the server computed, no coast label or centre
 * ring overlaps a label or another ring either. Both hold in canvas units by construction (the layout's own tests);
 * this checks them where they are seen, with the browser's fonts. {@code -Dcalhamer.extraMaps=DIR} uploads the map
 * files in DIR ({@code *.json}) and checks them too.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class MapDrawingPageTest {
    /** The window sizes checked: a small laptop, a common one, full HD. */
    static final List<int[]> SIZES = List.of(new int[] {1280, 800}, new int[] {1400, 900}, new int[] {1920, 1080});

    private ServerHarness http;
    private Browser browser;
    private int[] size;

    private List<String> maps;

    @BeforeAll
    void start(@TempDir Path data) {
        browser = Browser.start();
        http = new ServerHarness(data);
        maps = new ArrayList<>(BundledMaps.NAMES);
        maps.addAll(uploadExtraMaps(http));
    }

    /** @return the ids of the map files in the directory {@code -Dcalhamer.extraMaps} names, uploaded; none without */
    static List<String> uploadExtraMaps(ServerHarness http) {
        String dir = System.getProperty("calhamer.extraMaps", "");
        if (dir.isEmpty()) {
            return List.of();
        }
        List<String> ids = new ArrayList<>();
        try (Stream<Path> files = Files.list(Path.of(dir))) {
            for (Path f : files.filter(f -> f.toString().endsWith(".json")).sorted().toList()) {
                String json = Files.readString(f);
                String id = new ObjectMapper().readTree(json).get("id").asText();
                assertEquals(201, http.put("/maps/" + id, json).status(), f.toString());
                ids.add(id);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return ids;
    }

    @AfterAll
    void stop() {
        if (browser != null) {
            browser.close();
        }
        if (http != null) {
            http.close();
        }
    }

    Stream<Arguments> mapsAndSizes() {
        return SIZES.stream().flatMap(s -> maps.stream().map(id -> Arguments.of(id, s[0], s[1])));
    }

    /** Shows a map the page lists, at its first fit. */
    static void show(Browser browser, String id) {
        Select maps = new Select(browser.driver().findElement(By.id("map-select")));
        if (!id.equals(maps.getFirstSelectedOption().getAttribute("value"))) {
            maps.selectByValue(id);
            browser.idle();
        }
        assertEquals(id, browser.js("return location.hash.slice(5)"));
    }

    @ParameterizedTest(name = "{0} at {1}×{2}")
    @MethodSource("mapsAndSizes")
    void theWholeBoardShowsAndNoTwoLabelsOverlap(String id, int width, int height) {
        if (size == null || size[0] != width || size[1] != height) {
            size = new int[] {width, height};
            browser.viewport(width, height);
            browser.driver().get("about:blank");
            browser.driver().get(http.uri("/").toString() + "#map=" + id);
            browser.idle();
        }
        show(browser, id);
        List<Mark> marks = BoardLabels.read(browser);
        long provinces = http.get("/maps/" + id).body().get("provinces").size();
        assertEquals(provinces, marks.stream().filter(m -> m.kind().equals("label")).count());
        Map<?, ?> window = (Map<?, ?>) browser.js("return {w: window.innerWidth, h: window.innerHeight}");
        double w = ((Number) window.get("w")).doubleValue();
        double h = ((Number) window.get("h")).doubleValue();
        List<Mark> outside = marks.stream().filter(m -> m.kind().equals("label") && !m.inside(w, h)).toList();
        assertTrue(outside.isEmpty(), id + ": labels outside the " + w + " × " + h + " window: " + outside);
        List<String> overlaps = BoardLabels.overlaps(marks, List.of("label"));
        assertTrue(overlaps.isEmpty(), id + ": " + overlaps.size() + " overlapping labels, e.g. "
                + overlaps.subList(0, Math.min(5, overlaps.size())));
        if (http.get("/maps/" + id).body().get("layout").path("computed").asBoolean()) {
            List<String> all = BoardLabels.overlaps(marks, List.of("label", "coast label", "centre"));
            assertTrue(all.isEmpty(), id + ": " + all.size() + " overlapping labels and rings, e.g. "
                    + all.subList(0, Math.min(5, all.size())));
        }
    }
}
