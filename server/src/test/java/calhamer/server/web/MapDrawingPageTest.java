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
 * read back from the DOM: at the first fit the whole board shows (every province's shape inside the window and the
 * board, no land province cut by the board's edge), every province label is inside the window, and no label, coast
 * label or centre ring overlaps another (their {@code getBoundingClientRect} boxes); every power's colour stands
 * apart from the others and from the map's own colours. The overlaps are excluded in canvas units too (the layouts'
 * own tests: computed by construction, the maps' own by BundledLayoutTest); this checks them where they are seen,
 * with the browser's fonts. {@code -Dcalhamer.extraMaps=DIR} uploads the map files in DIR ({@code *.json}) and
 * checks them too.
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
        List<String> all = BoardLabels.overlaps(marks, List.of("label", "coast label", "centre"));
        assertTrue(all.isEmpty(), id + ": " + all.size() + " overlapping labels and rings, e.g. "
                + all.subList(0, Math.min(5, all.size())));
        List<Object> cut = browser.jsList(WHOLE_BOARD);
        assertTrue(cut.isEmpty(), id + " at " + width + " × " + height + ": not the whole board: " + cut);
        Map<?, ?> colours = (Map<?, ?>) browser.js(COLOURS);
        assertTrue(((Number) colours.get("powers")).doubleValue() >= 25, id + ": two powers' colours alike: " + colours);
        assertTrue(((Number) colours.get("map")).doubleValue() >= 30,
                id + ": a power's colour like the map's own: " + colours);
    }

    /**
     * The provinces not wholly shown at the first fit: a shape outside the window or the board, a land province's
     * shape touching the edge of the drawn world (cut off there; a sea may run to it, the open sea goes on), a zoom.
     */
    private static final String WHOLE_BOARD = """
            const svg = document.getElementById('board');
            const view = svg.getBoundingClientRect();
            const vb = svg.viewBox.baseVal;
            const out = [];
            const transform = svg.querySelector('g.viewport').getAttribute('transform');
            if (transform && transform !== 'translate(0,0) scale(1)') out.push('zoomed: ' + transform);
            for (const g of svg.querySelectorAll('g.province')) {
              const cell = g.querySelector('path.cell');
              const r = cell.getBoundingClientRect();
              if (r.left < -0.5 || r.top < -0.5 || r.right > innerWidth + 0.5 || r.bottom > innerHeight + 0.5)
                out.push(g.dataset.province + ' outside the window');
              if (r.left < view.left - 0.5 || r.top < view.top - 0.5 || r.right > view.right + 0.5
                  || r.bottom > view.bottom + 0.5) out.push(g.dataset.province + ' outside the board');
              const b = cell.getBBox();
              if (!g.classList.contains('terrain-sea') && (b.x < vb.x + 1 || b.y < vb.y + 1
                  || b.x + b.width > vb.x + vb.width - 1 || b.y + b.height > vb.y + vb.height - 1))
                out.push(g.dataset.province + ' cut by the edge');
            }
            return out;""";

    /**
     * The least CIELAB distance (CIE76) between two powers' colours (the legend's swatches), and between a power's
     * colour and one of the map's own: the cells' fills, the board's background, the seas' nodes, the coasts' dots.
     */
    private static final String COLOURS = """
            const distance = (a, b) => {
              const p = d3.lab(a), q = d3.lab(b);
              return Math.hypot(p.l - q.l, p.a - q.a, p.b - q.b);
            };
            const powers = [...document.querySelectorAll('#legend [data-power-colour]')]
              .map(e => [e.dataset.powerColour, getComputedStyle(e).backgroundColor]);
            const board = document.getElementById('board');
            const own = new Set([getComputedStyle(board).backgroundColor,
              ...[...board.querySelectorAll('path.cell')].map(c => c.getAttribute('fill')),
              ...[...board.querySelectorAll('circle.node')].map(c => c.getAttribute('fill')),
              ...[...board.querySelectorAll('g.coast circle')].map(c => getComputedStyle(c).fill)]);
            const least = {powers: Infinity, map: Infinity, pair: '', near: ''};
            powers.forEach(([p, c], i) => {
              powers.slice(i + 1).forEach(([q, d]) => {
                if (distance(c, d) < least.powers) Object.assign(least, {powers: distance(c, d), pair: p + '/' + q});
              });
              own.forEach(m => {
                if (distance(c, m) < least.map) Object.assign(least, {map: distance(c, m), near: p + '/' + m});
              });
            });
            return Object.assign(least, {count: powers.length, own: [...own]});""";
}
