package pz.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pz.engine.Game;
import pz.engine.GameRegistry;
import pz.play.plugin.TakeAway;

/**
 * Adding a game touches only its own module: {@link TakeAway}, registered by nothing but its factory
 * (with its profile) in this test source set's {@code META-INF/services}, gets its fallback agent, its
 * seat names, its board and its help in the terminal, with no class of {@code play} naming it.
 */
class PluginGameTest {

    @Test
    @DisplayName("a plug-in game without a shipped model gets its profile's fallback agent, named in the note")
    void fallbackFromProfile(@TempDir Path home) {
        Game game = GameRegistry.parse("takeaway");
        Opponent o = Opponent.resolve(game, null, null, home);
        assertEquals(TakeAway.FALLBACK, o.agent());
        assertTrue(o.note().contains("so the opponent is " + TakeAway.FALLBACK + ", a search without a network"), o.note());
    }

    @Test
    @DisplayName("a plug-in game plays in the terminal: its board, its example turn and notation help, its seat names")
    void playsInTheTerminal() throws Exception {
        Game game = GameRegistry.parse("takeaway");
        boolean[] humans = Seats.parse(game, "first");
        try (Session s = new Session("takeaway", Opponent.fallback(game), humans, 1)) {
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8);
            assertEquals(0, new Terminal(s, new BufferedReader(new StringReader("help\ntake4\ntake2\nquit\n")), out, false).run());
            String text = bytes.toString(StandardCharsets.UTF_8);
            assertTrue(text.contains("  1  o  o  o  o  o  o  o  1"), "seven stones drawn from the view's cell texts: " + text);
            assertTrue(text.contains("play a turn, e.g. 'take2'"), "the profile's example turn: " + text);
            assertTrue(text.contains("Take one, two or three stones"), "the reader's notation help: " + text);
            assertTrue(text.contains("a step is take1, take2 or take3, not 'take4'"), "the game's own refusal: " + text);
            assertTrue(text.contains("last turn: First (you): take2"), "the profile's seat names: " + text);
            assertTrue(text.contains("Second (computer) plays take"), "the fallback agent replies: " + text);
            assertTrue(text.contains("  1  o  o  o  o  .  .  .  1"), "five stones left less the reply of one, the winning move: " + text);
        }
    }
}
