package pz.play.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import pz.play.Opponent;

/** The web API over loopback: state, steps, play, undo, new game, and a 4xx JSON error for every bad request. */
class ApiTest {
    private PlayServer server;
    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
    private int status;

    @BeforeEach
    void start() throws Exception {
        server = new PlayServer("proteus", new boolean[] {true, false}, g -> new Opponent("random", "note: random for tests"), 0, 1);
    }

    @AfterEach
    void stop() {
        server.close();
    }

    private JsonObject call(String method, String path, String body) throws Exception {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(server.address() + path.substring(1))).timeout(Duration.ofSeconds(20));
        if (method.equals("POST")) {
            b.header("Content-Type", "application/json");
        }
        b = body == null ? b.method(method, HttpRequest.BodyPublishers.noBody()) : b.method(method, HttpRequest.BodyPublishers.ofString(body));
        HttpResponse<String> r = http.send(b.build(), HttpResponse.BodyHandlers.ofString());
        status = r.statusCode();
        assertTrue(r.headers().firstValue("Content-Type").orElse("").startsWith("application/json"), path);
        return JsonParser.parseString(r.body()).getAsJsonObject();
    }

    /** Polls until the agent has replied. */
    private JsonObject awaitHuman() throws Exception {
        for (int i = 0; i < 200; i++) {
            JsonObject s = call("GET", "/api/state", null);
            if (!s.get("thinking").getAsBoolean()) {
                return s;
            }
            Thread.sleep(50);
        }
        throw new AssertionError("the agent never replied");
    }

    @Test
    @DisplayName("the server listens on the loopback address only and serves the page")
    void loopbackAndPage() throws Exception {
        assertTrue(server.address().startsWith("http://127.0.0.1:"));
        HttpResponse<String> page = http.send(HttpRequest.newBuilder(URI.create(server.address())).build(),
                HttpResponse.BodyHandlers.ofString());
        assertEquals(200, page.statusCode());
        assertTrue(page.body().contains("<svg id=\"board\""));
        HttpResponse<String> js = http.send(HttpRequest.newBuilder(URI.create(server.address() + "app.js")).build(),
                HttpResponse.BodyHandlers.ofString());
        assertEquals(200, js.statusCode());
    }

    @Test
    @DisplayName("state: board, seats, legal steps with the cells they join, and the note")
    void state() throws Exception {
        JsonObject s = call("GET", "/api/state", null);
        assertEquals(200, status);
        assertEquals("proteus", s.get("spec").getAsString());
        assertEquals(64, s.getAsJsonObject("board").getAsJsonArray("cells").size());
        assertEquals(16, s.getAsJsonArray("steps").size());
        JsonObject step = s.getAsJsonArray("steps").get(0).getAsJsonObject();
        assertEquals("a1-a2", step.get("text").getAsString());
        assertEquals("move", step.get("kind").getAsString());
        assertEquals("a1", step.get("from").getAsString());
        assertEquals("a2", step.get("to").getAsString());
        assertEquals("note: random for tests", s.get("note").getAsString());
        assertEquals(16, call("GET", "/api/steps", null).getAsJsonArray("steps").size());
    }

    @Test
    @DisplayName("the page's game menu, seat names and input example come from the game profiles (K-PLACE-1: Kadon's Black first)")
    void menuFromProfiles() throws Exception {
        JsonObject g = call("GET", "/api/games", null);
        assertEquals(200, status);
        List<String> variants = new ArrayList<>();
        g.getAsJsonArray("variants").forEach(v -> variants.add(v.getAsString()));
        assertTrue(variants.containsAll(List.of("proteus", "proteus:wallstreet=open", "kadon", "amazons:hex", "cowboys:players=4")), variants.toString());
        assertFalse(variants.contains("tictactoe"), "the toy games offer no menu entry: " + variants);
        assertEquals("Black", g.getAsJsonObject("seatNames").getAsJsonArray("kadon").get(0).getAsString());
        assertEquals("Red", g.getAsJsonObject("seatNames").getAsJsonArray("amazons").get(2).getAsString());
        assertEquals("b2-b4 d2+", call("GET", "/api/state", null).get("example").getAsString());
    }

    @Test
    @DisplayName("play a step, then the rotation; the agent replies; undo goes back to the start")
    void playAndUndo() throws Exception {
        JsonObject s = call("POST", "/api/play", "{\"step\": \"b2-b4\"}");
        assertEquals(200, status);
        assertEquals("cell", s.getAsJsonArray("steps").get(0).getAsJsonObject().get("kind").getAsString());
        assertEquals("b4", s.getAsJsonObject("board").get("focus").getAsString());
        call("POST", "/api/play", "{\"step\": \"d2+\"}");
        assertEquals(200, status);
        s = awaitHuman();
        assertEquals(2, s.getAsJsonArray("turns").size());
        assertTrue(s.get("lastTurn").getAsString().startsWith("Black (computer): "));
        assertFalse(s.getAsJsonArray("lastCells").isEmpty());
        s = call("POST", "/api/undo", null);
        assertEquals(200, status);
        assertEquals(0, s.getAsJsonArray("turns").size());
    }

    @Test
    @DisplayName("an illegal move is 422 with the engine's reason; nothing changes")
    void illegalMove() throws Exception {
        JsonObject e = call("POST", "/api/play", "{\"turn\": \"b2-b4 b4+\"}");
        assertEquals(422, status);
        assertEquals(422, e.get("status").getAsInt());
        assertTrue(e.get("error").getAsString().contains("different die"), e.toString());
        e = call("POST", "/api/play", "{\"step\": \"b2-b7\"}");
        assertEquals(422, status);
        assertEquals(0, call("GET", "/api/state", null).getAsJsonArray("turns").size());
    }

    @Test
    @DisplayName("malformed requests are 400 with a message: bad JSON, not an object, wrong field types, both fields")
    void malformed() throws Exception {
        assertTrue(call("POST", "/api/play", "{\"turn\": ").get("error").getAsString().startsWith("malformed JSON"));
        assertEquals(400, status);
        call("POST", "/api/play", "[1, 2]");
        assertEquals(400, status);
        assertTrue(call("POST", "/api/play", "{\"turn\": 42}").get("error").getAsString().contains("must be a string"));
        assertEquals(400, status);
        call("POST", "/api/play", "{}");
        assertEquals(400, status);
        call("POST", "/api/play", "{\"turn\": \"b2-b4\", \"step\": \"b2-b4\"}");
        assertEquals(400, status);
        call("POST", "/api/play", "{\"step\": \"b2-b4 d2+\"}");
        assertEquals(400, status);
        call("POST", "/api/play", "x".repeat(70_000));
        assertEquals(413, status);
    }

    @Test
    @DisplayName("a malformed body is described in words, without the parser's exception class")
    void malformedInWords() throws Exception {
        String error = call("POST", "/api/play", "{\"turn\": ").get("error").getAsString();
        assertEquals(400, status);
        assertTrue(error.startsWith("malformed JSON: the body ends before the JSON value does"), error);
        assertFalse(error.contains("Exception") || error.contains("java."), error);
        error = call("POST", "/api/play", "{\"turn\": \"b2-b4 d2+").get("error").getAsString();
        assertFalse(error.contains("Exception") || error.contains("java.") || error.contains("http"), error);
    }

    @Test
    @DisplayName("no error answer echoes a large request: each field holds at most 1,000 characters, the whole body is never quoted")
    void noLargeEcho() throws Exception {
        String big = "x".repeat(60_000);
        for (String body : new String[] {"{\"spec\": \"" + big + "\"}", "{\"spec\": \"amazons\", \"seats\": \"" + big + "\"}",
                "{\"turn\": \"" + big + "\"}", "{\"turn\": \"b2-b4 " + "x ".repeat(30_000) + "\"}",
                "{\"step\": \"" + big + "\"}", "{\"turn\": \"" + big, "[\"" + big + "\"]"}) {
            String path = body.contains("spec") ? "/api/new" : "/api/play";
            JsonObject e = call("POST", path, body);
            assertEquals(400, status, e.toString().substring(0, Math.min(300, e.toString().length())));
            assertTrue(e.toString().length() < 1_000, "an error of " + e.toString().length() + " characters for " + path);
        }
        assertEquals("proteus", call("GET", "/api/state", null).get("spec").getAsString());
    }

    @Test
    @DisplayName("unknown paths are 404 and wrong methods 405, as JSON")
    void pathsAndMethods() throws Exception {
        call("GET", "/api/nothing", null);
        assertEquals(404, status);
        call("GET", "/api/play", null);
        assertEquals(405, status);
        call("DELETE", "/api/state", null);
        assertEquals(405, status);
        call("GET", "/secret.txt", null);
        assertEquals(404, status);
    }

    @Test
    @DisplayName("after resigning, play is 409 (the game is over); undo brings the game back")
    void conflict() throws Exception {
        call("POST", "/api/resign", null);
        assertEquals(200, status);
        JsonObject e = call("POST", "/api/play", "{\"turn\": \"b2-b4 d2+\"}");
        assertEquals(409, status);
        assertTrue(e.get("error").getAsString().startsWith("the game is over"), e.toString());
        call("POST", "/api/hint", null);
        assertEquals(409, status);
        call("POST", "/api/undo", null);
        assertEquals(422, status, "nothing to undo: no turn played");
    }

    @Test
    @DisplayName("new game: any spec and seats; a bad spec or seat is 422 naming it and the old game stays")
    void newGame() throws Exception {
        JsonObject s = call("POST", "/api/new", "{\"spec\": \"amazons:hex\", \"seats\": \"1\"}");
        assertEquals(200, status);
        assertEquals("hex", s.getAsJsonObject("board").get("shape").getAsString());
        assertEquals(91, s.getAsJsonObject("board").getAsJsonArray("cells").size());
        s = awaitHuman();
        assertEquals(1, s.get("toMove").getAsInt());
        JsonObject e = call("POST", "/api/new", "{\"spec\": \"chess\"}");
        assertEquals(422, status);
        assertTrue(e.get("error").getAsString().contains("chess"), e.toString());
        e = call("POST", "/api/new", "{\"spec\": \"kadon\", \"seats\": \"red\"}");
        assertEquals(422, status);
        assertEquals("amazons:hex", call("GET", "/api/state", null).get("spec").getAsString());
        s = call("POST", "/api/new", "{\"spec\": \"amazons:players=4\", \"seats\": \"0,2\"}");
        assertEquals(200, status);
        assertEquals(4, s.getAsJsonArray("seats").size());
        assertTrue(s.getAsJsonArray("seats").get(2).getAsJsonObject().get("human").getAsBoolean());
    }

    @Test
    @DisplayName("ownership: the state says whether the opponent's model has a map and why not; GET /api/ownership gives the v2 model's"
            + " map (one entry per cell but the bullets, probabilities per seat summing to 1) or 409 with the reason")
    void ownership() throws Exception {
        JsonObject s = call("GET", "/api/state", null);
        assertFalse(s.getAsJsonObject("ownership").get("available").getAsBoolean());
        assertEquals("no ownership map: the opponent (random) searches without a network",
                s.getAsJsonObject("ownership").get("note").getAsString());
        JsonObject refused = call("GET", "/api/ownership", null);
        assertEquals(409, status);
        assertTrue(refused.get("error").getAsString().contains("searches without a network"), refused.toString());
        server.close();
        server = new PlayServer("cowboys", new boolean[] {true, false}, g -> new Opponent(BrowserTest.V2_MODEL, "note: the v2 model"), 0, 1);
        assertTrue(call("GET", "/api/state", null).getAsJsonObject("ownership").get("available").getAsBoolean());
        JsonObject map = call("GET", "/api/ownership", null);
        assertEquals(200, status);
        assertEquals(2, map.get("players").getAsInt());
        assertEquals(64, map.getAsJsonArray("cells").size(), "every cell of the 8x8 board (no bullets yet)");
        for (var e : map.getAsJsonArray("cells")) {
            JsonObject c = e.getAsJsonObject();
            double p0 = c.getAsJsonArray("p").get(0).getAsDouble();
            double p1 = c.getAsJsonArray("p").get(1).getAsDouble();
            assertEquals(1.0, p0 + p1, 0.002, c.toString());
            assertEquals(p0 >= p1 ? 0 : 1, c.get("owner").getAsInt(), c.toString());
            assertEquals(Math.abs(p0 - p1), c.get("confidence").getAsDouble(), 0.002, c.toString());
        }
        assertEquals(405, call("POST", "/api/ownership", "{}").get("status").getAsInt());
    }
}
