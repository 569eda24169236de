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
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import pz.engine.Game;
import pz.engine.GameFactory;
import pz.engine.GameProfile;
import pz.engine.GameRegistry;
import pz.engine.InvalidInputException;
import pz.play.AgentTurn;
import pz.play.OwnershipMap;
import pz.play.Seats;
import pz.play.Session;

/**
 * The JSON API under {@code /api/} and the static page. Every request gets a JSON answer: the
 * state on success, {@code {"error": MESSAGE, "status": CODE}} otherwise, with 400 for a malformed
 * request, 403 for a request from elsewhere and 415 for a POST that is not JSON
 * ({@link RequestGuard}), 404 / 405 for an unknown path or method, 409 for a request the game cannot
 * take now (the agent's turn, the game is over), 413 for a body over 64 KB, 422 for an illegal move
 * (the engine's reason), 500 only for a bug (the server keeps running). {@code HEAD} is answered
 * wherever {@code GET} is, with the same headers and no body. Error messages quote the request
 * only in part ({@link #MAX_FIELD}, {@link #MAX_MESSAGE}), so a large body is not sent back.
 * Stateless apart from the server.
 */
final class Api {
    private static final int MAX_BODY = 64 * 1024;
    /** The longest string field taken: far more than any turn, spec or seat list needs, far less than a body may hold. */
    static final int MAX_FIELD = 1000;
    /** The longest error message sent; longer ones (an engine message quoting its input) are cut. */
    static final int MAX_MESSAGE = 2000;
    private static final Map<String, String> STATIC = Map.of(
            "/", "index.html", "/index.html", "index.html", "/app.js", "app.js", "/ownership.js", "ownership.js", "/style.css", "style.css");
    /** The paths that take POST (every one that changes the game or runs a search); the others take GET. */
    private static final Set<String> POSTS = Set.of("/api/play", "/api/undo", "/api/resign", "/api/hint", "/api/new");
    /**
     * The variants the page offers (any other spec can be typed): every registered game's
     * {@link GameProfile#menuSpecs()}, in the registry's order.
     */
    static List<String> variants() {
        List<String> out = new ArrayList<>();
        for (GameFactory f : GameRegistry.factories()) {
            out.addAll(f.profile().menuSpecs());
        }
        return out;
    }

    /** Each game's seat names (seats 0 to 3 of its default spec), by game name, for the page's seat menu before a game starts. */
    static JsonObject seatNames() {
        JsonObject o = new JsonObject();
        for (GameFactory f : GameRegistry.factories()) {
            Game g = GameRegistry.parse(f.name());
            JsonArray names = new JsonArray();
            for (int seat = 0; seat < 4; seat++) {
                names.add(f.profile().seatName(g, seat));
            }
            o.add(f.name(), names);
        }
        return o;
    }

    private final PlayServer server;
    private final RequestGuard guard;

