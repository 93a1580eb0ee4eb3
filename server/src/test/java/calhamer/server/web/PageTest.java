package calhamer.server.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import calhamer.server.http.ServerHarness;
import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.support.ui.Select;

/**
 * The browser page end to end: the real server on a free port, the real page in headless Chromium, driven as a person
 * would (clicks, typing, keys) and checked against what the JSON API says. Screenshots of the main states go to
 * {@code target/screenshots} (or {@code -Dcalhamer.screenshots=DIR}; the README's come from here).
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class PageTest {
    private Path data;
    private ServerHarness http;
    private Browser browser;

    @BeforeAll
    void start(@TempDir Path dir) {
        data = dir;
        browser = Browser.start();
        http = new ServerHarness(data);
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

    private void open(int width, int height) {
        browser.viewport(width, height);
        browser.driver().get(http.uri("/").toString());
        browser.idle();
    }

    private long count(String css) {
        return ((Number) browser.js("return document.querySelectorAll(arguments[0]).length", css)).longValue();
    }

    private WebElement byId(String id) {
        return browser.driver().findElement(By.id(id));
    }

    private void select(String id, String value) {
        new Select(byId(id)).selectByValue(value);
        browser.idle();
    }

    /** Clicks the board where a province's (or coast's) point is drawn, as a mouse would. */
    private void clickAt(String province) {
        WebElement at = browser.driver().findElement(province.contains("/")
                ? By.cssSelector("g.coast[data-coast='" + province + "'] circle")
                : By.cssSelector("circle.node[data-node='" + province + "']"));
        new Actions(browser.driver()).moveToElement(at).click().perform();
        browser.idle();
    }

    private void click(String id) {
        byId(id).click();
        browser.idle();
    }

    private String text(String id) {
        return byId(id).getText();
    }

    private String orders() {
        return (String) browser.js("return document.getElementById('orders-text').value");
    }

    private void setText(String id, String value) {
        browser.js("const e = document.getElementById(arguments[0]); e.value = arguments[1];"
                + " e.dispatchEvent(new Event('input'));", id, value);
    }

    private void loadPosition(String json) {
        setText("position-text", json);
        click("load-position");
    }

    /** A script's answer of {@code key=value} texts as a map. */
    private Map<String, String> pairs(String script) {
        Map<String, String> out = new HashMap<>();
        for (Object o : browser.jsList(script)) {
            String s = (String) o;
            out.put(s.substring(0, s.indexOf('=')), s.substring(s.indexOf('=') + 1));
        }
        return out;
    }

    /** data-order → data-outcome of every arrow drawn. */
    private Map<String, String> arrows() {
        return pairs("return [...document.querySelectorAll('#board g.order')]"
                + ".map(g => g.dataset.order + '=' + g.dataset.outcome)");
    }

    private String arrowAttribute(String order, String script) {
        return (String) browser.js("const g = [...document.querySelectorAll('#board g.order')]"
                + ".find(g => g.dataset.order === arguments[0]); " + script, order);
    }

    @Test
    void theStandardBoardShowsItsProvincesUnitsAndCentres() {
        open(1280, 800);
        assertEquals(75, count("#board g.province"));
        assertEquals(22, count("#board g.unit"));
        assertEquals(34, count("#board circle.centre"));
        assertEquals(22, count("#board circle.home"));
        assertEquals(6, count("#board g.coast"), "the six named coasts");
        assertEquals(19, ((Number) browser.js("return [...document.querySelectorAll('#board g.province.terrain-sea')]"
                + ".filter(g => g.querySelector('path.cell').getAttribute('fill') === '#b9d7ee').length")).intValue());
        assertEquals(22, count("#board circle.centre:not([data-owner=''])"), "the 22 home centres are owned");
        assertEquals(Set.of("A VIE", "A BUD", "F TRI"), Set.copyOf(browser.jsList(
                "return [...document.querySelectorAll('#board g.unit[data-power=AUSTRIA]')].map(u => u.dataset.unit)")));
        assertEquals("S1901M", text("phase"));
        String label = browser.driver().findElement(By.cssSelector("g.province[data-province=STP]"))
                .getAttribute("aria-label");
        assertTrue(label.contains("St Petersburg") && label.contains("coasts NC and SC")
                && label.contains("home of RUSSIA") && label.contains("RUSSIA fleet on the SC coast"), label);
        browser.screenshot("board");
    }

    @Test
    void aDatcCaseIsAdjudicatedWithArrowsColouredByOutcomeAndTheRetreatIsPlayed() {
        open(1280, 800);
        // DATC 6.D.9, "support to move on holding unit not allowed": F TRI is dislodged, A TRI is not there to support.
        loadPosition("""
                {"phase": "S1901M", "units": {"ITALY": ["A VEN", "A TYR"], "AUSTRIA": ["F ALB", "F TRI"]},
                 "centers": {}}""");
        byId("orders-text").sendKeys("A VEN - TRI\nA TYR S A VEN - TRI\nF ALB S A TRI - SER\nF TRI H");
        assertEquals(Map.of("A VEN - TRI", "PENDING", "A TYR S A VEN - TRI", "PENDING", "F ALB S A TRI - SER",
                "PENDING", "F TRI H", "PENDING"), arrows(), "typed orders are drawn before adjudication");
        click("adjudicate");
        assertEquals(Map.of("A VEN - TRI", "SUCCEEDED", "A TYR S A VEN - TRI", "SUCCEEDED",
                "F ALB S A TRI - SER", "VOID", "F TRI H", "DISLODGED"), arrows());
        String green = arrowAttribute("A VEN - TRI", "return g.querySelector('path.arrow').getAttribute('stroke')");
        assertEquals(green, arrowAttribute("A TYR S A VEN - TRI",
                "return g.querySelector('path.arrow').getAttribute('stroke')"));
        Set<String> colours = new HashSet<>();
        for (String order : List.of("A VEN - TRI", "F ALB S A TRI - SER", "F TRI H")) {
            colours.add(arrowAttribute(order, "return g.querySelector('path.arrow').getAttribute('stroke')"));
        }
        assertEquals(3, colours.size(), "succeeded, void and dislodged are three colours");
        for (String order : List.of("A VEN - TRI", "A TYR S A VEN - TRI", "F ALB S A TRI - SER")) {
            String from = order.substring(2, 5);
            assertEquals(browser.js("const c = document.querySelector(\"circle.node[data-node='\" + arguments[0] + \"']\");"
                    + " return c.getAttribute('cx') + ',' + c.getAttribute('cy')", from),
                    arrowAttribute(order, "return g.querySelector('path.arrow').getAttribute('d')"
                            + ".match(/^M([-0-9.]+,[-0-9.]+)/)[1]"), order + " starts at its unit");
        }
        assertTrue(arrowAttribute("F TRI H", "return g.querySelector('title').textContent")
                .contains("dislodged by the unit from VEN"), "the reason on hover");
        assertEquals(1, count("#board [data-dislodged=TRI]"), "the dislodged unit is marked");
        assertTrue(text("results").contains("F TRI dislodged from VEN"), text("results"));
        click("zoom-orders");
        browser.screenshot("adjudication");
        click("zoom-reset");

        click("next-phase");
        assertEquals("S1901R", text("phase"));
        assertEquals(1, count("#board g.unit.dislodged[data-unit='F TRI']"));
        clickAt("TRI");
        clickAt("ADR");
        assertEquals("F TRI R ADR", orders().trim());
        click("zoom-orders");
        browser.screenshot("retreat");
        click("zoom-reset");
        click("adjudicate");
        assertEquals(Map.of("F TRI R ADR", "SUCCEEDED"), arrows());
        click("next-phase");
        assertEquals("F1901M", text("phase"));
        assertEquals(1, count("#board g.unit[data-unit='F ADR']"));
    }

    /**
     * One line naming no unit does not stop the others: every line whose power the page can tell is adjudicated (the
     * server marks an unreadable one INVALID), the rest stay out, and each bad line is marked where it stands in the
     * text box, with its reason under it, also when the box is scrolled.
     */
    @Test
    void aBatchWithBadLinesAdjudicatesTheRestAndMarksTheBadLinesInPlace() {
        open(1280, 800);
        String start = (String) browser.js("return document.getElementById('position-text').value");
        List<String> lines = List.of("A PAR - BUR", "A XXX - YYY", "F BRE - MAO", "A BUR - PAR",
                "GERMANY: A MUN - XYZ", "A MAR H", "A VIE - GAL", "A BUD - SER", "F TRI - ALB", "A VEN - XXX",
                "F LON - NTH");
        setText("orders-text", String.join("\n", lines));
        click("adjudicate");
        JsonNode expected = http.post("/maps/standard/adjudicate", "{\"position\": " + start + ", \"orders\": {"
                + "\"FRANCE\": [\"A PAR - BUR\", \"F BRE - MAO\", \"A MAR H\"], \"GERMANY\": [\"A MUN - XYZ\"],"
                + " \"AUSTRIA\": [\"A VIE - GAL\", \"A BUD - SER\", \"F TRI - ALB\"], \"ITALY\": [\"A VEN - XXX\"],"
                + " \"ENGLAND\": [\"F LON - NTH\"]}}").body();
        Map<String, String> outcomes = new HashMap<>();
        expected.get("results").forEach(r -> outcomes.put(r.get("order").asText(), r.get("outcome").asText()));
        assertEquals(outcomes, pairs("return [...document.querySelectorAll('#results-table tbody tr')]"
                + ".map(r => r.cells[1].textContent + '=' + r.cells[2].textContent.split(':')[0].toUpperCase())"),
                "every line the page could send, adjudicated as the API does");
        assertEquals("INVALID", outcomes.get("A MUN - XYZ"));
        assertEquals("INVALID", outcomes.get("A VEN - XXX"));
        outcomes.values().removeIf("INVALID"::equals);
        assertEquals(outcomes, arrows(), "an arrow for each order that names where it goes");
        assertEquals(null, byId("next-phase").getAttribute("disabled"), "the phase can go on");
        assertEquals(List.of("2", "4", "5", "10"), browser.jsList(
                "return [...document.querySelectorAll('#orders-marks .bad')].map(e => e.dataset.line)"));
        List<Object> reasons = browser.jsList("return [...document.querySelectorAll('#order-problems li')]"
                + ".map(e => e.textContent)");
        assertEquals(4, reasons.size(), reasons.toString());
        assertTrue(((String) reasons.get(0)).startsWith("Line 2 (A XXX - YYY): not sent: XXX is not a province"),
                reasons.toString());
        assertTrue(((String) reasons.get(1)).contains("Line 4 (A BUR - PAR): not sent: no unit in BUR"),
                reasons.toString());
        for (JsonNode r : expected.get("results")) {
            if (r.get("outcome").asText().equals("INVALID")) {
                assertTrue(reasons.stream().anyMatch(x -> ((String) x).endsWith(r.get("detail").asText())),
                        "the server's reason: " + r.get("detail") + " in " + reasons);
            }
        }
        assertEquals("true", byId("orders-text").getAttribute("aria-invalid"));
        assertTrue(text("status").contains("4 bad lines marked in the orders (2 not sent)"), text("status"));
        assertMarksOnTheirLines();
        browser.js("const t = document.getElementById('orders-text'); t.scrollTop = t.scrollHeight;"
                + " t.dispatchEvent(new Event('scroll'))");
        assertTrue(((Number) browser.js("return document.getElementById('orders-text').scrollTop")).doubleValue() > 0,
                "the box scrolls");
        assertMarksOnTheirLines();
        browser.screenshot("bad-lines");

        setText("orders-text", "A PAR - BUR\nF BRE - MAO");
        assertEquals(0, count("#orders-marks .bad"), "the marks go with the text they were for");
        assertEquals(0, count("#order-problems li"));
        assertEquals(null, byId("orders-text").getAttribute("aria-invalid"));
    }

    /** Each marked line's band lies where the text box shows that line (its box's top, left and height). */
    private void assertMarksOnTheirLines() {
        List<Object> misplaced = browser.jsList("""
                const t = document.getElementById('orders-text');
                const s = getComputedStyle(t), box = t.getBoundingClientRect();
                const height = parseFloat(s.lineHeight);
                const top = box.top + parseFloat(s.borderTopWidth) + parseFloat(s.paddingTop) - t.scrollTop;
                const left = box.left + parseFloat(s.borderLeftWidth);
                return [...document.querySelectorAll('#orders-marks .bad')].filter(e => {
                  const r = e.getBoundingClientRect();
                  return Math.abs(r.top - (top + (e.dataset.line - 1) * height)) > 1 || Math.abs(r.height - height) > 1
                    || Math.abs(r.left - left - parseFloat(s.paddingLeft)) > 1;
                }).map(e => e.dataset.line);""");
        assertEquals(List.of(), misplaced, "marks off their lines");
    }

    /**
     * Each mode draws only what it uses, and a new view starts from the whole board: the distance mode shows no
     * order arrows (they come back with the orders mode, the distances go), switching modes and loading a position
     * reset the zoom.
     */
    @Test
    void eachModeDrawsOnlyWhatItUsesAndANewViewShowsTheWholeBoard() {
        open(1280, 800);
        String whole = zoom();
        setText("orders-text", "A PAR - BUR\nA MUN - RUH\nF BRE - MAO");
        assertEquals(3, count("#board g.order"));
        click("zoom-in");
        assertNotEquals(whole, zoom());
        select("click-mode", "distance");
        assertEquals(whole, zoom(), "a new mode starts from the whole board");
        assertEquals(0, count("#board g.order"), "no order arrows in the distance mode");
        assertFalse(text("legend").contains("succeeded"), "nor their legend");
        clickAt("PAR");
        assertEquals(75, count("#board [data-distance]"), text("status") + " / " + text("board-hint"));
        assertEquals(0, count("#board g.order"), "no arrows over the distances");
        select("click-mode", "orders");
        assertEquals(0, count("#board [data-distance]"), "the distances go with their mode");
        assertEquals(3, count("#board g.order"), "the orders come back");

        click("adjudicate");
        assertEquals(3, count("#board g.order.outcome-ok"));
        click("zoom-orders");
        assertNotEquals(whole, zoom());
        click("adjudicate");
        assertNotEquals(whole, zoom(), "an action on the same position keeps the zoom");
        click("next-phase");
        assertEquals(whole, zoom(), "a new position starts from the whole board");
        assertEquals(0, count("#board g.order"), "without the last phase's arrows");
        click("zoom-in");
        click("start-position");
        assertEquals(whole, zoom());
        click("zoom-in");
        loadPosition("{\"year\": 1901, \"units\": {\"FRANCE\": [\"A PAR\"]}, \"centers\": {}}");
        assertEquals(whole, zoom());
        assertEquals("S1901M", text("phase"), "a position with a year, as a map's start gives it");
        assertTrue(((String) browser.js("return document.getElementById('position-text').value")).contains("S1901M"));
    }

    private String zoom() {
        return (String) browser.js("return document.querySelector('#board g.viewport').getAttribute('transform')");
    }

    @Test
    void ordersAreBuiltByClickingAndByKeyboard() {
        open(1280, 800);
        clickAt("PAR");
        assertTrue(text("board-hint").contains("A PAR selected"), text("board-hint"));
        assertTrue(count("#board g.province.target") >= 4, "its legal destinations are shown");
        clickAt("BUR");
        clickAt("MAR");
        browser.driver().findElement(By.cssSelector("#order-tools button[data-mode=support]")).click();
        clickAt("PAR");
        clickAt("BUR");
        clickAt("BRE");
        browser.driver().findElement(By.cssSelector("#order-tools button[data-mode=hold]")).click();
        clickAt("STP");
        clickAt("BOT");
        assertEquals(List.of("A PAR - BUR", "A MAR S A PAR - BUR", "F BRE H", "F STP/SC - BOT"),
                List.of(orders().split("\n")));
        assertEquals("support", arrowAttribute("A MAR S A PAR - BUR", "return g.dataset.kind"));

        WebElement vienna = browser.driver().findElement(By.cssSelector("g.province[data-province=VIE]"));
        browser.js("arguments[0].focus()", vienna);
        new Actions(browser.driver()).sendKeys(Keys.ENTER).perform();
        browser.idle();
        WebElement galicia = browser.driver().findElement(By.cssSelector("g.province[data-province=GAL]"));
        browser.js("arguments[0].focus()", galicia);
        new Actions(browser.driver()).sendKeys(" ").perform();
        browser.idle();
        assertTrue(orders().contains("A VIE - GAL"), orders());

        loadPosition("""
                {"phase": "S1901M", "units": {"ENGLAND": ["F ENG", "A LON"], "FRANCE": ["A BRE"]}, "centers": {}}""");
        clickAt("ENG");
        browser.driver().findElement(By.cssSelector("#order-tools button[data-mode=convoy]")).click();
        clickAt("LON");
        clickAt("PIC");
        clickAt("LON");
        clickAt("PIC");
        assertEquals(List.of("F ENG C A LON - PIC", "A LON - PIC VIA"), List.of(orders().split("\n")));
        click("adjudicate");
        assertEquals(Map.of("F ENG C A LON - PIC", "SUCCEEDED", "A LON - PIC VIA", "SUCCEEDED"), arrows());
        assertEquals("convoy", arrowAttribute("F ENG C A LON - PIC", "return g.dataset.kind"));
    }

    @Test
    void buildsAreClickedAndAWholeGameCanBeSteppedThrough() {
        open(1280, 800);
        loadPosition("""
                {"phase": "W1901A", "units": {"FRANCE": ["A BUR"]}, "centers": {"FRANCE": ["PAR", "BRE", "MAR", "SPA"]}}""");
        clickAt("PAR");
        clickAt("BRE");
        clickAt("BRE");
        assertEquals(List.of("A PAR B", "F BRE B"), List.of(orders().split("\n")));
        click("adjudicate");
        assertEquals(Map.of("A PAR B", "SUCCEEDED", "F BRE B", "SUCCEEDED"), arrows());
        click("next-phase");
        assertEquals("S1902M", text("phase"));
        assertEquals(3, count("#board g.unit"));

        click("start-position");
        List<String> phases = new ArrayList<>(List.of(text("phase")));
        while (phases.size() < 5) {
            click("bot-all");
            click("adjudicate");
            assertFalse(byId("next-phase").getAttribute("disabled") != null, "adjudicated");
            click("next-phase");
            phases.add(text("phase"));
        }
        assertEquals("S1901M", phases.get(0));
        assertTrue(phases.contains("F1901M") && phases.stream().anyMatch(p -> p.startsWith("S1902")), phases.toString());
        assertTrue(phases.contains("W1901A"), "the bots took centres in 1901, so there are builds: " + phases);
        JsonNode units = http.post("/maps/standard/orders/legal", (String) browser.js(
                "return document.getElementById('position-text').value")).body();
        assertEquals(units.get("phase").asText(), text("phase"), "the page's position is the game's");
    }

    @Test
    void influenceColouringFollowsTheWorldsAndTheStandings() {
        open(1280, 800);
        String start = (String) browser.js("return document.getElementById('position-text').value");
        JsonNode influence = http.post("/maps/standard/influence", "{\"position\": " + start + "}").body();
        Map<String, String> terrain = fills();
        select("colouring", "leader");
        Map<String, String> leader = fills();
        assertNotEquals(terrain, leader);
        Map<String, String> legend = pairs("return [...document.querySelectorAll('[data-legend-power]')]"
                + ".map(e => e.dataset.legendPower + '=' + e.dataset.fill)");
        JsonNode worlds = influence.get("worlds");
        int led = 0;
        for (Map.Entry<String, String> e : leader.entrySet()) {
            String best = null;
            double value = 0;
            boolean tie = false;
            for (var w = worlds.fields(); w.hasNext(); ) {
                var power = w.next();
                double v = power.getValue().get(e.getKey()).asDouble();
                if (v > value) {
                    best = power.getKey();
                    value = v;
                    tie = false;
                } else if (v == value) {
                    tie = true;
                }
            }
            if (best != null && !tie) {
                assertEquals(legend.get(best), e.getValue(), e.getKey() + " is coloured by " + best);
                led++;
            } else {
                assertEquals(legend.get("shared"), e.getValue(), e.getKey() + " is shared");
            }
        }
        assertTrue(led > 0, led + " provinces have one leader");
        List<String> byStanding = new ArrayList<>();
        influence.get("standings").fields().forEachRemaining(f -> byStanding.add(f.getKey()));
        byStanding.sort((a, b) -> Double.compare(influence.get("standings").get(b).asDouble(),
                influence.get("standings").get(a).asDouble()));
        assertEquals(byStanding, browser.jsList("return [...document.querySelectorAll('#standings-table tbody tr')]"
                + ".map(r => r.dataset.power)"), "the standings beside the board, best first");
        browser.screenshot("influence");

        select("colouring", "world:FRANCE");
        Map<String, String> france = fills();
        JsonNode world = worlds.get("FRANCE");
        for (String a : france.keySet()) {
            for (String b : france.keySet()) {
                if (world.get(a).asDouble() > world.get(b).asDouble()) {
                    assertTrue(lightness(france.get(a)) <= lightness(france.get(b)),
                            "more of France's influence is darker: " + a + " vs " + b);
                }
            }
        }
    }

    private Map<String, String> fills() {
        return pairs("return [...document.querySelectorAll('#board g.province')]"
                + ".map(g => g.dataset.province + '=' + g.querySelector('path.cell').getAttribute('fill'))");
    }

    private static double lightness(String rgb) {
        Matcher m = Pattern.compile("rgb\\((\\d+), (\\d+), (\\d+)\\)").matcher(rgb);
        assertTrue(m.matches(), rgb);
        return 0.299 * Integer.parseInt(m.group(1)) + 0.587 * Integer.parseInt(m.group(2))
                + 0.114 * Integer.parseInt(m.group(3));
    }

    @Test
    void theSearchsExplanationShowsEveryPowersCandidates() {
        open(1280, 800);
        select("bot-power", "ITALY");
        select("bot-method", "search");
        click("bot-choose");
        String position = (String) browser.js("return document.getElementById('position-text').value");
        JsonNode decision = http.post("/maps/standard/orders/choose", "{\"position\": " + position
                + ", \"power\": \"ITALY\", \"options\": {\"method\": \"search\", \"depth\": 1,"
                + " \"seed\": 1}}").body();
        JsonNode powers = decision.get("explanation").get("search").get("powers");
        assertEquals(powers.size(), count("#explanation [data-power]"), "a box per power with units");
        assertEquals(powers.get(0).get("candidates").size(),
                count("#explanation [data-power='ITALY'] table.candidates tbody tr"));
        assertEquals(1, count("#explanation [data-power='ITALY'] tr[data-chosen]"), "the set played is marked");
        for (JsonNode order : decision.get("orders")) {
            assertTrue(orders().contains(order.asText()), "the chosen orders are on the board: " + order);
        }
    }

    /**
     * The matrix method's explanation for Austria's opening: a 10 × 48 and a 3 × 5 group, each a heat map with its
     * eliminations, saddle point, equilibrium and played row, drawn with contrast at its size and reordered on demand.
     */
    @Test
    void theBotsExplanationShowsEachGroupsMatrix() {
        open(1280, 800);
        select("bot-power", "AUSTRIA");
        select("bot-method", "matrix");
        click("bot-choose");
        String position = (String) browser.js("return document.getElementById('position-text').value");
        JsonNode decision = http.post("/maps/standard/orders/choose", "{\"position\": " + position
                + ", \"power\": \"AUSTRIA\", \"options\": {\"method\": \"matrix\", \"depth\": 1,"
                + " \"seed\": 1}}").body();
        JsonNode groups = decision.get("explanation").get("groups");
        assertTrue(groups.size() > 1, "Austria's units form groups: " + groups.size());
        assertEquals(List.of("10×48", "3×5"), List.of(groups.get(0).get("rows") + "×" + groups.get(0).get("columns"),
                groups.get(1).get("rows") + "×" + groups.get(1).get("columns")), "the sizes of the issue");
        assertTrue(groups.findValues("saddlePoint").stream().anyMatch(JsonNode::isNull), "one group plays mixed");
        assertEquals(groups.size(), count("#explanation svg.heatmap"));
        for (int i = 0; i < groups.size(); i++) {
            JsonNode g = groups.get(i);
            String heat = "#explanation [data-group='" + i + "'] svg.heatmap";
            assertEquals(g.get("rows").asText(), browser.js("return document.querySelector(arguments[0]).dataset.rows", heat));
            assertEquals(g.get("columns").asText(),
                    browser.js("return document.querySelector(arguments[0]).dataset.columns", heat));
            assertEquals(g.get("rows").asLong() * g.get("columns").asLong(), count(heat + " rect.hm-cell"));
            Set<String> gone = new HashSet<>();
            g.get("eliminated").forEach(x -> gone.add(x.get("player").asText() + ":" + x.get("set").asText()));
            JsonNode m = g.get("matrix");
            long greyed = 0;
            for (int r = 0; r < m.get("rows").size(); r++) {
                for (int c = 0; c < m.get("columns").size(); c++) {
                    if (gone.contains("row:" + m.get("rows").get(r).asText())
                            || gone.contains("column:" + m.get("columns").get(c).asText())) {
                        greyed++;
                    }
                }
            }
            assertEquals(greyed, count(heat + " rect.hm-cell.eliminated"), "eliminated rows and columns are greyed");
            assertEquals(g.get("saddlePoint").isNull() ? 0 : 1, count(heat + " rect.hm-saddle"));
            long mixed = 0;
            for (JsonNode w : g.get("strategy")) {
                mixed += w.get("probability").asDouble() > 0 ? 1 : 0;
            }
            assertEquals(mixed, ((Number) browser.js("return [...document.querySelectorAll(arguments[0])]"
                    + ".filter(r => +r.getAttribute('width') > 0).length", heat + " g rect.hm-prob[fill='#0b57d0']"))
                    .longValue(), "a bar for each row the equilibrium plays");
            assertEquals(1, count(heat + " [data-chosen]"), "the row played is marked");
            assertReadable(i, heat, m);
        }
        for (JsonNode order : decision.get("orders")) {
            assertTrue(orders().contains(order.asText()), "the chosen orders are on the board: " + order);
            assertEquals("PENDING", arrows().get(order.asText()));
        }
        browser.js("document.getElementById('explanation').scrollIntoView()");
        browser.screenshot("bot");
        assertOrdered(0, groups.get(0));
    }

    /**
     * A heat map with contrast at its size: every distinct value its own colour (and equal values one), from dark
     * to light; cells at least 12 px, scrolling when the matrix is wider than its box; the legend's ends are the
     * matrix's least and most values.
     */
    private void assertReadable(int group, String heat, JsonNode m) {
        Map<String, String> colourOf = new HashMap<>();
        for (Object o : browser.jsList("return [...document.querySelectorAll(arguments[0])]"
                + ".map(r => r.dataset.value + '=' + r.getAttribute('fill'))", heat + " rect.hm-cell")) {
            String[] kv = ((String) o).split("=");
            String before = colourOf.putIfAbsent(kv[0], kv[1]);
            assertTrue(before == null || before.equals(kv[1]), "one value, one colour: " + kv[0]);
        }
        Set<Double> values = new HashSet<>();
        m.get("payoffs").forEach(line -> line.forEach(v -> values.add(v.asDouble())));
        assertEquals(values.size(), colourOf.size(), "every distinct value drawn");
        assertEquals(values.size(), Set.copyOf(colourOf.values()).size(), "group " + group + ": "
                + values.size() + " distinct values, each its own colour");
        Map<?, ?> lightness = (Map<?, ?>) browser.js("const ls = [...document.querySelectorAll(arguments[0])]"
                + ".map(r => d3.lab(r.getAttribute('fill')).l); return {min: Math.min(...ls), max: Math.max(...ls)}",
                heat + " rect.hm-cell");
        assertTrue(((Number) lightness.get("max")).doubleValue() - ((Number) lightness.get("min")).doubleValue() > 50,
                "from dark to light: " + lightness);
        Map<?, ?> cell = (Map<?, ?>) browser.js("const r = document.querySelector(arguments[0]).getBoundingClientRect();"
                + " return {w: r.width, h: r.height}", heat + " rect.hm-cell");
        assertTrue(((Number) cell.get("w")).doubleValue() >= 12 && ((Number) cell.get("h")).doubleValue() >= 12,
                "cells large enough to see: " + cell);
        Map<?, ?> scroll = (Map<?, ?>) browser.js("const s = document.querySelector(arguments[0]).closest("
                + "'.heatmap-scroll'); return {scroll: s.scrollWidth, client: s.clientWidth,"
                + " svg: document.querySelector(arguments[0]).getBoundingClientRect().width}", heat);
        double svgWidth = ((Number) scroll.get("svg")).doubleValue();
        assertTrue(((Number) scroll.get("scroll")).doubleValue() >= svgWidth - 1, "the whole matrix can be scrolled to");
        String legend = "#explanation [data-group='" + group + "'] svg.heatmap-legend";
        double least = values.stream().mapToDouble(Double::doubleValue).min().orElseThrow();
        double most = values.stream().mapToDouble(Double::doubleValue).max().orElseThrow();
        assertEquals(least, Double.parseDouble((String) browser.js(
                "return document.querySelector(arguments[0]).dataset.min", legend)), 1e-12);
        assertEquals(most, Double.parseDouble((String) browser.js(
                "return document.querySelector(arguments[0]).dataset.max", legend)), 1e-12);
        List<Object> ticks = browser.jsList("return [...document.querySelectorAll(arguments[0])]"
                + ".map(t => t.textContent)", legend + " g.hm-tick text");
        assertEquals(String.format("%.3f", least), ((String) ticks.get(0)).substring(0, 5), "the least value: " + ticks);
        assertTrue(ticks.size() >= 2 && Set.copyOf(ticks).size() == ticks.size(), "ticks tell their values apart: "
                + ticks);
    }

    /**
     * Rows and columns by value (rows best first against the opponents' equilibrium, columns least first against the
     * power's) and by probability (most played first), and back as listed.
     */
    private void assertOrdered(int group, JsonNode g) {
        String heat = "#explanation [data-group='" + group + "'] svg.heatmap";
        JsonNode m = g.get("matrix");
        double[] rowP = weights(g.get("strategy"), m.get("rows"));
        double[] colP = weights(g.get("opponentStrategy"), m.get("columns"));
        select("hm-order-" + group, "value");
        List<Integer> rows = drawnOrder(heat, "hm-row", "row");
        List<Integer> columns = drawnOrder(heat, "hm-column", "column");
        for (int k = 1; k < rows.size(); k++) {
            assertTrue(expected(m, rows.get(k - 1), colP, true) >= expected(m, rows.get(k), colP, true) - 1e-12,
                    "rows by value, best first: " + rows);
        }
        for (int k = 1; k < columns.size(); k++) {
            assertTrue(expected(m, columns.get(k - 1), rowP, false)
                    <= expected(m, columns.get(k), rowP, false) + 1e-12, "columns by value, least first: " + columns);
        }
        select("hm-order-" + group, "probability");
        rows = drawnOrder(heat, "hm-row", "row");
        columns = drawnOrder(heat, "hm-column", "column");
        for (int k = 1; k < rows.size(); k++) {
            assertTrue(rowP[rows.get(k - 1)] >= rowP[rows.get(k)], "rows by probability: " + rows);
        }
        for (int k = 1; k < columns.size(); k++) {
            assertTrue(colP[columns.get(k - 1)] >= colP[columns.get(k)], "columns by probability: " + columns);
        }
        assertTrue(rowP[rows.get(0)] > 0 && colP[columns.get(0)] > 0, "the equilibrium at the top left");
        select("hm-order-" + group, "listed");
        assertEquals(java.util.stream.IntStream.range(0, m.get("rows").size()).boxed().toList(),
                drawnOrder(heat, "hm-row", "row"));
    }

    /** The matrix's rows (or columns) as drawn, top to bottom (left to right): their indices in the matrix. */
    private List<Integer> drawnOrder(String heat, String kind, String key) {
        List<Integer> out = new ArrayList<>();
        for (Object o : browser.jsList("return [...document.querySelectorAll(arguments[0])]"
                + ".sort((a, b) => { const p = a.getBoundingClientRect(), q = b.getBoundingClientRect();"
                + " return p.top - q.top || p.left - q.left; }).map(e => e.dataset[arguments[1]])",
                heat + " g." + kind, key)) {
            out.add(Integer.parseInt((String) o));
        }
        return out;
    }

    private static double[] weights(JsonNode strategy, JsonNode sets) {
        double[] out = new double[sets.size()];
        for (int k = 0; k < sets.size(); k++) {
            for (JsonNode w : strategy) {
                if (w.get("orders").asText().equals(sets.get(k).asText())) {
                    out[k] = w.get("probability").asDouble();
                }
            }
        }
        return out;
    }

    /** A row's (or column's) value against the other side's weights. */
    private static double expected(JsonNode m, int k, double[] weights, boolean row) {
        double sum = 0;
        double total = 0;
        for (int o = 0; o < weights.length; o++) {
            double v = row ? m.get("payoffs").get(k).get(o).asDouble() : m.get("payoffs").get(o).get(k).asDouble();
            sum += weights[o] * v;
            total += weights[o];
        }
        return sum / total;
    }

    @Test
    void clickingAProvinceShadesTheOthersByDistance() {
        open(1280, 800);
        select("click-mode", "distance");
        clickAt("PAR");
        JsonNode army = http.get("/maps/standard/distances?graph=army").body();
        assertDistances(army, "PAR");
        assertEquals("2", label("MUN"));
        assertEquals("–", label("NTH"), "a sea is out of an army's reach");
        browser.screenshot("distances");
        select("distance-graph", "fleet");
        clickAt("BRE");
        assertDistances(http.get("/maps/standard/distances?graph=fleet").body(), "BRE");
        assertEquals("url(#unreachable)", fills().get("PAR"), "inland provinces are out of a fleet's reach");
    }

    private String label(String province) {
        return (String) browser.js("return document.querySelector(\"#board [data-distance='\" + arguments[0] + \"']\")"
                + ".textContent", province);
    }

    private void assertDistances(JsonNode answer, String from) {
        Map<String, Integer> least = new HashMap<>();
        JsonNode vertices = answer.get("vertices");
        for (int s = 0; s < vertices.size(); s++) {
            if (!vertices.get(s).asText().split("/")[0].equals(from)) {
                continue;
            }
            for (int t = 0; t < vertices.size(); t++) {
                JsonNode d = answer.get("distances").get(s).get(t);
                if (!d.isNull()) {
                    least.merge(vertices.get(t).asText().split("/")[0], d.asInt(), Math::min);
                }
            }
        }
        pairs("return [...document.querySelectorAll('#board [data-distance]')]"
                + ".map(t => t.dataset.distance + '=' + t.textContent)").forEach((province, label) -> {
                    Integer d = least.get(province);
                    assertEquals(d == null ? "–" : d.toString(), label, province);
                });
        assertEquals(75, count("#board [data-distance]"));
    }

    @Test
    void anUploadedMapWithoutLayoutIsLaidOutAutomatically() throws IOException {
        open(1280, 800);
        Path file = data.resolve("tiny.json");
        Files.writeString(file, """
                {"id": "tiny", "name": "Tiny", "powers": ["ONE", "TWO"],
                 "provinces": [
                   {"id": "LND", "name": "Landia", "terrain": "coastal", "supplyCenter": true, "home": "ONE"},
                   {"id": "INL", "name": "Inner", "terrain": "inland", "supplyCenter": true, "home": "TWO"},
                   {"id": "SEA", "name": "Open Sea", "terrain": "sea"},
                   {"id": "SPL", "name": "Split", "terrain": "coastal", "coasts": ["NC", "SC"]}],
                 "armyAdjacency": {"LND": ["INL", "SPL"], "INL": ["LND", "SPL"], "SPL": ["LND", "INL"]},
                 "fleetAdjacency": {"LND": ["SEA", "SPL/SC"], "SEA": ["LND", "SPL/NC"], "SPL/NC": ["SEA"],
                                    "SPL/SC": ["LND"]},
                 "start": {"year": 1901, "units": {"ONE": ["F LND"], "TWO": ["A INL"]}}}""");
        byId("map-upload").sendKeys(file.toString());
        browser.idle();
        assertEquals("tiny", new Select(byId("map-select")).getFirstSelectedOption().getAttribute("value"));
        assertEquals(4, count("#board g.province"));
        assertEquals(2, count("#board g.unit"));
        assertEquals(2, count("#board g.coast"));
        List<Object> points = browser.jsList("return [...document.querySelectorAll('#board circle.node')]"
                + ".map(c => c.getAttribute('cx') + ',' + c.getAttribute('cy'))");
        assertEquals(4, Set.copyOf(points).size(), "four distinct points: " + points);
        assertTrue(text("status").contains("laid out automatically"), text("status"));
        browser.screenshot("uploaded");

        Files.writeString(file, Files.readString(file).replace("\"SEA\": [\"LND\", \"SPL/NC\"]", "\"SEA\": [\"LND\"]"));
        byId("map-upload").sendKeys(file.toString());
        browser.idle();
        assertTrue(text("status").contains("fleet adjacency is not symmetric"), text("status"));
        assertEquals("alert", byId("status").getAttribute("role"));
    }

    /** The icons the page links, and /favicon.ico where browsers look first, are served as images. */
    @Test
    void theIconsAreServed() {
        open(1280, 800);
        Object answers = ((JavascriptExecutor) browser.driver()).executeAsyncScript("""
                const done = arguments[arguments.length - 1];
                const hrefs = [...document.querySelectorAll('link[rel=icon]')].map(l => l.href);
                Promise.all([...hrefs, '/favicon.ico'].map(h => fetch(h).then(r => r.status + ' '
                  + r.headers.get('content-type')))).then(done);""");
        assertEquals(List.of("200 image/svg+xml", "200 image/x-icon", "200 image/x-icon"), answers);
    }

    @Test
    void aBadPositionIsRefusedWithTheServersReasons() {
        open(1280, 800);
        loadPosition("{\"phase\": \"S1901M\", \"units\": {\"FRANCE\": [\"A MAO\"]}, \"centers\": {}}");
        assertTrue(text("status").contains("an army cannot stand in the sea province MAO"), text("status"));
        assertEquals("S1901M", text("phase"));
        assertEquals(22, count("#board g.unit"), "nothing lost: the board keeps its position");
        loadPosition("{\"phase\": ");
        assertTrue(text("status").startsWith("The position is not JSON"), text("status"));
    }

    @Test
    void everyControlIsLabelledAndTheTabOrderRunsFromTheControlsToTheBoard() {
        open(1280, 800);
        assertEquals(List.of(), browser.jsList("return [...document.querySelectorAll('input, select, textarea')]"
                + ".filter(e => !e.labels.length && !e.getAttribute('aria-label')).map(e => e.id)"));
        assertEquals(List.of(), browser.jsList("return [...document.querySelectorAll('button')]"
                + ".filter(b => !b.textContent.trim()).map(b => b.id)"));
        assertEquals(75, count("#board g.province[aria-label][tabindex='0']"));
        browser.js("document.activeElement.blur(); window.focus()");
        List<String> stops = new ArrayList<>();
        List<String> outlines = new ArrayList<>();
        for (int i = 0; i < 14; i++) {
            new Actions(browser.driver()).sendKeys(Keys.TAB).perform();
            stops.add((String) browser.js("const e = document.activeElement; return e.id || e.dataset.province"
                    + " || e.className || e.tagName"));
            outlines.add((String) browser.js("return getComputedStyle(document.activeElement).outlineStyle"));
        }
        assertEquals(List.of("skip", "map-select", "map-upload", "colouring", "click-mode", "distance-graph",
                "show-edges", "zoom-in", "zoom-out", "zoom-orders", "zoom-reset"), stops.subList(0, 11));
        assertFalse(outlines.subList(0, 11).contains("none"), "every control shows its focus: " + outlines);
        assertTrue(stops.get(11).matches("[A-Z]{3}"), "then the board's provinces: " + stops);
        assertEquals("BAR", stops.get(11), "in reading order from the top");
        String outline = (String) browser.js("return getComputedStyle(document.activeElement.querySelector('.cell'))"
                + ".strokeWidth");
        assertEquals("3px", outline, "the focused province is outlined");
    }

    @Test
    void itFitsAt1280By800AndInANarrowWindow() {
        open(1280, 800);
        assertFalse((Boolean) browser.js("return document.documentElement.scrollWidth > window.innerWidth"));
        Map<?, ?> board = (Map<?, ?>) browser.js("const r = document.getElementById('board').getBoundingClientRect();"
                + " return {right: r.right, bottom: r.bottom, width: r.width}");
        Map<?, ?> panels = (Map<?, ?>) browser.js("const r = document.getElementById('panels').getBoundingClientRect();"
                + " return {left: r.left, top: r.top}");
        assertTrue(((Number) panels.get("left")).doubleValue() >= ((Number) board.get("right")).doubleValue(),
                "the panels are beside the board");
        assertTrue(((Number) board.get("bottom")).doubleValue() <= 800, "the whole board is in view");

        open(400, 860);
        assertFalse((Boolean) browser.js("return document.documentElement.scrollWidth > window.innerWidth"),
                "no sideways scrolling at 400 px");
        board = (Map<?, ?>) browser.js("const r = document.getElementById('board').getBoundingClientRect();"
                + " return {right: r.right, bottom: r.bottom, width: r.width}");
        panels = (Map<?, ?>) browser.js("const r = document.getElementById('panels').getBoundingClientRect();"
                + " return {left: r.left, top: r.top}");
        assertTrue(((Number) board.get("width")).doubleValue() <= 400);
        assertTrue(((Number) panels.get("top")).doubleValue() >= ((Number) board.get("bottom")).doubleValue(),
                "the panels are below the board");
        assertEquals(75, count("#board g.province"));
        clickAt("PAR");
        clickAt("BUR");
        assertEquals("A PAR - BUR", orders().trim(), "orders can be clicked on a narrow board");
        browser.screenshot("narrow");
    }
}
