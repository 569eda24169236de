package pz.cli.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import pz.engine.GameRegistry;
import pz.engine.State;

/**
 * cli/PROTOCOL.md describes the position notation of Amazons and Cowboys itself (issue 31 item 16: it
 * pointed to a rules section outside the repository that defines only Proteus and Kadon positions), and its
 * examples are what the engine reads and prints: each goes through {@code position} and comes back from
 * {@code showboard} unchanged, with the side and eliminated fields meaning what the text says.
 */
class ProtocolDocTest {
    private static final Path DOC = Path.of("PROTOCOL.md");

    @Test
    @DisplayName("PROTOCOL.md's Amazons and Cowboys positions round-trip through position and showboard")
    void positionExamplesAreTheEnginesOwn() throws Exception {
        String doc = Files.readString(DOC);
        assertFalse(doc.contains("RULES.md") || doc.contains("../shared"), "no pointer to a rules file outside the repository");
        int section = doc.indexOf("## Positions");
        assertTrue(section >= 0, "PROTOCOL.md has a Positions section");
        String text = doc.substring(section);
        for (String field : List.of("The board", "The side", "The pending square", "The eliminated seats", "once the game is over")) {
            assertTrue(text.contains(field), "the Positions section explains " + field);
        }
        List<String[]> examples = examples(text);
        assertTrue(examples.size() >= 5, "examples of Amazons and Cowboys positions");
        int over = 0;
        for (String[] e : examples) {
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            GtpSession s = new GtpSession(e[0], "random", 1, new PrintStream(bytes, true, StandardCharsets.UTF_8),
                    new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));
            s.handle("position " + e[1]);
            assertEquals("=\n\n", bytes.toString(StandardCharsets.UTF_8), e[0] + " " + e[1]);
            bytes.reset();
            s.handle("showboard");
            String board = bytes.toString(StandardCharsets.UTF_8);
            assertTrue(board.contains("position " + e[1] + "\n"), "showboard prints the documented text: " + board);
            String[] f = e[1].split(" ");
            State st = GameRegistry.parse(e[0]).parsePosition(e[1]);
            assertEquals(f[1].equals("-"), st.isTerminal(), "side '-' exactly when the game is over: " + e[1]);
            if (st.isTerminal()) {
                over++;
                assertTrue(board.contains("game over"), board);
                double[] r = st.returns();
                assertEquals(f[3].length(), r.length - 1, "once over, every seat but the winner is eliminated: " + e[1]);
                int winner = 0;
                while (f[3].indexOf("wbry".charAt(winner)) >= 0) {
                    winner++;
                }
                for (int seat = 0; seat < r.length; seat++) {
                    assertTrue(seat == winner || r[winner] > r[seat], "the seat not in the field won: " + e[1]);
                }
                int first = "wbry".indexOf(f[3].charAt(0));
                for (int seat = 0; seat < r.length; seat++) {
                    assertTrue(seat == first || r[first] < r[seat], "the first seat out is last: " + e[1]);
                }
            }
        }
        assertTrue(over >= 2, "examples of finished games");
    }

    /** The lines {@code SPEC POSITION} of the first code block after the Amazons and Cowboys heading. */
    private static List<String[]> examples(String text) {
        String block = text.substring(text.indexOf("```", text.indexOf("**Amazons and Cowboys**")) + 3);
        block = block.substring(0, block.indexOf("```"));
        List<String[]> out = new ArrayList<>();
        for (String line : block.strip().split("\n")) {
            String[] p = line.strip().split("\\s+", 2);
            out.add(new String[] {p[0], p[1].strip()});
        }
        return out;
    }
}
