package calhamer.server.web;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Assumptions;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.TakesScreenshot;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.support.ui.WebDriverWait;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Headless Chromium driven by Selenium, for the browser tests: Debian's {@code /usr/bin/chromium} and
 * {@code /usr/bin/chromedriver}, named explicitly (Selenium Manager never downloads anything), started with a fresh
 * profile and without the network calls a headless browser would otherwise stall on ({@code -Dcalhamer.chromium=...}
 * and {@code -Dcalhamer.chromedriver=...} name others). Where the two are missing the
 * tests are skipped with a loud message naming the packages; under CI ({@code CI=true}, which {@code .ci/run} runs
 * with after installing them) they fail instead.
 */
final class Browser implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(Browser.class);
    static final Path CHROMIUM = Path.of(System.getProperty("calhamer.chromium", "/usr/bin/chromium"));
    static final Path CHROMEDRIVER = Path.of(System.getProperty("calhamer.chromedriver", "/usr/bin/chromedriver"));
    private static final String MISSING = "browser tests need Debian's chromium and chromium-driver (" + CHROMIUM
            + ", " + CHROMEDRIVER + "): apt-get install -y chromium chromium-driver";

    private final ChromeDriver driver;
    private final ChromeDriverService service;
    private final Path profile;
    private final Path screenshots;

    private Browser(ChromeDriver driver, ChromeDriverService service, Path profile) {
        this.driver = driver;
        this.service = service;
        this.profile = profile;
        this.screenshots = Path.of(System.getProperty("calhamer.screenshots", "target/screenshots"));
    }

    /** Starts the browser, or skips the calling test (fails it under CI) when Chromium is not installed. */
    static Browser start() {
        if (!Files.isExecutable(CHROMIUM) || !Files.isExecutable(CHROMEDRIVER)) {
            if ("true".equalsIgnoreCase(System.getenv("CI"))) {
                Assertions.fail(MISSING);
            }
            LOG.warn("\n\n*** SKIPPED: {} ***\n", MISSING);
            Assumptions.abort(MISSING);
        }
        try {
            Path profile = Files.createTempDirectory("calhamer-chromium");
            ChromeOptions options = new ChromeOptions();
            options.setBinary(CHROMIUM.toFile());
            options.addArguments("--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                    "--disable-background-networking", "--disable-component-update", "--disable-sync",
                    "--disable-dev-shm-usage", "--hide-scrollbars", "--user-data-dir=" + profile,
                    "--window-size=1280,800");
            ChromeDriverService service = new ChromeDriverService.Builder()
                    .usingDriverExecutable(CHROMEDRIVER.toFile()).usingAnyFreePort().build();
            return new Browser(new ChromeDriver(service, options), service, profile);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    ChromeDriver driver() {
        return driver;
    }

    /** Sets the size of the page's viewport (not of the window), e.g. 1280 × 800. */
    void viewport(int width, int height) {
        driver.manage().window().setSize(new Dimension(width, height));
        long w = ((Number) js("return window.innerWidth")).longValue();
        long h = ((Number) js("return window.innerHeight")).longValue();
        driver.manage().window().setSize(new Dimension(2 * width - (int) w, 2 * height - (int) h));
    }

    Object js(String script, Object... args) {
        return ((JavascriptExecutor) driver).executeScript(script, args);
    }

    @SuppressWarnings("unchecked")
    List<Object> jsList(String script, Object... args) {
        return (List<Object>) js(script, args);
    }

    /** Waits until the page has loaded and no request of it is in flight. */
    void idle() {
        new WebDriverWait(driver, Duration.ofSeconds(30)).until(d -> Boolean.TRUE.equals(js(
                "return document.body.dataset.ready === 'true' && !document.body.hasAttribute('aria-busy')")));
    }

    /** Waits until a script answers true. */
    void until(String script, Object... args) {
        new WebDriverWait(driver, Duration.ofSeconds(30)).until(d -> Boolean.TRUE.equals(js(script, args)));
    }

    /** Saves a screenshot of the page as {@code <name>.png} in the screenshot directory. */
    Path screenshot(String name) {
        return screenshot(screenshots, name);
    }

    /** Saves a screenshot of the page as {@code <name>.png} in the directory. */
    Path screenshot(Path directory, String name) {
        return screenshot(driver, directory, name);
    }

    /** Saves a screenshot of one element of the page (or the whole page) as {@code <name>.png} in the directory. */
    static Path screenshot(TakesScreenshot what, Path directory, String name) {
        try {
            Files.createDirectories(directory);
            Path file = directory.resolve(name + ".png");
            Files.write(file, what.getScreenshotAs(OutputType.BYTES));
            return file;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public void close() {
        try {
            driver.quit();
        } finally {
            service.stop();
            try (Stream<Path> files = Files.walk(profile)) {
                files.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
            } catch (IOException e) {
                LOG.debug("profile {} left behind: {}", profile, e.toString());
            }
        }
    }
}
