package pz.play.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import pz.play.Opponent;

/**
 * What the web server accepts (RequestGuard): requests addressed to its own loopback host and port,
 * from no page or its own page, with JSON bodies on POST; and HEAD wherever GET is. Raw HTTP over a
 * socket, since the JDK's HTTP client will not send a foreign {@code Host} header.
 */
class RequestRulesTest {
    private static final String NEW_GAME = "{\"spec\":\"amazons:size=6\",\"seats\":\"0\"}";

    private PlayServer server;
    private int port;

    /** One raw answer. */
    private record Answer(int status, Map<String, String> headers, String body) {
        String error() {
            return JsonParser.parseString(body).getAsJsonObject().get("error").getAsString();
        }
    }

    @BeforeEach
    void start() throws Exception {
        server = new PlayServer("proteus", new boolean[] {true, false}, g -> new Opponent("random", "note: random for tests"), 0, 1);
        port = server.port();
    }

    @AfterEach
    void stop() {
        server.close();
    }

    /** Sends {@code method path} with the given headers (name, value, ...) and body; Host is not added. */
    private Answer raw(String method, String path, String body, String... headers) throws IOException {
        StringBuilder req = new StringBuilder(method + " " + path + " HTTP/1.1\r\n");
        for (int i = 0; i < headers.length; i += 2) {
            req.append(headers[i]).append(": ").append(headers[i + 1]).append("\r\n");
        }
        byte[] content = body == null ? new byte[0] : body.getBytes(StandardCharsets.UTF_8);
        if (body != null) {
            req.append("Content-Length: ").append(content.length).append("\r\n");
        }
        req.append("Connection: close\r\n\r\n");
        try (Socket s = new Socket(InetAddress.getLoopbackAddress(), port)) {
            s.setSoTimeout(20_000);
            OutputStream out = s.getOutputStream();
            out.write(req.toString().getBytes(StandardCharsets.ISO_8859_1));
            out.write(content);
            out.flush();
            InputStream in = s.getInputStream();
            ByteArrayOutputStream all = new ByteArrayOutputStream();
            in.transferTo(all);
            String text = all.toString(StandardCharsets.UTF_8);
            int end = text.indexOf("\r\n\r\n");
            String[] lines = text.substring(0, end).split("\r\n");
            Map<String, String> h = new LinkedHashMap<>();
            for (int i = 1; i < lines.length; i++) {
                String[] kv = lines[i].split(":", 2);
                h.put(kv[0].strip().toLowerCase(Locale.ROOT), kv[1].strip());
            }
            return new Answer(Integer.parseInt(lines[0].split(" ")[1]), h, text.substring(end + 4));
        }
    }

    private String here() {
        return "127.0.0.1:" + port;
    }

    private String spec() throws IOException {
        Answer a = raw("GET", "/api/state", null, "Host", here());
        assertEquals(200, a.status(), a.body());
        return JsonParser.parseString(a.body()).getAsJsonObject().get("spec").getAsString();
    }

    private boolean over() throws IOException {
        JsonObject s = JsonParser.parseString(raw("GET", "/api/state", null, "Host", here()).body()).getAsJsonObject();
        return s.get("over").getAsBoolean();
    }

    @Test
    @DisplayName("issue 31: the cross-site request from the report (foreign Host and Origin, text/plain) is 403 and changes nothing")
    void reportedRequest() throws Exception {
        Answer a = raw("POST", "/api/new", NEW_GAME, "Origin", "http://evil.example", "Host", "evil.example",
                "Content-Type", "text/plain");
        assertEquals(403, a.status(), a.body());
        assertTrue(a.error().contains("'evil.example' is not this server"), a.body());
        a = raw("POST", "/api/resign", null, "Origin", "http://evil.example", "Host", "evil.example", "Content-Type", "text/plain");
        assertEquals(403, a.status(), a.body());
        assertEquals("proteus", spec());
        assertFalse(over(), "the game goes on");
    }

    @Test
    @DisplayName("Host: 127.0.0.1, localhost and [::1] with the port served are obeyed; another name, port or none is 403, pages too")
    void host() throws Exception {
        for (String ok : new String[] {here(), "localhost:" + port, "[::1]:" + port, "LocalHost:" + port}) {
            assertEquals(200, raw("GET", "/api/state", null, "Host", ok).status(), ok);
            assertEquals(200, raw("GET", "/", null, "Host", ok).status(), ok);
        }
        for (String bad : new String[] {"evil.example", "evil.example:" + port, "127.0.0.1", "127.0.0.1:" + (port + 1),
                "localhost.evil.example:" + port, "127.0.0.2:" + port, ""}) {
            assertEquals(403, raw("GET", "/api/state", null, "Host", bad).status(), bad);
            assertEquals(403, raw("GET", "/", null, "Host", bad).status(), bad);
            assertEquals(403, raw("POST", "/api/new", NEW_GAME, "Host", bad, "Content-Type", "application/json").status(), bad);
        }
        Answer none = raw("GET", "/api/state", null);
        assertEquals(403, none.status(), "no Host header: " + none.body());
        assertEquals("proteus", spec());
    }

