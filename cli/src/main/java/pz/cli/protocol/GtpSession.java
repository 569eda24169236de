package pz.cli.protocol;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintStream;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import pz.engine.Game;
import pz.engine.GameRegistry;
import pz.engine.InvalidInputException;
import pz.engine.State;
import pz.mcts.agent.Agent;
import pz.mcts.agent.AgentFactory;
import pz.mcts.agent.AgentSpec;

/**
 * The {@code pz engine} text protocol: GTP's framing over any game of the project, so referees,
 * tournament managers and GUIs can drive an agent (see {@code cli/PROTOCOL.md}).
 *
 * <p>One command per line; an optional numeric id first. A success answer is {@code =[id] text}, an
 * error {@code ?[id] message}, each followed by a blank line. Nothing else is ever written to the
 * output; logs go to standard error. Errors leave the state unchanged.
 *
 * <p>Chance events (Proteus Roulette rolls) belong to the referee: {@code genmove} plays the agent's
 * steps up to the end of its turn or up to a pending chance event, whichever comes first; the referee
 * then announces the outcome with {@code play =F} (and, for a roll before the rotation, asks
 * {@code genmove} again for the rest of the turn). {@code play} accepts a whole turn with its rolls,
 * or the part of a turn up to a pending chance event, or a chance outcome alone.
 *
 * <p>Not thread-safe: one session per input stream.
 */
public final class GtpSession {
    static final String VERSION = "0.1.0";
    private static final List<String> COMMANDS = List.of("protocol_version", "name", "version", "list_commands",
            "known_command", "game", "position", "play", "genmove", "legal", "undo", "showboard", "score",
            "time_settings", "visits", "quit");

    private final PrintStream out;
    private final PrintStream log;
    private Game game;
    private String agentSpec;
    private State state;
    private AgentFactory factory;
    private Agent agent;
    private long seed;
    /** Number of actions applied by each play/genmove, for undo. */
    private final Deque<Integer> entries = new ArrayDeque<>();
    private boolean quit;

    /**
     * @param gameSpec the game (a spec string)
     * @param agent    the agent's spec string
     * @param seed     the agent's random seed
     * @param out      the protocol's output (answers only)
     * @param log      diagnostics
     * @throws InvalidInputException for a bad game or agent spec
     */
    public GtpSession(String gameSpec, String agent, long seed, PrintStream out, PrintStream log) {
        this.out = out;
        this.log = log;
        this.seed = seed;
        this.game = GameRegistry.parse(gameSpec);
        this.agentSpec = AgentSpec.parse(agent).canonical();
        this.state = game.newInitialState();
        newAgent();
    }

    /** Reads commands until {@code quit} or the end of input. */
    public void run(BufferedReader in) throws IOException {
        String line;
        while (!quit && (line = in.readLine()) != null) {
            handle(line);
        }
        closeAgent();
    }

    /** Handles one input line (blank lines and {@code #} comments are ignored). */
    public void handle(String raw) {
        String line = raw.replace('\t', ' ');
        int hash = line.indexOf('#');
        if (hash >= 0) {
            line = line.substring(0, hash);
        }
        line = line.strip();
        if (line.isEmpty()) {
            return;
        }
        String id = "";
        int sp = line.indexOf(' ');
        String first = sp < 0 ? line : line.substring(0, sp);
        if (first.chars().allMatch(Character::isDigit)) {
            id = first;
            line = sp < 0 ? "" : line.substring(sp + 1).strip();
        }
        sp = line.indexOf(' ');
        String cmd = (sp < 0 ? line : line.substring(0, sp)).toLowerCase(Locale.ROOT);
        String args = sp < 0 ? "" : line.substring(sp + 1).strip();
        try {
            answer("=" + id, execute(cmd, args));
        } catch (InvalidInputException | ProtocolException e) {
            answer("?" + id, e.getMessage());
        } catch (RuntimeException e) {
            log.println("pz engine: internal error on '" + raw + "': " + e);
            e.printStackTrace(log);
            answer("?" + id, "internal error: " + e.getClass().getSimpleName() + (e.getMessage() == null ? "" : ": " + e.getMessage()));
        }
    }

