package pz.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The terminal game driven through its input like a script: boards, prompts, refusals, commands. */
class TerminalTest {

    private static String run(Session s, String script) throws Exception {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8);
        assertEquals(0, new Terminal(s, new BufferedReader(new StringReader(script)), out, false).run());
        return bytes.toString(StandardCharsets.UTF_8);
    }

    @Test
    @DisplayName("N-MOVE-AMAZONS step by step: the move, a refused arrow with its reason, the arrow; the agent replies")
    void amazonsStepByStep() throws Exception {
        try (Session s = new Session("amazons:size=6", "mcts:visits=20", new boolean[] {true, false}, 1)) {
            String out = run(s, "b1-b3\n/e6\n/b4\nquit\n");
            assertTrue(out.contains("White (you), continue your turn after 'b1-b3'>"), out);
            assertTrue(out.contains("illegal: the arrow cannot land on e6, which holds a Black amazon"), out);
            assertTrue(out.contains("last turn: White (you): b1-b3/b4"), out);
            assertTrue(out.contains("Black (computer) is thinking..."), out);
            assertTrue(out.contains("evaluation: Black (computer) win probability"), out);
            assertTrue(out.contains("  3  . (W) ."), "the amazon that must shoot (b3) is marked: " + out);
        }
    }

    @Test
    @DisplayName("moves lists the legal next steps in words; moves CELL filters them")
    void moves() throws Exception {
        try (Session s = new Session("proteus", "random", new boolean[] {true, false}, 1)) {
            String out = run(s, "moves b2\n");
            assertTrue(out.contains("2 legal next steps naming b2:"), out);
            assertTrue(out.contains("b2-b4: Pawn b2 to b4"), out);
            assertTrue(out.contains("End of input: the game is left unfinished"), out);
        }
    }

    @Test
    @DisplayName("K-PLACE-1 Kadon: Black places first; the board shows tiles and rules; a bad placement is refused")
    void kadon() throws Exception {
        try (Session s = new Session("kadon", "random", new boolean[] {true, false}, 1)) {
            String out = run(s, "c@a1\nRC@a1\nquit\n");
            assertTrue(out.contains("Black (you), your turn>"), out);
            assertTrue(out.contains("illegal: "), out);
            assertTrue(out.contains("last turn: Black (you): RC@a1"), out);
            assertTrue(out.contains("rules in force: MOVE (none yet)"), out);
        }
    }

    @Test
    @DisplayName("A-MULTI-2: four seats with one person show four players and the agents' three turns")
    void fourPlayers() throws Exception {
        try (Session s = new Session("amazons:players=4", "random", new boolean[] {false, false, false, true}, 1)) {
            String out = run(s, "quit\n");
            assertTrue(out.contains("Yellow (you), your turn>"), out);
            assertTrue(out.contains("Red (computer) plays"), out);
            assertTrue(out.contains("evaluation: none"), "random gives no evaluation: " + out);
        }
    }

    /** The first v2 network (Cowboys 8x8, with an ownership head), as an agent spec with a short search. */
    static final String V2_MODEL = "mcts:model=" + java.nio.file.Path.of("..", "models", "wip", "cowboys-v2-1856.pzm") + ",visits=16";

    @Test
    @DisplayName("owner prints the v2 model's ownership map as the board: owner letter and sureness per cell, documented in help")
    void ownerPrintsTheModelsMap() throws Exception {
        try (Session s = new Session("cowboys", V2_MODEL, new boolean[] {true, false}, 1)) {
            String out = run(s, "help\nowner\nquit\n");
            assertTrue(out.contains("  owner           the model's ownership map"), "help documents it: " + out);
            String map = out.substring(out.indexOf("The model's ownership map"));
            String[] lines = map.split("\n");
            int cells = 0;
            for (int rank = 8; rank >= 1; rank--) {
                String row = lines[1 + (9 - rank)];
                assertTrue(row.matches("\\s*" + rank + "( +([WB][1-9]|\\.)){8} +" + rank), "rank " + rank + ": " + row);
                cells += row.trim().split(" +").length - 2;
            }
            assertEquals(64, cells, map);
            // at the start White's home rows are White's, Black's Black's
            assertTrue(lines[1 + 8].contains("W"), lines[1 + 8]);
            assertTrue(lines[1 + 1].contains("B"), lines[1 + 1]);
            assertTrue(map.contains("W White, B Black"), map);
        }
    }

    @Test
    @DisplayName("owner without a network says why there is no map")
    void ownerWithoutANetwork() throws Exception {
        try (Session s = new Session("cowboys", "mcts:visits=16", new boolean[] {true, false}, 1)) {
            String out = run(s, "owner\nquit\n");
            assertTrue(out.contains("no ownership map: the opponent (mcts:visits=16) searches without a network"), out);
        }
    }
}
