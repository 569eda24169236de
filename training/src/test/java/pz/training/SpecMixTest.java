package pz.training;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Properties;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import pz.engine.InvalidInputException;

/** {@code pz train --mix} and {@code --sizes}: the syntax, the checks of a run's mix, and how games are split. */
class SpecMixTest {

    @Test
    @DisplayName("SPEC@W;SPEC@W: specs made canonical, weight 1 when left out, specs with ',' and '=' intact, and back to text")
    void parsesEntries() {
        SpecMix m = SpecMix.parse(" cowboys:size=6 @ 1.5 ; cowboys ;cowboys:size=7@2");
        assertEquals(List.of("cowboys:size=6", "cowboys", "cowboys:size=7"), m.specs());
        assertEquals(List.of(1.5, 1.0, 2.0), m.entries().stream().map(SpecMix.Entry::weight).toList());
        assertEquals("cowboys:size=6@1.5;cowboys@1;cowboys:size=7@2", m.toString());
        assertEquals(m, SpecMix.parse(m.toString()), "run.properties reads back what it wrote");
        SpecMix p = SpecMix.parse("proteus:warhorses,polarity@2;proteus");
        assertEquals(List.of("proteus:polarity,warhorses", "proteus"), p.specs(), "a spec's commas do not split entries");
        assertEquals(0.5, SpecMix.parse("cowboys:size=6@3;cowboys:size=7@3").share(0), 1e-12);
        assertTrue(SpecMix.parse("  ").isEmpty());
    }

    @Test
    @DisplayName("a bad entry is refused naming it: empty, weight 0, negative or not a number, unknown game or option, a spec twice")
    void refusesBadEntries() {
        assertRefused("cowboys:size=6;;cowboys", "empty entry");
        assertRefused("cowboys:size=6@0", "weight must be a number in (0, 1000000], got '0'");
        assertRefused("cowboys:size=6@-1", "got '-1'");
        assertRefused("cowboys:size=6@x", "got 'x'");
        assertRefused("cowboys:size=6@", "got ''");
        assertRefused("chess@1", "mix entry 'chess@1': unknown game 'chess'");
        assertRefused("cowboys:size=5", "mix entry 'cowboys:size=5'");
        assertRefused("cowboys:size=8;cowboys@2", "names cowboys twice");
    }

    private static void assertRefused(String mix, String message) {
        InvalidInputException e = assertThrows(InvalidInputException.class, () -> SpecMix.parse(mix), mix);
        assertTrue(e.getMessage().contains(message), e.getMessage());
    }

    @Test
    @DisplayName("--sizes 6,7 is SPEC on each board (its other options kept), weight 1 each; a bad size is refused by name")
    void sizesShorthand() {
        assertEquals("cowboys:size=6@1;cowboys:size=7@1", SpecMix.sizes("cowboys", "6, 7").toString());
        assertEquals(List.of("cowboys:players=4,size=6", "cowboys:players=4"), SpecMix.sizes("cowboys:players=4,size=9", "6,8").specs());
        assertTrue(assertThrows(InvalidInputException.class, () -> SpecMix.sizes("cowboys", "6,x")).getMessage()
                .contains("'x' is not a board size"));
        assertTrue(assertThrows(InvalidInputException.class, () -> SpecMix.sizes("cowboys", "6,5")).getMessage()
                .contains("cowboys:size=5"));
    }