    private void answer(String head, String text) {
        out.print(text.isEmpty() ? head + "\n\n" : head + " " + text + "\n\n");
        out.flush();
    }

    /** True after {@code quit}. */
    public boolean quitRequested() {
        return quit;
    }

    private String execute(String cmd, String args) {
        switch (cmd) {
            case "protocol_version":
                return "2";
            case "name":
                return "pz";
            case "version":
                return VERSION + " (" + game.spec() + ", agent " + agentSpec + ")";
            case "list_commands":
                return String.join("\n", COMMANDS);
            case "known_command":
                return Boolean.toString(COMMANDS.contains(args.toLowerCase(Locale.ROOT)));
            case "game":
                need(args, "game SPEC");
                Game g = GameRegistry.parse(args);
                game = g;
                state = game.newInitialState();
                entries.clear();
                newAgent();
                return game.spec();
            case "position":
                need(args, "position start|POS");
                State s = args.equals("start") ? game.newInitialState() : game.parsePosition(args);
                state = s;
                entries.clear();
                newAgent();
                return "";
            case "play":
                need(args, "play TURN");
                return play(args);
            case "genmove":
                return genmove();
            case "legal":
                return String.join("\n", LegalTurns.of(state));
            case "undo":
                if (entries.isEmpty()) {
                    throw new ProtocolException("nothing to undo");
                }
                for (int i = entries.pop(); i > 0; i--) {
                    state.undo();
                }
                newAgent();
                return "";
            case "showboard":
                return "\n" + Board.render(state);
            case "score":
                return score();
            case "time_settings":
                return timeSettings(args);
            case "visits":
                return visits(args);
            case "quit":
                quit = true;
                return "";
            default:
                throw new ProtocolException("unknown command '" + cmd + "'; list_commands shows the valid ones");
        }
    }

    private static void need(String args, String usage) {
        if (args.isEmpty()) {
            throw new ProtocolException("missing argument: " + usage);
        }
    }

    private String play(String text) {
        if (state.isTerminal()) {
            throw new ProtocolException("illegal move: the game is over");
        }
        List<String> steps;
        try {
            steps = game.splitTurn(text);
        } catch (InvalidInputException e) {
            throw new ProtocolException("illegal move: " + e.getMessage());
        }
        State s = state.copy();
        int startTurn = s.turn();
        List<Integer> actions = new ArrayList<>();
        boolean onlyChance = true;
        for (String step : steps) {
            if (s.isTerminal() || s.turn() != startTurn) {
                throw new ProtocolException("illegal move: the turn is complete before '" + step + "'");
            }
            int a;
            try {
                a = s.parseAction(step);
            } catch (InvalidInputException e) {
                throw new ProtocolException("illegal move: " + e.getMessage());
            }
            onlyChance &= s.isChance();
            s.apply(a);
            actions.add(a);
        }
        // accepted: a whole turn, a turn up to a pending chance event, or chance outcomes alone (the referee's roll)
        if (!s.isTerminal() && s.turn() == startTurn && !s.isChance() && !onlyChance) {
            throw new ProtocolException("illegal move: incomplete turn '" + text + "'; the same player must also play one of: "
                    + pz.engine.Turns.sampleNext(s));
        }
        for (int a : actions) {
            state.apply(a);
            agent.observe(a);
        }
        entries.push(actions.size());
        return "";
    }

    private String genmove() {
        if (state.isTerminal()) {
            throw new ProtocolException("the game is over");
        }
        if (state.isChance()) {
            throw new ProtocolException("a chance event is pending: the referee plays its outcome first (play =F)");
        }
        int startTurn = state.turn();
        List<String> steps = new ArrayList<>();
        int n = 0;
        while (!state.isTerminal() && !state.isChance() && state.turn() == startTurn) {
            int a = agent.selectAction(state);
            steps.add(state.actionToString(a));
            state.apply(a);
            agent.observe(a);
            n++;
        }
        entries.push(n);
        return game.joinTurn(steps);
    }

