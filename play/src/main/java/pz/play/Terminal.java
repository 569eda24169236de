package pz.play;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicBoolean;
import pz.engine.InvalidInputException;
import pz.engine.view.BoardView;
import pz.play.board.TextBoard;

/**
 * The terminal game: draws the board, reads turns and commands line by line, lets the agent play
 * its seats with a "thinking" indicator and its evaluation. Plain text only, so that it works in any
 * terminal and when a script feeds standard input (then the indicator is a single line, not an
 * animation). Not thread-safe: one terminal per session.
 */
public final class Terminal {
    private static final String SPINNER = "|/-\\";
    private final Session session;
    private final BufferedReader in;
    private final PrintStream out;
    private final boolean animate;
    private final int viewer;

    /**
     * @param animate animate the thinking indicator (an interactive terminal); otherwise print it once
     */
    public Terminal(Session session, BufferedReader in, PrintStream out, boolean animate) {
        this.session = session;
        this.in = in;
        this.out = out;
        this.animate = animate;
        this.viewer = session.viewer(); // one human: hide what that seat may not see; several or none: show all
    }

    /** Plays until the game ends and the input ends, or {@code quit}; returns 0. */
    public int run() throws IOException {
        out.println("Type a turn in the notation of docs/rules/notation.md, or 'help'.");
        boolean draw = true;
        boolean announcedEnd = false;
        while (true) {
            if (draw) {
                printBoard();
                draw = false;
            }
            if (session.isOver() && !announcedEnd) {
                out.println("Game over: " + session.outcome() + ". ('undo' takes back your last turn, 'quit' leaves.)");
                announcedEnd = true;
            }
            if (session.agentToMove()) {
                agentTurn();
                draw = true;
                continue;
            }
            out.print(prompt());
            out.flush();
            String line = in.readLine();
            if (line == null) {
                out.println();
                out.println(session.isOver() ? "Bye." : "End of input: the game is left unfinished (" + session.turns().size()
                        + " turns played).");
                return 0;
            }
            if (!animate) {
                out.println(line); // echo scripted input so that a transcript reads like a session
            }
            String cmd = line.strip();
            if (cmd.isEmpty()) {
                continue;
            }
            try {
                switch (command(cmd)) {
                    case "quit" -> {
                        out.println("Bye.");
                        return 0;
                    }
                    case "help" -> help();
                    case "moves" -> moves(cmd);
                    case "hint" -> hint();
                    case "owner" -> owner();
                    case "undo" -> {
                        out.println(session.undo());
                        announcedEnd = false;
                        draw = true;
                    }
                    case "resign" -> {
                        out.println(session.resign());
                        draw = false;
                    }
                    case "board" -> draw = true;
                    case "history" -> history();
                    case "position" -> out.println(session.state().position());
                    default -> {
                        for (String e : session.play(cmd)) {
                            out.println(e);
                        }
                        draw = true;
                    }
                }
            } catch (InvalidInputException e) {
                out.println("illegal: " + e.getMessage());
            }
        }
    }

    private static String command(String line) {
        String w = line.split("\\s+")[0].toLowerCase(Locale.ROOT);
        return switch (w) {
            case "quit", "exit", "q" -> "quit";
            case "help", "?" -> "help";
            case "moves", "hint", "owner", "undo", "resign", "board", "history", "position" -> w;
            default -> "turn";
        };
    }

    private String prompt() {
        if (session.isOver()) {
            return "game over> ";
        }
        int seat = session.toMove();
        List<String> sofar = session.currentTurnSteps();
        String who = session.seatLabel(seat);
        return sofar.isEmpty() ? who + ", your turn> " : who + ", continue your turn after '" + String.join(" ", sofar) + "'> ";
    }

    private void printBoard() {
        BoardView v = session.view(viewer);
        out.println();
        for (String l : TextBoard.board(v)) {
            out.println(l);
        }
        String[] labels = new String[session.game().numPlayers()];
        for (int s = 0; s < labels.length; s++) {
            labels[s] = session.seatLabel(s);
        }
        for (String l : TextBoard.seats(v, labels, session.toMove())) {
            out.println(l);
        }
        for (String l : v.info()) {
            out.println("   " + l);
        }
        String last = session.lastTurn();
        if (last != null) {
            out.println("   last turn: " + last);
        }
    }

