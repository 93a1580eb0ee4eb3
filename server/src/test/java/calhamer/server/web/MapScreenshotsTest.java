package calhamer.server.web;

import calhamer.maps.io.BundledMaps;
import calhamer.server.http.ServerHarness;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;

/**
 * Not a test but the tool that draws {@code docs/img/map-<id>.png}: a screenshot of the page's board section (the
 * board at its first fit, its tools and its legend) showing each bundled map in a 1400 × 900 window. It runs only
 * when asked, with the directory to write to: {@code mvn -B -ntp -pl server -am verify -Dtest=MapScreenshotsTest -Dsurefire.failIfNoSpecifiedTests=false
 * -Dcalhamer.mapScreenshots=$PWD/docs/img} ({@code server/tools/screenshots.sh} runs it with the page's other
 * screenshots). {@code -Dcalhamer.extraMaps=DIR} uploads the map files in DIR and draws them too.
 */
class MapScreenshotsTest {
    @Test
    @EnabledIfSystemProperty(named = "calhamer.mapScreenshots", matches = ".+")
    void screenshotEveryBundledMap(@TempDir Path data) {
        Path dir = Path.of(System.getProperty("calhamer.mapScreenshots"));
        try (Browser browser = Browser.start(); ServerHarness http = new ServerHarness(data)) {
            List<String> maps = new ArrayList<>(BundledMaps.NAMES);
            maps.addAll(MapDrawingPageTest.uploadExtraMaps(http));
            browser.viewport(1400, 900);
            browser.driver().get(http.uri("/").toString() + "#map=" + maps.get(0));
            browser.idle();
            for (String id : maps) {
                MapDrawingPageTest.show(browser, id);
                Browser.screenshot(browser.driver().findElement(By.id("board-section")), dir, "map-" + id);
            }
        }
    }
}
