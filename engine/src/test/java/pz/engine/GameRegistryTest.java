package pz.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** N-SPEC-1: spec strings, canonical forms and the errors for bad ones. */
class GameRegistryTest {

    private static String error(String spec) {
        return assertThrows(SpecException.class, () -> GameRegistry.parse(spec)).getMessage();
    }

    @Test
    void nSpec1CanonicalFormSortsOptionsAndDropsDefaults() {
        assertEquals("pig:maxturns=30,target=10", GameRegistry.canonical(" pig:target=10, maxturns=30 "));
        assertEquals("pig", GameRegistry.canonical("pig:target=6"));
        assertEquals("pig", GameRegistry.canonical("PIG"));
        assertSame(GameRegistry.parse("pig:target=10"), GameRegistry.parse("pig:target=10"));
    }

    @Test
    void nSpec1FileStemNamesOneFilePerCanonicalSpec() {
        assertEquals("pig_maxturns=30_target=10", GameRegistry.fileStem(GameRegistry.canonical("pig:target=10,maxturns=30")));
        assertEquals("pig", GameRegistry.fileStem("pig"));
    }

    @Test
    void nSpec1FamilyIsTheNameBeforeTheOptions() {
        assertEquals("pig", GameRegistry.family("pig:target=10,maxturns=30"));
        assertEquals("pig", GameRegistry.family("pig"));
        assertEquals("cowboys", GameRegistry.family("cowboys:*"));
    }

    @Test
    void nSpec1UnknownGameListsValidGames() {
        String m = error("chess");
        assertTrue(m.startsWith("unknown game 'chess'; valid games: "), m);
        assertTrue(m.contains("tictactoe") && m.contains("pig"), m);
    }

    @Test
    void nSpec1UnknownOptionListsValidOptions() {
        assertEquals("unknown option 'size' for pig; valid options: target=2..20, maxturns=1..200", error("pig:size=8"));
    }

    @Test
    void nSpec1BadValueNamesOptionAndRange() {
        assertEquals("bad value '99' for option 'target' of pig; valid: target=2..20", error("pig:target=99"));
        assertEquals("bad value 'x' for option 'target' of pig; valid: target=2..20", error("pig:target=x"));
        assertEquals("option 'target' of pig needs a value; valid: target=2..20", error("pig:target"));
    }

    @Test
    void nSpec1MalformedSpecs() {
        assertTrue(error("").startsWith("empty game spec"));
        assertTrue(error("pig:").contains("has a ':' but no options"));
        assertTrue(error("pig:target=3,,maxturns=4").startsWith("empty option"));
        assertTrue(error("pig:target=3,target=4").contains("given twice"));
        assertThrows(SpecException.class, () -> GameRegistry.parse(null));
    }

    @Test
    void optionKindsNormalize() {
        GameOption flag = GameOption.flag("tradeoff", "");
        assertEquals("", flag.normalize("g", null));
        assertThrows(SpecException.class, () -> flag.normalize("g", "1"));
        GameOption choice = GameOption.choice("roulette", null, "", "before", "after");
        assertEquals("after", choice.normalize("g", "after"));
        assertEquals("bad value 'never' for option 'roulette' of g; valid: roulette=before|after",
                assertThrows(SpecException.class, () -> choice.normalize("g", "never")).getMessage());
    }
}
