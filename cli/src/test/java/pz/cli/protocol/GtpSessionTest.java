package pz.cli.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import pz.engine.Game;
import pz.engine.GameRegistry;
import pz.engine.State;

/** The pz engine protocol: GTP framing, every command, errors that never crash, whole games over a pipe. */
class GtpSessionTest {
    private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    private final PrintStream log = new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8);

    private GtpSession session(String spec, String agent) {
        return new GtpSession(spec, agent, 1, new PrintStream(bytes, true, StandardCharsets.UTF_8), log);
    }

    private String send(GtpSession s, String line) {
        bytes.reset();
        s.handle(line);
        return bytes.toString(StandardCharsets.UTF_8);
    }

    @Test
    void framingSuccessErrorAndIds() {
        GtpSession s = session("tictactoe", "random");
        assertEquals("= 2\n\n", send(s, "protocol_version"));
        assertEquals("=7 pz\n\n", send(s, "7 name"));
        assertEquals("?3 unknown command 'fly'; list_commands shows the valid ones\n\n", send(s, "3 fly"));
        assertEquals("", send(s, "   # just a comment"));
        assertEquals("= true\n\n", send(s, "known_command genmove"));
        assertEquals("= false\n\n", send(s, "known_command fly"));
        assertTrue(send(s, "list_commands").contains("\ngenmove\n"));
    }

    @Test
    void illegalAndMalformedPlayLeavesStateUnchanged() {
        GtpSession s = session("tictactoe", "random");
        assertEquals("= \n\n".strip() + "\n\n", send(s, "play b2"));
        String board = send(s, "showboard");
        assertEquals("? illegal move: b2 is already taken\n\n", send(s, "play b2"));
        assertTrue(send(s, "play z9").startsWith("? illegal move: 'z9' is not a cell"));
        assertEquals("? missing argument: play TURN\n\n", send(s, "play"));
        assertEquals(board, send(s, "showboard"), "errors leave the state unchanged");
        assertTrue(send(s, "undo").startsWith("="));
        assertEquals("? nothing to undo\n\n", send(s, "undo"));
    }

    @Test
    void wholeTurnsIncompleteTurnsAndLegal() {
        GtpSession s = session("amazons:size=6", "random");
        String legal = send(s, "legal");
        assertTrue(legal.startsWith("= ") && legal.contains("/"), legal);
        assertTrue(send(s, "play b1-b3").startsWith("? illegal move: incomplete turn 'b1-b3'"));
        String first = legal.substring(2).split("\n")[0];
        assertEquals("=\n\n", send(s, "play " + first));
        String gen = send(s, "genmove");
        assertTrue(gen.matches("= [a-f][1-6]-[a-f][1-6]/[a-f][1-6]\n\n"), gen);
        assertEquals("= ongoing\n\n", send(s, "score"));
    }

    @Test
    void gameAndPositionSwitchAndBadSpecs() {
        GtpSession s = session("tictactoe", "random");
        assertEquals("= pig\n\n", send(s, "game pig"));
        assertTrue(send(s, "game chess").startsWith("? unknown game 'chess'"));
        assertEquals("=\n\n", send(s, "position 3 4 0 1 5 d"));
        assertTrue(send(s, "showboard").contains("position 3 4 0 1 5 d"));
        assertTrue(send(s, "position 3 4").startsWith("? a pig position has 6 fields"));
        assertEquals("=\n\n", send(s, "position start"));
    }

    @Test
    void budgetsChangeTheAgent() {
        GtpSession s = session("tictactoe", "mcts:visits=10");
        assertEquals("=\n\n", send(s, "visits 50"));
        assertTrue(send(s, "version").contains("mcts:visits=50"));
        assertEquals("=\n\n", send(s, "time_settings 0 1 10"));
        assertTrue(send(s, "version").contains("mcts:time=100"));
        assertTrue(send(s, "visits lots").startsWith("? visits takes a positive integer"));
        assertTrue(send(s, "time_settings 1 2").startsWith("? usage: time_settings"));
        GtpSession r = session("tictactoe", "random");
        assertTrue(send(r, "visits 5").startsWith("? agent random has no visit budget"));
    }

    @Test
    void chanceEventsBelongToTheReferee() {
        GtpSession s = session("pig", "random");
        assertEquals("=\n\n", send(s, "play roll"), "a turn may stop at a pending roll");
        assertTrue(send(s, "genmove").startsWith("? a chance event is pending"));
        assertEquals("=\n\n", send(s, "play =3"));
        assertEquals("=\n\n", send(s, "play hold"));
        assertEquals("=\n\n", send(s, "play roll =1"));
        assertTrue(send(s, "showboard").contains("3 0 0 0 2 d"), "two whole turns played");
    }

    // ---- whole games through a real pipe, one per game family ----

    @Test
    void wholeGamesOverAPipeForEveryFamily() throws Exception {
        for (String spec : List.of("proteus:roulette=before", "amazons:size=6", "cowboys:size=6", "kadon", "pig")) {
            refereeAGame(spec);
        }
    }

    private static void refereeAGame(String spec) throws Exception {
        Process p = new ProcessBuilder(System.getProperty("java.home") + "/bin/java", "-cp", System.getProperty("java.class.path"),
                "pz.cli.Main", "engine", spec, "--agent", "random").redirectError(ProcessBuilder.Redirect.DISCARD).start();
        try (Writer w = new OutputStreamWriter(p.getOutputStream(), StandardCharsets.UTF_8);
             BufferedReader r = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
            Game game = GameRegistry.parse(spec);
            State ref = game.newInitialState();
            SplittableRandom rng = new SplittableRandom(9);
            assertTrue(ask(w, r, "garbage in").startsWith("? "), spec);
            assertTrue(ask(w, r, "play nonsense-move").startsWith("? illegal move"), spec);
            int turns = 0;
            while (!ref.isTerminal() && turns < 400) {
                if (ref.isChance()) {
                    int[] outs = new int[game.numActions()];
                    double[] probs = new double[game.numActions()];
                    int m = ref.chanceOutcomes(outs, probs);
                    int a = outs[rng.nextInt(m)];
                    assertEquals("=", ask(w, r, "play " + ref.actionToString(a)), spec);
                    ref.apply(a);
                } else if (ref.currentPlayer() == 0) {
                    String ans = ask(w, r, "genmove");
                    assertTrue(ans.startsWith("= "), spec + ": " + ans);
                    applySteps(ref, ans.substring(2));
                } else {
                    String legal = ask(w, r, "legal");
                    assertTrue(legal.startsWith("= "), spec + ": " + legal);
                    String[] all = legal.substring(2).split("\n");
                    String pick = all[rng.nextInt(all.length)];
                    assertEquals("=", ask(w, r, "play " + pick), spec + " play " + pick);
                    applySteps(ref, pick);
                }
                turns++;
            }
            String score = ask(w, r, "score");
            if (ref.isTerminal()) {
                assertFalse(score.contains("ongoing"), spec + ": " + score);
                assertTrue(ask(w, r, "genmove").startsWith("? the game is over"), spec);
            }
            assertTrue(ask(w, r, "showboard").contains(ref.position()), spec + ": engine and referee agree on the position");
            assertEquals("=", ask(w, r, "quit"), spec);
        }
        assertTrue(p.waitFor(20, TimeUnit.SECONDS), spec + ": the engine exits after quit");
        assertEquals(0, p.exitValue());
    }

    private static void applySteps(State s, String turn) {
        for (String step : s.game().splitTurn(turn)) {
            s.apply(s.parseAction(step));
        }
    }

    /** Sends one command and reads its answer up to the blank line (multi-line answers joined by newlines). */
    private static String ask(Writer w, BufferedReader r, String command) throws IOException {
        w.write(command + "\n");
        w.flush();
        List<String> lines = new ArrayList<>();
        String line;
        while ((line = r.readLine()) != null && !line.isEmpty()) {
            lines.add(line);
        }
        return String.join("\n", lines).strip();
    }
}
