package pz.play.web;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;
import com.sun.net.httpserver.HttpExchange;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import pz.engine.Game;
import pz.engine.GameRegistry;
import pz.engine.InvalidInputException;
import pz.play.AgentTurn;
import pz.play.Seats;
import pz.play.Session;

/**
 * The JSON API under {@code /api/} and the static page. Every request gets a JSON answer: the
 * state on success, {@code {"error": MESSAGE, "status": CODE}} otherwise, with 400 for a malformed
 * request, 404 / 405 for an unknown path or method, 409 for a request the game cannot take now
 * (the agent's turn, the game is over), 413 for a body over 64 KB, 422 for an illegal move (the
 * engine's reason), 500 only for a bug (the server keeps running). Stateless apart from the server.
 */
final class Api {
    private static final int MAX_BODY = 64 * 1024;
    private static final Map<String, String> STATIC = Map.of(
            "/", "index.html", "/index.html", "index.html", "/app.js", "app.js", "/style.css", "style.css");
    /** The variants the page offers (any other spec can be typed). */
    static final List<String> VARIANTS = List.of("proteus", "proteus:tradeoff", "proteus:roulette=after",
            "proteus:polarity,warhorses", "proteus:wallstreet=open", "kadon", "amazons", "amazons:size=8", "amazons:size=6",
            "amazons:players=3", "amazons:players=4", "amazons:hex", "cowboys", "cowboys:size=6", "cowboys:players=4");

    private final PlayServer server;

    Api(PlayServer server) {
        this.server = server;
    }

    /** An error answer. */
    static final class HttpError extends RuntimeException {
        private static final long serialVersionUID = 1L;
        final int status;

        HttpError(int status, String message) {
            super(message);
            this.status = status;
        }
    }

    void handle(HttpExchange ex) throws IOException {
        try (ex) {
            String path = ex.getRequestURI().getPath();
            String method = ex.getRequestMethod();
            JsonObject answer;
            int status = 200;
            try {
                answer = route(path, method, ex);
            } catch (HttpError e) {
                status = e.status;
                answer = error(e.status, e.getMessage());
            } catch (InvalidInputException e) {
                status = 422;
                answer = error(422, e.getMessage());
            } catch (RuntimeException e) {
                status = 500;
                answer = error(500, "internal error: " + e);
            }
            send(ex, status, "application/json; charset=utf-8", answer.toString().getBytes(StandardCharsets.UTF_8));
        }
    }

    private JsonObject route(String path, String method, HttpExchange ex) throws IOException {
        boolean get = method.equals("GET");
        boolean post = method.equals("POST");
        switch (path) {
            case "/api/state" -> {
                require(get, "GET", path);
                return state();
            }
            case "/api/steps" -> {
                require(get, "GET", path);
                JsonObject o = new JsonObject();
                o.add("steps", StateJson.steps(server.session()));
                return o;
            }
            case "/api/games" -> {
                require(get, "GET", path);
                JsonObject o = new JsonObject();
                JsonArray a = new JsonArray();
                VARIANTS.forEach(a::add);
                o.add("variants", a);
                return o;
            }
            case "/api/play" -> {
                require(post, "POST", path);
                return play(body(ex));
            }
            case "/api/undo" -> {
                require(post, "POST", path);
                Session s = server.session();
                String what = s.undo();
                server.addLog(List.of(what));
                server.kick();
                return state();
            }
            case "/api/resign" -> {
                require(post, "POST", path);
                server.addLog(List.of(server.session().resign()));
                return state();
            }
            case "/api/hint" -> {
                require(post, "POST", path);
                Session s = server.session();
                if (!s.humanToMove()) {
                    throw new HttpError(409, s.isOver() ? "the game is over" : "it is not your turn");
                }
                AgentTurn h = s.hint(() -> false);
                JsonObject o = new JsonObject();
                o.addProperty("hint", h == null ? "" : h.turn());
                o.addProperty("evaluation", h == null || h.evaluation() == null ? null : h.evaluation().percent());
                return o;
            }
            case "/api/new" -> {
                require(post, "POST", path);
                return newGame(body(ex));
            }
            default -> throw new HttpError(404, "no such API path '" + path + "'; see play/README.md");
        }
    }