    Api(PlayServer server, RequestGuard guard) {
        this.server = server;
        this.guard = guard;
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
                guard.checkSource(ex.getRequestHeaders());
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
        boolean get = method.equals("GET") || method.equals("HEAD");
        boolean post = method.equals("POST");
        if (post && POSTS.contains(path)) {
            RequestGuard.checkJson(ex.getRequestHeaders());
        }
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
                variants().forEach(a::add);
                o.add("variants", a);
                o.add("seatNames", seatNames());
                return o;
            }
            case "/api/ownership" -> {
                require(get, "GET", path);
                return ownership(server.session());
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
            default -> throw new HttpError(404, "no such API path '" + abbreviate(path, 100) + "'; see play/README.md");
        }
    }

    /** The model's ownership map of the position ({@link OwnershipMap}); 409 when there is none now, saying why. */
    private static JsonObject ownership(Session s) {
        String why = OwnershipMap.unavailable(s);
        if (why != null || s.isOver()) {
            throw new HttpError(409, why != null ? why : "the game is over: " + s.outcome());
        }
        return StateJson.ownership(OwnershipMap.of(s));
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
            throw new HttpError(405, path + " takes " + method + (method.equals("GET") ? " (or HEAD)" : ""));
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
            throw new HttpError(400, "malformed JSON: " + parserMessage(err));
        }
        if (!e.isJsonObject()) {
            throw new HttpError(400, "the request body must be a JSON object, like {\"turn\": \"b2-b4 d2+\"}");
        }
        return e.getAsJsonObject();
    }

    /**
     * What the JSON parser found wrong, without the exception class that Gson puts in front
     * ({@code java.io.EOFException: End of input at ...}) or its link to a troubleshooting page.
     */
    private static String parserMessage(RuntimeException err) {
        Throwable cause = err.getCause() != null && err.getCause().getMessage() != null ? err.getCause() : err;
        String s = cause.getMessage() == null ? "" : cause.getMessage().split("\n")[0].strip();
        if (cause instanceof java.io.EOFException) {
            return "the body ends before the JSON value does (" + s + ")";
        }
        return s.isEmpty() ? "cannot parse the body" : Character.toLowerCase(s.charAt(0)) + s.substring(1);
    }

    /** The {@code Allow} header of a 405 answer for {@code path}. */
    private static String allowed(String path) {
        return POSTS.contains(path) ? "POST" : "GET, HEAD";
    }

    /** {@code s}, cut to {@code max} characters with the length said when it is longer. */
    static String abbreviate(String s, int max) {
        if (s.length() <= max) {
            return s;
        }
        int end = Character.isHighSurrogate(s.charAt(max - 1)) ? max - 1 : max;
        return s.substring(0, end) + "... (" + s.length() + " characters in all)";
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
        String value = e.getAsString();
        if (value.length() > MAX_FIELD) {
            throw new HttpError(400, "field \"" + field + "\" holds " + value.length() + " characters; at most " + MAX_FIELD + " are taken");
        }
        return value;
    }

    private static JsonObject error(int status, String message) {
        JsonObject o = new JsonObject();
        o.addProperty("error", abbreviate(String.valueOf(message), MAX_MESSAGE));
        o.addProperty("status", status);
        return o;
    }

    /** Serves the page's files from resources; GET and HEAD only, to requests addressed to this server. */
    void serveStatic(HttpExchange ex) throws IOException {
        try (ex) {
            String path = ex.getRequestURI().getPath();
            String file = STATIC.get(path);
            String method = ex.getRequestMethod();
            HttpError refusal = null;
            try {
                guard.checkSource(ex.getRequestHeaders());
            } catch (HttpError e) {
                refusal = e;
            }
            if (refusal == null && file == null) {
                refusal = new HttpError(404, "not found: " + abbreviate(path, 100));
            } else if (refusal == null && !method.equals("GET") && !method.equals("HEAD")) {
                refusal = new HttpError(405, "GET or HEAD only");
            }
            if (refusal != null) {
                send(ex, refusal.status, "application/json; charset=utf-8",
                        error(refusal.status, refusal.getMessage()).toString().getBytes(StandardCharsets.UTF_8));
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

    /**
     * Sends an answer; to a HEAD request, only its headers (the JDK's server wants length -1 for
     * HEAD and logs a warning otherwise, so the length goes in as a header).
     */
    private static void send(HttpExchange ex, int status, String type, byte[] body) throws IOException {
        ex.getResponseHeaders().set("Content-Type", type);
        ex.getResponseHeaders().set("Cache-Control", "no-store");
        if (status == 405) {
            ex.getResponseHeaders().set("Allow", allowed(ex.getRequestURI().getPath()));
        }
        if (ex.getRequestMethod().equals("HEAD")) {
            ex.getResponseHeaders().set("Content-Length", Integer.toString(body.length));
            ex.sendResponseHeaders(status, -1);
            return;
        }
        ex.sendResponseHeaders(status, body.length);
        try (OutputStream out = ex.getResponseBody()) {
            out.write(body);
        }
    }
}
