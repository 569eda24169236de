package pz.play.web;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.logging.LogEntry;
import org.openqa.selenium.logging.LogType;
import org.openqa.selenium.logging.LoggingPreferences;

/**
 * Headless Chromium under Selenium WebDriver, with Debian's packages: the browser
 * {@code /usr/bin/chromium} and the driver {@code /usr/bin/chromedriver} (package
 * {@code chromium-driver}), both named explicitly so that Selenium Manager is never asked to find or
 * download either. A fresh, empty profile per browser, deleted on close. The browser's console is
 * recorded (Selenium's logging preferences, log type "browser") for {@link #consoleErrors()}. For
 * tests only; not thread-safe.
 */
final class Browser implements AutoCloseable {
    static final Path CHROMIUM = Path.of("/usr/bin/chromium");
    static final Path CHROMEDRIVER = Path.of("/usr/bin/chromedriver");
    /**
     * Selenium warns at every start that it has no DevTools (CDP) module for this Chromium's version;
     * none is used here (the console comes through WebDriver's log endpoint), so the warning is noise.
     * Held in a field: java.util.logging keeps loggers weakly, and a collected one forgets its level.
     */
    private static final Logger CDP_FINDER = Logger.getLogger("org.openqa.selenium.devtools.CdpVersionFinder");

    private final Path profile;
    private final ChromeDriverService service;
    private final ChromeDriver driver;

    /** True when the Debian packages chromium and chromium-driver are installed. */
    static boolean available() {
        return Files.isExecutable(CHROMIUM) && Files.isExecutable(CHROMEDRIVER);
    }

    Browser(int width, int height) throws IOException {
        CDP_FINDER.setLevel(Level.SEVERE);
        profile = Files.createTempDirectory("pz-chromium-");
        service = new ChromeDriverService.Builder().usingDriverExecutable(CHROMEDRIVER.toFile()).usingAnyFreePort()
                .withLogOutput(OutputStream.nullOutputStream()).build();
        ChromeOptions options = new ChromeOptions().setBinary(CHROMIUM.toFile());
        // flags that work in a container: no sandbox or GPU, no network traffic of the browser's own
        options.addArguments("--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                "--disable-background-networking", "--disable-component-update", "--disable-sync",
                "--disable-dev-shm-usage", "--user-data-dir=" + profile, "--window-size=" + width + "," + height);
        LoggingPreferences logs = new LoggingPreferences();
        logs.enable(LogType.BROWSER, Level.ALL);
        options.setCapability(ChromeOptions.LOGGING_PREFS, logs);
        try {
            driver = new ChromeDriver(service, options);
        } catch (RuntimeException e) {
            service.stop();
            deleteProfile();
            throw e;
        }
    }

    ChromeDriver driver() {
        return driver;
    }

    /**
     * The console's errors (level SEVERE: uncaught exceptions, {@code console.error}, failed requests)
     * since the last call, as "level message" lines; reading drains them.
     */
    List<String> consoleErrors() {
        return driver.manage().logs().get(LogType.BROWSER).getAll().stream()
                .filter(e -> e.getLevel().intValue() >= Level.SEVERE.intValue())
                .map(LogEntry::toString).toList();
    }

    private void deleteProfile() throws IOException {
        try (var files = Files.walk(profile)) {
            files.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        }
    }

    @Override
    public void close() throws IOException {
        try {
            driver.quit();
        } finally {
            service.stop();
            deleteProfile();
        }
    }
}