    @Test
    @DisplayName("Origin: the page's own origin and none are obeyed; another site, another port and 'null' are 403")
    void origin() throws Exception {
        for (String bad : new String[] {"http://evil.example", "http://127.0.0.1:" + (port + 1), "https://127.0.0.1:" + port,
                "null", "http://evil.example:" + port}) {
            Answer a = raw("POST", "/api/new", NEW_GAME, "Host", here(), "Origin", bad, "Content-Type", "application/json");
            assertEquals(403, a.status(), bad + ": " + a.body());
            assertTrue(a.error().contains("other sites"), a.body());
            assertEquals(403, raw("POST", "/api/resign", "{}", "Host", here(), "Origin", bad, "Content-Type", "application/json").status());
            assertEquals(403, raw("GET", "/api/state", null, "Host", here(), "Origin", bad).status(), bad);
        }
        assertEquals("proteus", spec());
        assertFalse(over(), "the game goes on");
        for (String ok : new String[] {"http://127.0.0.1:" + port, "http://localhost:" + port, "http://[::1]:" + port}) {
            assertEquals(200, raw("POST", "/api/new", NEW_GAME, "Host", here(), "Origin", ok, "Content-Type", "application/json").status(), ok);
        }
        assertEquals(200, raw("POST", "/api/new", "{\"spec\":\"kadon\"}", "Host", here(), "Content-Type", "application/json").status());
        assertEquals("kadon", spec());
    }

    @Test
    @DisplayName("POST takes JSON only: another Content-Type or none is 415 and changes nothing; a charset parameter is fine")
    void contentType() throws Exception {
        for (String[] type : new String[][] {{"Content-Type", "text/plain"}, {"Content-Type", "application/x-www-form-urlencoded"},
                {"Content-Type", "multipart/form-data; boundary=x"}, {"Content-Type", "application/jsonx"}, {}}) {
            String[] headers = new String[type.length + 2];
            headers[0] = "Host";
            headers[1] = here();
            System.arraycopy(type, 0, headers, 2, type.length);
            Answer a = raw("POST", "/api/new", NEW_GAME, headers);
            assertEquals(415, a.status(), String.join(" ", type) + ": " + a.body());
            assertTrue(a.error().contains("application/json"), a.body());
            assertEquals(415, raw("POST", "/api/resign", null, headers).status());
        }
        assertEquals("proteus", spec());
        assertFalse(over(), "the game goes on");
        assertEquals(405, raw("POST", "/api/state", "{}", "Host", here(), "Content-Type", "text/plain").status(),
                "a GET path is 405 whatever the type");
        assertEquals(200, raw("POST", "/api/resign", null, "Host", here(), "Content-Type", "Application/JSON; charset=utf-8").status());
        assertTrue(over());
    }

    @Test
    @DisplayName("HEAD is answered wherever GET is, with GET's headers and no body, and the server logs no warning")
    void head() throws Exception {
        List<LogRecord> warnings = new ArrayList<>();
        Logger jdk = Logger.getLogger("com.sun.net.httpserver");
        Handler h = new Handler() {
            @Override
            public void publish(LogRecord r) {
                if (r.getLevel().intValue() >= Level.WARNING.intValue()) {
                    synchronized (warnings) {
                        warnings.add(r);
                    }
                }
            }

            @Override
            public void flush() {
            }

            @Override
            public void close() {
            }
        };
        jdk.addHandler(h);
        try {
            for (String path : new String[] {"/", "/app.js", "/api/state", "/api/games"}) {
                Answer get = raw("GET", path, null, "Host", here());
                Answer head = raw("HEAD", path, null, "Host", here());
                assertEquals(200, head.status(), path);
                assertEquals("", head.body(), path);
                assertEquals(get.headers().get("content-type"), head.headers().get("content-type"), path);
                if (!path.startsWith("/api/")) {
                    assertEquals(get.headers().get("content-length"), head.headers().get("content-length"), path);
                }
            }
            Answer a = raw("HEAD", "/api/resign", null, "Host", here());
            assertEquals(405, a.status());
            assertEquals("", a.body());
            assertEquals("POST", a.headers().get("allow"));
            assertEquals(404, raw("HEAD", "/nothing", null, "Host", here()).status());
            assertEquals("GET, HEAD", raw("DELETE", "/", null, "Host", here()).headers().get("allow"));
        } finally {
            jdk.removeHandler(h);
        }
        synchronized (warnings) {
            assertTrue(warnings.isEmpty(), "warnings: " + warnings.stream().map(LogRecord::getMessage).toList());
        }
    }
}
