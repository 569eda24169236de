package pz.play.web;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.IOException;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Base64;
import java.util.List;
import java.util.function.BooleanSupplier;

/**
 * A minimal W3C WebDriver client over {@link HttpClient} for the system's chromedriver and headless
 * Chromium (no Selenium, no browser download): start, open a page, find and click elements, run a
 * script, take a screenshot. For tests only; not thread-safe.
 */
final class WebDriverClient implements AutoCloseable {
    static final Path CHROMIUM = Path.of("/usr/bin/chromium");
    static final Path CHROMEDRIVER = Path.of("/usr/bin/chromedriver");

    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();
    private final Process driver;
    private final Path profile;
    private final String base;
    private final String session;

    /** True when the Debian packages chromium and chromium-driver are installed. */
    static boolean available() {
        return Files.isExecutable(CHROMIUM) && Files.isExecutable(CHROMEDRIVER);
    }

    WebDriverClient(int width, int height) throws IOException, InterruptedException {
        int port;
        try (ServerSocket s = new ServerSocket(0)) {
            port = s.getLocalPort();
        }
        base = "http://127.0.0.1:" + port;
        profile = Files.createTempDirectory("pz-chromium-");
        driver = new ProcessBuilder(CHROMEDRIVER.toString(), "--port=" + port).redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        waitFor(() -> {
            try {
                return send("GET", "/status", null).getAsJsonObject("value").get("ready").getAsBoolean();
            } catch (IOException | RuntimeException e) {
                return false;
            }
        }, 20_000, "chromedriver did not start");
        JsonArray args = new JsonArray();
        for (String a : List.of("--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                "--disable-background-networking", "--disable-component-update", "--disable-sync",
                "--disable-dev-shm-usage", "--user-data-dir=" + profile, "--window-size=" + width + "," + height)) {
            args.add(a);
        }
        JsonObject chrome = new JsonObject();
        chrome.addProperty("binary", CHROMIUM.toString());
        chrome.add("args", args);
        JsonObject always = new JsonObject();
        always.addProperty("browserName", "chrome");
        always.add("goog:chromeOptions", chrome);
        JsonObject caps = new JsonObject();
        caps.add("alwaysMatch", always);
        JsonObject body = new JsonObject();
        body.add("capabilities", caps);
        session = send("POST", "/session", body).getAsJsonObject("value").get("sessionId").getAsString();
    }

    private JsonObject send(String method, String path, JsonObject body) throws IOException {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(base + path)).timeout(Duration.ofSeconds(60))
                .header("Content-Type", "application/json");
        b = body == null ? b.method(method, HttpRequest.BodyPublishers.noBody())
                : b.method(method, HttpRequest.BodyPublishers.ofString(body.toString()));
        try {
            HttpResponse<String> r = http.send(b.build(), HttpResponse.BodyHandlers.ofString());
            JsonObject o = JsonParser.parseString(r.body()).getAsJsonObject();
            if (r.statusCode() >= 400) {
                throw new IOException("WebDriver " + method + " " + path + ": " + r.statusCode() + " " + o);
            }
            return o;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException(e);
        }
    }

    private JsonObject command(String method, String path, JsonObject body) throws IOException {
        return send(method, "/session/" + session + path, body);
    }

    void open(String url) throws IOException {
        JsonObject b = new JsonObject();
        b.addProperty("url", url);
        command("POST", "/url", b);
    }

    /** The WebDriver id of the first element matching {@code css}; fails if none. */
    String find(String css) throws IOException {
        JsonObject b = new JsonObject();
        b.addProperty("using", "css selector");
        b.addProperty("value", css);
        JsonObject ref = command("POST", "/element", b).getAsJsonObject("value");
        return ref.entrySet().iterator().next().getValue().getAsString();
    }

    void click(String css) throws IOException {
        command("POST", "/element/" + find(css) + "/click", new JsonObject());
    }

    String text(String css) throws IOException {
        return command("GET", "/element/" + find(css) + "/text", null).get("value").getAsString();
    }

    /** Runs {@code script} (a function body; {@code return} gives the value) in the page. */
    JsonElement script(String script) throws IOException {
        JsonObject b = new JsonObject();
        b.addProperty("script", script);
        b.add("args", new JsonArray());
        return command("POST", "/execute/sync", b).get("value");
    }

    void screenshot(Path file) throws IOException {
        String png = command("GET", "/screenshot", null).get("value").getAsString();
        Files.createDirectories(file.getParent());
        Files.write(file, Base64.getDecoder().decode(png));
    }

    /** Polls {@code condition} every 100 ms up to {@code millis}, then fails with {@code message}. */
    static void waitFor(BooleanSupplier condition, long millis, String message) throws InterruptedException {
        long end = System.nanoTime() + millis * 1_000_000L;
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() > end) {
                throw new AssertionError(message);
            }
            Thread.sleep(100);
        }
    }

    @Override
    public void close() throws IOException {
        try {
            send("DELETE", "/session/" + session, null);
        } catch (IOException | RuntimeException e) {
            // the browser may already be gone; the driver is stopped below either way
        }
        driver.destroy();
        try {
            driver.waitFor();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        try (var files = Files.walk(profile)) {
            files.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        }
    }
}