    @Test
    @DisplayName("a run's mix: one family, a version-2 network, the same policy planes (the hexagon is apart); its first spec is the"
            + " run's")
    void runChecks() {
        TrainConfig ok = config("cowboys:size=6", "cowboys:size=6;cowboys:size=7@2", "v2");
        assertEquals("cowboys:size=6@1;cowboys:size=7@2", ok.mix().toString());
        assertEquals(ok, TrainConfig.fromProperties(ok.toProperties(), TrainConfig.defaults("tictactoe")), "saved and read back");
        assertEquals(SpecMix.NONE, TrainConfig.defaults("cowboys").mix());
        assertBadRun("cowboys:size=6", "cowboys:size=6;amazons:size=6", "v2", "amazons:size=6 is not a cowboys spec");
        assertBadRun("cowboys:size=6", "cowboys:size=6;cowboys:size=7", "v1", "a version-1 network has a dense policy head over"
                + " one action space and one input shape (cowboys:size=6: 1332 ids, cowboys:size=7: 2450)");
        assertBadRun("amazons", "amazons;amazons:hex", "v2", "one network cannot play both amazons and amazons:hex (2 players, 6 input"
                + " planes, 73 policy planes against 2 players, 6 input planes, 61 policy planes)");
        assertBadRun("amazons:hex", "amazons:hex;amazons:players=3", "v2", "amazons:hex and amazons:players=3 (2 players, 9 input planes"
                + " for 3 seats, 61 policy planes against 3 players, 9 input planes for 3 seats, 73 policy planes)");
        assertBadRun("cowboys:size=7", "cowboys:size=6;cowboys:size=7", "v2", "the mix's first spec is the run's spec");
        assertBadRun("cowboys", "cowboys;cowboys:players=4", "v1", "a version-1 network has a dense policy head");
        assertBadRun("amazons:players=3", "amazons:players=3;amazons:players=3,setup=2", "v1",
                "the input does not show the options that tell them apart");
    }

    @Test
    @DisplayName("a version-1 network mixes rule readings of one action space and input shape (Kadon's, Proteus' variants)")
    void versionOneMixesReadings() {
        assertEquals("kadon@2;kadon:overmatch@1;kadon:placewins=off@1",
                config("kadon", "kadon@2;kadon:overmatch;kadon:placewins=off", "v1").mix().toString());
        assertEquals("proteus@1;proteus:polarity@1", config("proteus", "proteus;proteus:polarity", "v1").mix().toString());
    }

    @Test
    @DisplayName("a mix of player counts: one network of as many seats as the most players (each spec in its layout for them);"
            + " a mix of one player count has no seats, as before")
    void playerCountsMixWithSeats() {
        assertEquals(4, config("cowboys:size=6", "cowboys:size=6;cowboys:players=4", "v2").mix().seats());
        assertEquals(4, config("amazons", "amazons;amazons:players=3;amazons:players=4", "v2").mix().seats());
        assertEquals(3, config("amazons:size=6", "amazons:size=6;amazons:players=3", "v2").mix().seats());
        assertEquals(0, config("cowboys:size=6", "cowboys:size=6;cowboys:size=7@2", "v2").mix().seats());
        assertEquals(0, SpecMix.NONE.seats());
        Properties p = new Properties();
        p.setProperty("mix", "cowboys:size=6;cowboys:players=4");
        p.setProperty("net", "v2");
        p.setProperty("teacher", "alphabeta:depth=2");
        String e = assertThrows(InvalidInputException.class, () -> TrainConfig.fromProperties(p, TrainConfig.defaults("cowboys:size=6")))
                .getMessage();
        assertTrue(e.contains("cowboys:players=4 has 4 players"), "the teacher plays the 4-player spec too: " + e);
    }

    private static TrainConfig config(String spec, String mix, String net) {
        Properties p = new Properties();
        p.setProperty("mix", mix);
        p.setProperty("net", net);
        return TrainConfig.fromProperties(p, TrainConfig.defaults(spec));
    }

    private static void assertBadRun(String spec, String mix, String net, String message) {
        InvalidInputException e = assertThrows(InvalidInputException.class, () -> config(spec, mix, net), mix);
        assertTrue(e.getMessage().contains(message), e.getMessage());
    }

    @Test
    @DisplayName("self-play splits games by weight / board cells (positions by weight), largest remainders, at least one each")
    void splitsGames() {
        SpecMix m = SpecMix.parse("cowboys:size=6;cowboys:size=7");
        // 1/36 : 1/49 of 10 games = 5.77 : 4.23
        assertArrayEquals(new int[] {6, 4}, m.split(10));
        assertArrayEquals(new int[] {1, 1}, m.split(2));
        assertArrayEquals(new int[] {1, 0}, m.split(1));
        assertArrayEquals(new int[] {1, 19}, SpecMix.parse("cowboys:size=6@0.001;cowboys:size=7").split(20),
                "every spec plays at least one game when there are enough");
        assertArrayEquals(new int[] {64}, SpecMix.parse("cowboys").split(64));
    }
}
