package pz.play.web;

import com.google.gson.JsonArray;
import com.google.gson.JsonNull;
import com.google.gson.JsonObject;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import pz.play.Evaluation;
import pz.play.OwnershipMap;
import pz.play.Session;
import pz.engine.view.BoardView;

/** The game as the page sees it: one JSON object per request (see play/README.md, "Web API"). Stateless. */
final class StateJson {
    private static final Pattern CELL = Pattern.compile("(?<![a-wyz])[a-k](?:1[01]|[1-9])(?![0-9])");

    private StateJson() {
    }

    static JsonObject of(Session s, String note, List<String> log, String agentError) {
        synchronized (s) {
            JsonObject o = new JsonObject();
            o.addProperty("spec", s.game().spec());
            o.addProperty("agent", s.agentSpec());
            o.addProperty("note", note);
            int viewer = s.viewer();
            BoardView v = s.view(viewer);
            o.addProperty("family", v.family());
            o.addProperty("example", String.join(" or ", s.profile().exampleTurns(s.game())));
            o.addProperty("players", s.game().numPlayers());
            int toMove = s.toMove();
            o.addProperty("toMove", toMove);
            o.addProperty("over", s.isOver());
            o.addProperty("outcome", s.outcome());
            o.addProperty("humanToMove", s.humanToMove());
            o.addProperty("thinking", s.agentToMove());
            o.add("board", board(v));
            JsonArray seats = new JsonArray();
            for (BoardView.Seat seat : v.seats()) {
                JsonObject j = new JsonObject();
                j.addProperty("seat", seat.seat());
                j.addProperty("name", seat.name());
                j.addProperty("label", s.seatLabel(seat.seat()));
                j.addProperty("human", s.isHuman(seat.seat()));
                j.addProperty("score", seat.score());
                j.addProperty("detail", seat.detail());
                j.addProperty("out", seat.out());
                seats.add(j);
            }
            o.add("seats", seats);
            o.add("info", strings(v.info()));
            String last = s.lastTurn();
            o.addProperty("lastTurn", last);
            o.add("lastCells", strings(last == null ? List.of() : cells(last.substring(last.indexOf(':') + 1))));
            o.add("turns", strings(s.turns()));
            o.add("currentTurn", strings(s.currentTurnSteps()));
            Evaluation e = s.lastEvaluation();
            if (e == null) {
                o.add("evaluation", JsonNull.INSTANCE);
            } else {
                JsonObject j = new JsonObject();
                j.addProperty("seat", e.seat());
                j.addProperty("label", s.seatLabel(e.seat()));
                j.addProperty("winProbability", e.winProbability());
                j.addProperty("percent", e.percent());
                j.addProperty("simulations", e.simulations());
                o.add("evaluation", j);
            }
            o.add("steps", s.humanToMove() ? steps(s) : new JsonArray());
            String noOwnership = OwnershipMap.unavailable(s);
            JsonObject own = new JsonObject();
            own.addProperty("available", noOwnership == null);
            own.addProperty("note", noOwnership == null ? "" : noOwnership);
            o.add("ownership", own);
            o.add("log", strings(log));
            o.addProperty("agentError", agentError);
            return o;
        }
    }

    /**
     * A model's ownership map: {@code players}, {@code cells} [{@code name}, {@code owner} (the likeliest seat),
     * {@code confidence} (its lead over the next seat, 0..1), {@code p} (the probability of each seat)].
     */
    static JsonObject ownership(OwnershipMap m) {
        JsonObject o = new JsonObject();
        o.addProperty("players", m.players());
        JsonArray cells = new JsonArray();
        for (java.util.Map.Entry<String, float[]> e : m.cells().entrySet()) {
            JsonObject c = new JsonObject();
            c.addProperty("name", e.getKey());
            c.addProperty("owner", m.owner(e.getKey()));
            c.addProperty("confidence", Math.round(m.confidence(e.getKey()) * 1000) / 1000.0);
            JsonArray p = new JsonArray();
            for (float x : e.getValue()) {
                p.add(Math.round(x * 1000) / 1000.0);
            }
            c.add("p", p);
            cells.add(c);
        }
        o.add("cells", cells);
        return o;
    }

    static JsonArray steps(Session s) {
        JsonArray a = new JsonArray();
        for (String text : s.legalSteps()) {
            StepShape shape = StepShape.of(text);
            JsonObject j = new JsonObject();
            j.addProperty("text", text);
            j.addProperty("label", s.describe(text));
            j.addProperty("kind", shape.kind());
            j.addProperty("from", shape.from());
            j.addProperty("to", shape.to());
            a.add(j);
        }
        return a;
    }

    private static JsonObject board(BoardView v) {
        JsonObject b = new JsonObject();
        b.addProperty("shape", v.shape());
        b.addProperty("columns", v.columns());
        b.addProperty("rows", v.rows());
        b.addProperty("focus", v.focus());
        JsonArray cells = new JsonArray();
        for (BoardView.Cell c : v.cells()) {
            JsonObject j = new JsonObject();
            j.addProperty("name", c.name());
            j.addProperty("x", c.x());
            j.addProperty("y", c.y());
            j.addProperty("dark", c.dark());
            j.addProperty("block", c.block());
            if (c.piece() != null) {
                JsonObject p = new JsonObject();
                p.addProperty("owner", c.piece().owner());
                p.addProperty("kind", c.piece().kind());
                j.add("piece", p);
            }
            if (c.tile() != null) {
                JsonObject t = new JsonObject();
                t.addProperty("colour", String.valueOf(c.tile().colour()));
                t.addProperty("shape", String.valueOf(c.tile().shape()));
                t.addProperty("active", c.tile().active());
                j.add("tile", t);
            }
            cells.add(j);
        }
        b.add("cells", cells);
        return b;
    }

    /** The cell names a turn's text mentions, in order. */
    static List<String> cells(String turn) {
        Set<String> out = new LinkedHashSet<>();
        Matcher m = CELL.matcher(turn);
        while (m.find()) {
            out.add(m.group());
        }
        return List.copyOf(out);
    }

    private static JsonArray strings(List<String> list) {
        JsonArray a = new JsonArray();
        list.forEach(a::add);
        return a;
    }
}
