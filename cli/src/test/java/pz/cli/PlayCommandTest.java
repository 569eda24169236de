package pz.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code pz play} driven through standard input like a script: a whole short game, refusals, commands. */
class PlayCommandTest extends CliTestBase {

    /** Runs {@code pz args...} with {@code stdin} as standard input. */
    private int runWithInput(String stdin, String... args) {
        InputStream saved = System.in;
        System.setIn(new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8)));
        try {
            return run(args);
        } finally {
            System.setIn(saved);
        }
    }

    @Test
    @DisplayName("P-END-3: a whole game of proteus:maxturns=4 through stdin, with illegal input, help, moves, hint and undo")
    void wholeScriptedGame() {
        String script = String.join("\n",
                "help",
                "b2-b9",          // not a step
                "b2-b4 b4+",      // P-ROT-1: the die that moved cannot rotate
                "a7-a6 c7+",      // not White's die
                "moves b2",
                "b2-b4",          // step by step: the move ...
                "d2+",            // ... then the rotation; the agent replies
                "undo",           // back to the start
                "b2-b4 d2+",
                "hint",
                "a1-a2 c1+",      // the last human turn; the agent's turn ends the game (turn cap)
                "d2-d3 f2+",      // refused: the game is over
                "quit", "");
        assertEquals(0, runWithInput(script, "play", "proteus:maxturns=4", "--seed", "3"), err);
        assertTrue(out.contains("note: no model ships for proteus:maxturns=4 (looked for models/shipped/proteus_maxturns=4.pzm),"
                + " so the opponent is alphabeta:depth=5"), out);
        assertTrue(out.contains("moves [CELL]") && out.contains("resign"), "help lists the commands: " + out);
        assertTrue(out.contains("illegal: 'b2-b9' is not a Proteus step"), out);
        assertTrue(out.contains("illegal: step 2 'b4+': "), out);
        assertTrue(out.contains("illegal: step 1 'a7-a6': no die of yours on a7"), "not White's die: " + out);
        assertTrue(out.contains("2 legal next steps naming b2:"), out);
        assertTrue(out.contains("White (you), continue your turn after 'b2-b4'>"), out);
        assertTrue(out.contains("Black (computer) is thinking..."), out);
        assertTrue(out.contains("evaluation: Black (computer) win probability ") && out.contains(" positions searched)"),
                "alpha-beta's root score is shown as an evaluation, with the positions it searched: " + out);
        assertTrue(out.contains("took back 4 steps"), out);
        assertTrue(out.contains("hint: "), out);
        assertTrue(out.contains("Game over: "), out);
        assertTrue(out.contains("illegal: the game is over"), out);
        assertTrue(out.contains("Bye."), out);
    }

    @Test
    @DisplayName("resign ends the game; the end of input ends the program")
    void resign() {
        assertEquals(0, runWithInput("resign\n", "play", "amazons:size=6", "--agent", "random"));
        assertTrue(out.contains("White (you) resigned; Black (computer) wins"), out);
        assertTrue(out.contains("opponent: random"), out);
    }

    @Test
    @DisplayName("bad arguments: a bad seat, a missing model file, both --model and --agent, --port without --web")
    void badArguments() {
        assertEquals(2, runWithInput("", "play", "proteus", "--seat", "red"));
        assertTrue(err.contains("seat 'red' is not a seat of proteus"), err);
        assertEquals(2, runWithInput("", "play", "proteus", "--model", "/nonexistent.pzm"));
        assertTrue(err.contains("model file '/nonexistent.pzm' does not exist"), err);
        assertEquals(2, runWithInput("", "play", "proteus", "--model", "x", "--agent", "random"));
        assertTrue(err.contains("not both"), err);
        assertEquals(2, runWithInput("", "play", "proteus", "--port", "8080"));
        assertTrue(err.contains("--port needs --web"), err);
        assertEquals(2, runWithInput("", "play"));
        assertTrue(err.contains("missing argument"), err);
        assertEquals(0, runWithInput("", "play", "--help"));
        assertTrue(out.contains("usage: pz play SPEC"), out);
    }

    @Test
    @DisplayName("issue 31: a bad model file is refused in plain words before any opponent is announced, in the terminal and --web")
    void badModelFiles(@TempDir Path dir) throws Exception {
        Path folder = Files.createDirectory(dir.resolve("folder.pzm"));
        Path empty = Files.createFile(dir.resolve("empty.pzm"));
        Path text = Files.writeString(dir.resolve("text.pzm"), "hello");
        String[][] cases = {
            {folder.toString(), "model file '" + folder + "' is a directory, not a model file"},
            {empty.toString(), "model file '" + empty + "' is empty (0 bytes): not a model file"},
            {text.toString(), "model file '" + text + "' is not a model file: it is not a zip archive"}};
        for (String[] c : cases) {
            for (String[] args : new String[][] {{"play", "amazons", "--model", c[0]}, {"play", "amazons", "--agent", "mcts:model=" + c[0]},
                    {"play", "amazons", "--web", "--model", c[0]}}) {
                assertEquals(2, runWithInput("quit\n", args), String.join(" ", args));
                assertTrue(err.contains(c[1]), err);
                assertFalse(out.contains("opponent") || out.contains("open http"), "announced before the model was refused: " + out);
            }
        }
    }

    @Test
    @DisplayName("issue 31: the help says where a model's search comes from (the recipe its file stores) instead of one number")
    void helpOnModelSearch() {
        assertEquals(0, run("play", "--help"));
        assertFalse(out.contains("searched with 400 visits"), out);
        assertTrue(out.contains("recipe its file stores") && out.contains("pz model show FILE"), out);
    }

    @Test
    @DisplayName("Black's seat: the agent opens, the person answers as Black")
    void playBlack() {
        assertEquals(0, runWithInput("quit\n", "play", "proteus", "--seat", "black", "--agent", "random"));
        assertTrue(out.contains("White (computer) plays "), out);
        assertTrue(out.contains("Black (you), your turn>"), out);
    }
}