    private JsonObject play(JsonObject body) {
        String turn = string(body, "turn", false);
        String step = string(body, "step", false);
        if ((turn == null) == (step == null)) {
            throw new HttpError(400, "give exactly one of \"turn\" (a whole turn or its first steps) and \"step\" (one step)");
        }
        Session s = server.session();
        if (!s.humanToMove()) {
            throw new HttpError(409, s.isOver() ? "the game is over: " + s.outcome() : "wait: it is " + s.seatLabel(s.toMove()) + "'s turn");
        }
        String text = turn != null ? turn : step;
        if (step != null && s.game().splitTurn(step).size() != 1) {
            throw new HttpError(400, "\"step\" holds one step; '" + step + "' has several (send it as \"turn\")");
        }
        List<String> events = s.play(text);
        server.addLog(events);
        if (s.currentTurnSteps().isEmpty()) {
            String last = s.lastTurn();
            if (last != null) {
                server.addLog(List.of(last));
            }
        }
        server.kick();
        return state();
    }

    private JsonObject newGame(JsonObject body) {
        String spec = string(body, "spec", false);
        Session current = server.session();
        Game game = GameRegistry.parse(spec == null ? current.game().spec() : spec);
        String seats = string(body, "seats", false);
        boolean[] humans = Seats.parse(game, seats == null ? "0" : seats);
        server.newGame(game.spec(), humans);
        return state();
    }

    private JsonObject state() {
        return StateJson.of(server.session(), server.note(), server.log(), server.agentError());
    }

    private static void require(boolean ok, String method, String path) {
        if (!ok) {
            throw new HttpError(405, path + " takes " + method);
        }
    }

    private static JsonObject body(HttpExchange ex) throws IOException {
        byte[] bytes;
        try (InputStream in = ex.getRequestBody()) {
            bytes = in.readNBytes(MAX_BODY + 1);
        }
        if (bytes.length > MAX_BODY) {
            throw new HttpError(413, "request body over " + MAX_BODY + " bytes");
        }
        String text = new String(bytes, StandardCharsets.UTF_8);
        if (text.isBlank()) {
            return new JsonObject();
        }
        JsonElement e;
        try {
            e = JsonParser.parseString(text);
        } catch (JsonParseException | IllegalStateException err) {
            throw new HttpError(400, "malformed JSON: " + firstLine(err.getMessage()));
        }
        if (!e.isJsonObject()) {
            throw new HttpError(400, "the request body must be a JSON object, like {\"turn\": \"b2-b4 d2+\"}");
        }
        return e.getAsJsonObject();
    }

    private static String firstLine(String s) {
        return s == null ? "" : s.split("\n")[0];
    }

    private static String string(JsonObject o, String field, boolean required) {
        JsonElement e = o.get(field);
        if (e == null || e.isJsonNull()) {
            if (required) {
                throw new HttpError(400, "missing field \"" + field + "\"");
            }
            return null;
        }
        if (!e.isJsonPrimitive() || !e.getAsJsonPrimitive().isString()) {
            throw new HttpError(400, "field \"" + field + "\" must be a string");
        }
        return e.getAsString();
    }

    private static JsonObject error(int status, String message) {
        JsonObject o = new JsonObject();
        o.addProperty("error", message);
        o.addProperty("status", status);
        return o;
    }

    /** Serves the page's files from resources; GET only. */
    static void serveStatic(HttpExchange ex) throws IOException {
        try (ex) {
            String path = ex.getRequestURI().getPath();
            String file = STATIC.get(path);
            if (!ex.getRequestMethod().equals("GET") || file == null) {
                byte[] b = error(file == null ? 404 : 405, file == null ? "not found: " + path : "GET only").toString()
                        .getBytes(StandardCharsets.UTF_8);
                send(ex, file == null ? 404 : 405, "application/json; charset=utf-8", b);
                return;
            }
            byte[] bytes;
            try (InputStream in = Api.class.getResourceAsStream("/pz/play/web/" + file)) {
                if (in == null) {
                    throw new IOException("missing resource " + file);
                }
                bytes = in.readAllBytes();
            }
            String type = file.endsWith(".js") ? "text/javascript" : file.endsWith(".css") ? "text/css" : "text/html";
            send(ex, 200, type + "; charset=utf-8", bytes);
        }
    }

    private static void send(HttpExchange ex, int status, String type, byte[] body) throws IOException {
        ex.getResponseHeaders().set("Content-Type", type);
        ex.getResponseHeaders().set("Cache-Control", "no-store");
        ex.sendResponseHeaders(status, body.length);
        try (OutputStream out = ex.getResponseBody()) {
            out.write(body);
        }
    }
}
