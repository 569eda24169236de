package pz.cli.protocol;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintStream;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import pz.engine.Game;
import pz.engine.GameRegistry;
import pz.engine.InvalidInputException;
import pz.engine.State;
import pz.engine.util.Numbers;
import pz.mcts.agent.Agent;
import pz.mcts.agent.AgentFactory;
import pz.mcts.agent.AgentSpec;

/**
 * The {@code pz engine} text protocol: GTP's framing over any game of the project, so referees,
 * tournament managers and GUIs can drive an agent (see {@code cli/PROTOCOL.md}).
 *
 * <p>One command per line ({@link Request}); an optional numeric id first. A success answer is
 * {@code =[id] text}, an error {@code ?[id] message}, each followed by a blank line. Nothing else is ever
 * written to the output; logs go to standard error. Errors leave the state unchanged. Every command checks
 * its argument count. Outside bytes are bounded on the way in (lines of at most
 * {@value InputLines#MAX_CHARS} characters, {@link InputLines}) and on the way back ({@link Echo}: an
 * error is one line of bounded length, quoting a short prefix of what it refuses).
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

    /**
     * Reads commands until {@code quit} or the end of input. Lines are read with a bound on their length
     * ({@link InputLines}); a longer line is answered with an error and not parsed.
     */
    public void run(BufferedReader in) throws IOException {
        InputLines lines = new InputLines(in);
        InputLines.Line line;
        while (!quit && (line = lines.next()) != null) {
            if (line.overlong()) {
                Request r = Request.parse(line.text());
                answer("?" + (r == null || r.error() != null ? "" : r.id()), "line too long: " + line.length()
                        + " characters; commands have at most " + InputLines.MAX_CHARS);
            } else {
                handle(line.text());
            }
        }
        closeAgent();
    }

    /** Handles one input line (blank lines and {@code #} comments are ignored). */
    public void handle(String raw) {
        Request r = Request.parse(raw);
        if (r == null) {
            return;
        }
        if (r.error() != null) {
            answer("?", r.error());
            return;
        }
        try {
            answer("=" + r.id(), execute(r));
        } catch (InvalidInputException | ProtocolException e) {
            answer("?" + r.id(), Echo.message(e.getMessage()));
        } catch (RuntimeException e) {
            log.println("pz engine: internal error on " + Echo.quote(raw) + ": " + e);
            e.printStackTrace(log);
            answer("?" + r.id(), Echo.message("internal error: " + e.getClass().getSimpleName()
                    + (e.getMessage() == null ? "" : ": " + e.getMessage())));
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

    private String execute(Request r) {
        String cmd = r.command();
        String args = r.args();
        switch (cmd) {
            case "protocol_version":
                noArgs(r);
                return "2";
            case "name":
                noArgs(r);
                return "pz";
            case "version":
                noArgs(r);
                return VERSION + " (" + game.spec() + ", agent " + agentSpec + ")";
            case "list_commands":
                noArgs(r);
                return String.join("\n", COMMANDS);
            case "known_command":
                return Boolean.toString(COMMANDS.contains(oneWord(r, "known_command COMMAND").toLowerCase(Locale.ROOT)));
            case "game":
                Game g = GameRegistry.parse(oneWord(r, "game SPEC"));
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
                String[] w = r.words();
                if (w.length > 1) {
                    throw new ProtocolException("usage: genmove [COLOR] (got " + w.length + " arguments)");
                }
                return genmove(w.length == 0 ? -1 : seatNamed(w[0]));
            case "legal":
                noArgs(r);
                return String.join("\n", LegalTurns.of(state));
            case "undo":
                noArgs(r);
                if (entries.isEmpty()) {
                    throw new ProtocolException("nothing to undo");
                }
                for (int i = entries.pop(); i > 0; i--) {
                    state.undo();
                }
                newAgent();
                return "";
            case "showboard":
                noArgs(r);
                return "\n" + Board.render(state);
            case "score":
                noArgs(r);
                return Board.score(state);
            case "time_settings":
                return timeSettings(TimeSettings.turnMillis(r.words()));
            case "visits":
                return visits(oneWord(r, "visits N"));
            case "quit":
                noArgs(r);
                quit = true;
                return "";
            case "":
                throw new ProtocolException("missing command after the id " + r.id());
            default:
                throw new ProtocolException("unknown command " + Echo.quote(cmd) + "; list_commands shows the valid ones");
        }
    }

    private static void noArgs(Request r) {
        if (!r.args().isEmpty()) {
            throw new ProtocolException(r.command() + " takes no arguments; got " + Echo.quote(r.args()));
        }
    }

    /** The single argument of {@code r}; an error naming {@code usage} when there is none or more than one. */
    private static String oneWord(Request r, String usage) {
        String[] w = r.words();
        if (w.length != 1) {
            throw new ProtocolException((w.length == 0 ? "missing argument" : "too many arguments (" + w.length + ")") + "; usage: " + usage);
        }
        return w[0];
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
            throw new ProtocolException("illegal move: incomplete turn " + Echo.quote(text) + "; the same player must also play one of: "
                    + pz.engine.Turns.sampleNext(s));
        }
        for (int a : actions) {
            state.apply(a);
            agent.observe(a);
        }
        entries.push(actions.size());
        return "";
    }

    /** The seat a {@code genmove} argument names; an error listing the game's colours when it names none. */
    private int seatNamed(String text) {
        int seat = SeatNames.parse(game, text);
        if (seat < 0) {
            throw new ProtocolException("genmove takes the colour to move, one of " + SeatNames.all(game) + "; got " + Echo.quote(text));
        }
        return seat;
    }

    /**
     * Plays the agent's steps up to the end of the turn or a pending chance event. {@code seat}, when not
     * -1, is the colour the referee asked for: none of our games lets a seat move out of turn, so asking for
     * another colour than the one to move is an error that names the seat to move.
     */
    private String genmove(int seat) {
        if (state.isTerminal()) {
            throw new ProtocolException("the game is over");
        }
        if (state.isChance()) {
            throw new ProtocolException("a chance event is pending: the referee plays its outcome first (play =F)");
        }
        if (seat >= 0 && seat != state.currentPlayer()) {
            throw new ProtocolException("it is " + SeatNames.describe(game, state.currentPlayer()) + " to move, not "
                    + SeatNames.describe(game, seat));
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

    private String timeSettings(long turnMillis) {
        AgentSpec spec = AgentSpec.parse(agentSpec);
        if (!spec.kind().equals("mcts") && !spec.kind().equals("alphabeta")) {
            throw new ProtocolException("agent " + spec.kind() + " has no time control (use visits)");
        }
        setOption(spec, "time", Long.toString(turnMillis), "visits");
        return "";
    }

    private String visits(String text) {
        if (!text.matches("[0-9]{1,8}")) {
            throw new ProtocolException("visits takes a positive integer, got " + Echo.quote(text));
        }
        int v = Numbers.parseInt(text);
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
        agentSpec = spec.with(key, value).without(drop).canonical();
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