    private String score() {
        if (!state.isTerminal()) {
            return "ongoing";
        }
        double[] r = state.returns();
        StringBuilder b = new StringBuilder();
        double best = Double.NEGATIVE_INFINITY;
        int winners = 0;
        int winner = -1;
        for (int p = 0; p < r.length; p++) {
            if (r[p] > best + 1e-12) {
                best = r[p];
                winners = 1;
                winner = p;
            } else if (Math.abs(r[p] - best) <= 1e-12) {
                winners++;
            }
        }
        b.append(winners == 1 ? "winner " + winner : "draw");
        b.append(" returns");
        for (double v : r) {
            b.append(' ').append(v == Math.rint(v) ? Long.toString((long) v) : Double.toString(v));
        }
        return b.toString();
    }

    private String timeSettings(String args) {
        String[] p = args.isEmpty() ? new String[0] : args.split("\\s+");
        if (p.length != 3) {
            throw new ProtocolException("usage: time_settings MAIN_SECONDS BYO_YOMI_SECONDS BYO_YOMI_STONES");
        }
        double main;
        double byo;
        int stones;
        try {
            main = Double.parseDouble(p[0]);
            byo = Double.parseDouble(p[1]);
            stones = Integer.parseInt(p[2]);
        } catch (NumberFormatException e) {
            throw new ProtocolException("time_settings takes numbers, got '" + args + "'");
        }
        if (main < 0 || byo < 0 || stones < 0) {
            throw new ProtocolException("time_settings values must not be negative");
        }
        // per move: the byo-yomi period shared by its stones, else 1/30 of the main time
        long ms = Math.max(10, (long) (1000 * (stones > 0 && byo > 0 ? byo / stones : main / 30)));
        AgentSpec spec = AgentSpec.parse(agentSpec);
        if (!spec.kind().equals("mcts") && !spec.kind().equals("alphabeta")) {
            throw new ProtocolException("agent " + spec.kind() + " has no time control (use visits)");
        }
        setOption(spec, "time", Long.toString(ms), "visits");
        return "";
    }

    private String visits(String args) {
        int v;
        try {
            v = Integer.parseInt(args.strip());
        } catch (NumberFormatException e) {
            throw new ProtocolException("visits takes a positive integer, got '" + args + "'");
        }
        if (v < 1 || v > 10_000_000) {
            throw new ProtocolException("visits must be in 1..10000000, got " + v);
        }
        AgentSpec spec = AgentSpec.parse(agentSpec);
        String option = switch (spec.kind()) {
            case "mcts", "gumbel" -> "visits";
            case "uct" -> "rollouts";
            default -> throw new ProtocolException("agent " + spec.kind() + " has no visit budget");
        };
        setOption(spec, option, Integer.toString(v), "time");
        return "";
    }

    private void setOption(AgentSpec spec, String key, String value, String drop) {
        Map<String, String> opts = new TreeMap<>(spec.options());
        opts.put(key, value);
        opts.remove(drop);
        Map<String, String> ordered = new LinkedHashMap<>(opts);
        StringBuilder b = new StringBuilder(spec.kind());
        char sep = ':';
        for (Map.Entry<String, String> e : ordered.entrySet()) {
            b.append(sep).append(e.getKey()).append('=').append(e.getValue());
            sep = ',';
        }
        agentSpec = AgentSpec.parse(b.toString()).canonical();
        newAgent();
    }

    private void newAgent() {
        closeAgent();
        factory = AgentSpec.parse(agentSpec).factory(game);
        agent = factory.newAgent(seed++);
        log.println("pz engine: agent " + agentSpec + " on " + game.spec());
    }

    private void closeAgent() {
        if (agent != null) {
            agent.close();
            agent = null;
        }
        if (factory != null) {
            factory.close();
            factory = null;
        }
    }

    /** A protocol-level error (bad arguments, illegal move): answered with {@code ?}. */
    static final class ProtocolException extends RuntimeException {
        private static final long serialVersionUID = 1L;

        ProtocolException(String message) {
            super(message);
        }
    }
}