    private void agentTurn() {
        int seat = session.toMove();
        String who = session.seatLabel(seat);
        AtomicBoolean thinking = new AtomicBoolean(true);
        Thread spinner = null;
        if (animate) {
            spinner = new Thread(() -> {
                int i = 0;
                while (thinking.get()) {
                    out.print("\r" + who + " is thinking " + SPINNER.charAt(i++ % 4) + " ");
                    out.flush();
                    try {
                        Thread.sleep(120);
                    } catch (InterruptedException e) {
                        return;
                    }
                }
            }, "pz-thinking");
            spinner.setDaemon(true);
            spinner.start();
        } else {
            out.println(who + " is thinking...");
        }
        long t0 = System.nanoTime();
        AgentTurn t = session.agentTurn(() -> false);
        thinking.set(false);
        if (spinner != null) {
            try {
                spinner.join();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            out.print("\r" + " ".repeat(who.length() + 16) + "\r");
        }
        double secs = (System.nanoTime() - t0) / 1e9;
        String moved = t.turn().substring(t.turn().indexOf(':') + 1).strip();
        out.println(who + " plays " + moved + String.format(Locale.ROOT, "   (%.1f s)", secs));
        for (String e : t.events()) {
            out.println(e);
        }
        out.println(evaluationLine(t.evaluation(), who));
    }

    private String evaluationLine(Evaluation e, String who) {
        if (e == null) {
            return "   evaluation: none (a forced move, or an agent that gives none)";
        }
        String what = session.game().numPlayers() == 2 ? "win probability" : "expected score (1 = first place, 0 = last)";
        return String.format(Locale.ROOT, "   evaluation: %s %s %s (%,d positions searched)", who, what, e.percent(), e.simulations());
    }

    private void help() {
        out.println("Commands:");
        out.println("  <turn>          play a turn, e.g. " + example() + "; or its first step, then the rest");
        out.println("  moves [CELL]    list the legal next steps (only those naming CELL)");
        out.println("  hint            ask the agent what it would play for you, with its evaluation");
        out.println("  owner           the model's ownership map: each cell's likely final owner and how sure, 1 to 9");
        out.println("                  (W9: surely White's, W1: barely; '.': even), where the model has an ownership head");
        out.println("  undo            take back your last turn (and the replies to it)");
        out.println("  resign          give up the game");
        out.println("  board, history, position   show the board, the turns so far, the position");
        out.println("  quit            leave");
        for (String l : session.profile().board().notationHelp(session.game())) {
            out.println("  " + l);
        }
    }

    /** The game's first example turn, quoted, or a description where the game gives none. */
    private String example() {
        List<String> examples = session.profile().exampleTurns(session.game());
        return examples.isEmpty() ? "a turn in the game's notation" : "'" + examples.get(0) + "'";
    }

    private void moves(String cmd) {
        String[] w = cmd.split("\\s+");
        String cell = w.length > 1 ? w[1].toLowerCase(Locale.ROOT) : null;
        List<String> steps = new ArrayList<>();
        for (String s : session.legalSteps()) {
            if (cell == null || s.toLowerCase(Locale.ROOT).matches(".*(^|[^a-z0-9])" + java.util.regex.Pattern.quote(cell) + "($|[^0-9]).*")) {
                steps.add(s);
            }
        }
        if (session.isOver()) {
            out.println("the game is over");
            return;
        }
        out.println(steps.size() + " legal next step" + (steps.size() == 1 ? "" : "s") + (cell == null ? "" : " naming " + cell) + ":");
        if (steps.size() <= 24) {
            for (String s : steps) {
                out.println("  " + session.describe(s));
            }
        } else {
            StringBuilder b = new StringBuilder("  ");
            for (String s : steps) {
                if (b.length() + s.length() > 100) {
                    out.println(b.toString().stripTrailing());
                    b = new StringBuilder("  ");
                }
                b.append(s).append("  ");
            }
            out.println(b.toString().stripTrailing());
        }
    }

    private void hint() {
        out.println("thinking about a hint...");
        AgentTurn h = session.hint(() -> false);
        String eval = h.evaluation() == null ? "" : "   (its evaluation for you: " + h.evaluation().percent() + ")";
        out.println("hint: " + h.turn() + eval);
    }

    private void owner() {
        String why = OwnershipMap.unavailable(session);
        if (why != null) {
            out.println(why);
            return;
        }
        if (session.isOver()) {
            out.println("the game is over: no ownership map");
            return;
        }
        StringBuilder letters = new StringBuilder();
        List<String> legend = new ArrayList<>();
        for (int s = 0; s < session.game().numPlayers(); s++) {
            String name = session.profile().seatName(session.game(), s);
            letters.append(name.charAt(0));
            legend.add(name.charAt(0) + " " + name);
        }
        OwnershipMap m = OwnershipMap.of(session);
        out.println("The model's ownership map (who owns each cell at the end, and how sure: 9 certain, 1 barely, '.' even):");
        for (String l : TextBoard.ownership(session.view(viewer), m, letters.toString())) {
            out.println(l);
        }
        out.println("   " + String.join(", ", legend) + "; x an arrow or bullet (nobody's)");
    }

    private void history() {
        List<String> t = session.turns();
        if (t.isEmpty()) {
            out.println("no turns yet");
        }
        for (int i = 0; i < t.size(); i++) {
            out.println(String.format(Locale.ROOT, "%4d. %s", i + 1, t.get(i)));
        }
    }
}
