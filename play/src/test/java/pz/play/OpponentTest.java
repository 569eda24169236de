package pz.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pz.engine.GameRegistry;
import pz.engine.InvalidInputException;

/** Which opponent pz play picks: an explicit agent or model, the shipped model (a variant's or the standard game's), a fallback. */
class OpponentTest {
    @Test
    @DisplayName("the shipped model plays by default; a Proteus variant without its own model gets the standard game's, and says so; "
            + "no model: the fallback search with a note")
    void shippedModelByDefault(@TempDir Path home) throws Exception {
        Opponent none = Opponent.resolve(GameRegistry.parse("proteus:polarity"), null, null, home);
        assertEquals("alphabeta:depth=5", none.agent(), "Proteus: alpha-beta depth 5 beat depth 4 19-1, which beat UCT 1500 20-0");
        assertTrue(none.note().contains("no model ships for proteus:polarity"), none.note());

        for (String spec : new String[] {"cowboys:size=9", "cowboys:players=4"}) {
            assertEquals("mcts:decisive=1,heuristic=1,rdepth=4,rollouts=8,solver=1,visits=1200",
                    Opponent.resolve(GameRegistry.parse(spec), null, null, home).agent(),
                    spec + ": PUCT over cut rollouts and territory at 1,200 visits beat UCT 10000 38-2 (Cowboys 9x9, 40 games)");
        }
        for (String spec : new String[] {"amazons", "amazons:size=6", "amazons:hex", "amazons:players=4"}) {
            assertEquals("mcts:decisive=1,heuristic=1,solver=1,visits=12000",
                    Opponent.resolve(GameRegistry.parse(spec), null, null, home).agent(),
                    spec + ": PUCT over the territory leaf beat the rollout search at equal time, 58.5% on 10x10, 57.5% on 8x8 (200 games)");
        }
        assertEquals("uct:rollouts=3000", Opponent.fallback(GameRegistry.parse("kadon")));

        Files.createDirectories(home.resolve("models/shipped"));
        Files.writeString(home.resolve("models/shipped/proteus.pzm"), "x");
        Opponent standard = Opponent.resolve(GameRegistry.parse("proteus"), null, null, home);
        assertEquals("mcts:model=" + home.resolve("models/shipped/proteus.pzm"), standard.agent(), "the model's own recipe, nothing overridden");
        assertEquals("opponent: the model shipped for proteus (models/shipped/proteus.pzm), searched as its file says", standard.note());

        Opponent variant = Opponent.resolve(GameRegistry.parse("proteus:polarity"), null, null, home);
        assertEquals(standard.agent(), variant.agent());
        assertTrue(variant.note().contains("(models/shipped/proteus.pzm, the standard game's model, which plays every variant)"),
                variant.note());

        Path own = Files.writeString(home.resolve("own.pzm"), "x");
        Opponent file = Opponent.resolve(GameRegistry.parse("kadon"), null, own.toString(), home);
        assertEquals("mcts:model=" + own.toAbsolutePath(), file.agent(), "--model FILE: the same, the file's own recipe");
        assertEquals("opponent: the model " + own + ", searched as its file says", file.note());

        Opponent explicit = Opponent.resolve(GameRegistry.parse("proteus:polarity"), "random", null, home);
        assertEquals("random", explicit.agent());
    }

    @Test
    @DisplayName("models/shipped/choices.txt: pz play uses the model it names for a spec and says why; where it chooses none, "
            + "the fallback, and the note says so with the measured result")
    void choicesSayWhy(@TempDir Path home) throws Exception {
        Path dir = Files.createDirectories(home.resolve("models/shipped"));
        Files.writeString(dir.resolve("cowboys-family.pzm"), "x");
        Files.writeString(dir.resolve("cowboys_size=9.pzm"), "x");
        Files.writeString(dir.resolve("choices.txt"), "cowboys:size=7 cowboys-family.pzm 61.0% of 200 vs the fallback\n"
                + "cowboys:size=9 - 48.0% of 200 vs the fallback\n");
        Opponent seven = Opponent.resolve(GameRegistry.parse("cowboys:size=7"), null, null, home);
        assertEquals("mcts:model=" + dir.resolve("cowboys-family.pzm"), seven.agent());
        assertEquals("opponent: the model shipped for cowboys:size=7 (models/shipped/cowboys-family.pzm, which plays several specs), "
                + "searched as its file says; 61.0% of 200 vs the fallback", seven.note());
        Opponent nine = Opponent.resolve(GameRegistry.parse("cowboys:size=9"), null, null, home);
        assertEquals("mcts:decisive=1,heuristic=1,rdepth=4,rollouts=8,solver=1,visits=1200", nine.agent(), "choices.txt wins over the file name");
        assertEquals("note: models/shipped/choices.txt chooses no model for cowboys:size=9; 48.0% of 200 vs the fallback; so the opponent is "
                + "mcts:decisive=1,heuristic=1,rdepth=4,rollouts=8,solver=1,visits=1200, a search without a network", nine.note());
        assertEquals(Optional.empty(), Opponent.shippedSearch(GameRegistry.parse("cowboys:size=9"), home), "the atlas's level 3 agrees");
    }

    @Test
    @DisplayName("a variant of a game that observes its options follows its default spec's choices.txt line: '-' for proteus keeps"
            + " every Proteus variant on the fallback, with the note; a variant's own line or model file still decides it")
    void variantsFollowTheDefaultSpecsChoice(@TempDir Path home) throws Exception {
        Path dir = Files.createDirectories(home.resolve("models/shipped"));
        Files.writeString(dir.resolve("proteus.pzm"), "x");
        Files.writeString(dir.resolve("kadon-family.pzm"), "x");
        Files.writeString(dir.resolve("choices.txt"), "proteus - loses to alpha-beta at equal time\n"
                + "kadon kadon-family.pzm 62% of 200 vs the fallback\n");
        for (String spec : new String[] {"proteus", "proteus:polarity", "proteus:tradeoff,warhorses"}) {
            Opponent o = Opponent.resolve(GameRegistry.parse(spec), null, null, home);
            assertEquals("alphabeta:depth=5", o.agent(), spec + ": the standard game's line chooses none, even with proteus.pzm shipped");
            assertEquals("note: models/shipped/choices.txt chooses no model for " + GameRegistry.canonical(spec)
                    + "; loses to alpha-beta at equal time; so the opponent is alphabeta:depth=5, a search without a network", o.note());
            assertEquals(Optional.empty(), Opponent.shippedSearch(GameRegistry.parse(spec), home), spec + ": the atlas's level 3 agrees");
        }
        Opponent overmatch = Opponent.resolve(GameRegistry.parse("kadon:overmatch"), null, null, home);
        assertEquals("mcts:model=" + dir.resolve("kadon-family.pzm"), overmatch.agent(), "kadon's line chooses its variants' model too");
        Files.writeString(dir.resolve("proteus_polarity.pzm"), "x");
        assertEquals("mcts:model=" + dir.resolve("proteus_polarity.pzm"),
                Opponent.resolve(GameRegistry.parse("proteus:polarity"), null, null, home).agent(), "a variant's own model file");
        Files.writeString(dir.resolve("choices.txt"), "proteus - loses\nproteus:polarity,warhorses proteus.pzm measured\n");
        assertEquals("mcts:model=" + dir.resolve("proteus.pzm"),
                Opponent.resolve(GameRegistry.parse("proteus:polarity,warhorses"), null, null, home).agent(), "a variant's own line");
    }
}
