package pz.engine.testing;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.DynamicTest;
import pz.engine.Game;
import pz.engine.GameRegistry;
import pz.engine.InvalidInputException;
import pz.engine.Perft;
import pz.engine.PlayerView;
import pz.engine.State;
import pz.engine.Symmetry;
import pz.engine.Turns;

/**
 * The conformance suite every game runs (STYLE.md item 9): random games that check, at every step,
 * copy, undo, hashing, legal actions, chance probabilities, returns, the encoding, the game-length
 * bound, notation round trips and the parsers' error behaviour.
 *
 * <p>Use from a game's tests:
 * <pre>{@code
 * @TestFactory
 * Stream<DynamicNode> conformance() {
 *     return ConformanceSuite.forSpecs("proteus", "proteus:tradeoff");
 * }
 * }</pre>
 * A failure names the spec, the seed, the ply and the position.
 */
public final class ConformanceSuite {
    private final Game game;
    private final int games;
    private final long seed;

    private ConformanceSuite(Game game, int games, long seed) {
        this.game = game;
        this.games = games;
        this.seed = seed;
    }

    /** The suite over each spec, with {@code defaultGames()} random games each. */
    public static Stream<DynamicNode> forSpecs(String... specs) {
        return forSpecs(defaultGames(), specs);
    }

    /** The suite over each spec with {@code games} random games each. */
    public static Stream<DynamicNode> forSpecs(int games, String... specs) {
        return Arrays.stream(specs).map(spec -> forGame(GameRegistry.parse(spec), games, 12345L));
    }

    /** The suite over one game. */
    public static DynamicContainer forGame(Game game, int games, long seed) {
        ConformanceSuite s = new ConformanceSuite(game, games, seed);
        return DynamicContainer.dynamicContainer(game.spec(), Stream.of(
                DynamicTest.dynamicTest("spec is canonical and round-trips", s::specRoundTrip),
                DynamicTest.dynamicTest("game facts are sane", s::gameFacts),
                DynamicTest.dynamicTest("symmetries are permutations, identity first", s::symmetries),
                DynamicTest.dynamicTest("policyIndex is a bijection for every player", s::policyIndexBijective),
                DynamicTest.dynamicTest("random games keep every invariant", s::randomGames),
                DynamicTest.dynamicTest("undo all the way back restores the start", s::undoToStart),
                DynamicTest.dynamicTest("fast perft equals generic perft", s::perftAgrees),
                DynamicTest.dynamicTest("parsers reject garbage with InvalidInputException only", s::fuzzParsers)));
    }

    /** Random games per spec: {@code -Dpz.conformance.games=N} overrides the default of 40. */
    public static int defaultGames() {
        return Integer.getInteger("pz.conformance.games", 40);
    }

    void specRoundTrip() {
        assertEquals(game.spec(), GameRegistry.canonical(game.spec()), "spec() must be canonical");
        assertEquals(game.spec(), GameRegistry.parse(game.spec()).spec());
    }

    void gameFacts() {
        assertTrue(game.numPlayers() >= 1, "numPlayers");
        assertTrue(game.numActions() >= 1, "numActions");
        int[] shape = game.observationShape();
        assertEquals(3, shape.length, "observationShape is {channels, height, width}");
        for (int d : shape) {
            assertTrue(d > 0, "observation dimensions are positive");
        }
        assertTrue(game.maxLength() > 0, "maxLength");
        assertTrue(game.minReturn() <= game.maxReturn(), "return bounds ordered");
        State a = game.newInitialState();
        State b = game.newInitialState();
        assertEquals(a.hash(), b.hash(), "two initial states hash alike");
        assertEquals(a.position(), b.position(), "two initial states print alike");
        assertEquals(0, a.turn(), "the game starts at turn 0");
        assertFalse(a.isTerminal(), "the initial state is not terminal");
    }

    void symmetries() {
        List<Symmetry> syms = game.symmetries();
        assertFalse(syms.isEmpty());
        int cells = game.observationShape()[1] * game.observationShape()[2];
        for (int i = 0; i < syms.size(); i++) {
            Symmetry s = syms.get(i);
            assertEquals(cells, s.cellMap().length, s.name() + ": cell map size");
            assertEquals(game.numActions(), s.actionMap().length, s.name() + ": action map size");
            assertPermutation(s.cellMap(), s.name() + " cells");
            assertPermutation(s.actionMap(), s.name() + " actions");
            if (i == 0) {
                for (int c = 0; c < cells; c++) {
                    assertEquals(c, s.cellMap()[c], "the first symmetry is the identity");
                }
            }
        }
    }

    void policyIndexBijective() {
        for (int p = 0; p < game.numPlayers(); p++) {
            int[] map = new int[game.numActions()];
            for (int a = 0; a < map.length; a++) {
                map[a] = game.policyIndex(a, p);
            }
            assertPermutation(map, "policyIndex for player " + p);
        }
        assertFalse(game.encodingVersion().isBlank(), "encodingVersion");
    }

    private static void assertPermutation(int[] map, String what) {
        boolean[] seen = new boolean[map.length];
        for (int v : map) {
            assertTrue(v >= 0 && v < map.length && !seen[v], what + " is not a permutation");
            seen[v] = true;
        }
    }

    void randomGames() {
        SplittableRandom rng = new SplittableRandom(seed);
        for (int g = 0; g < games; g++) {
            playAndCheck(rng.split(), g);
        }
    }

    private void playAndCheck(SplittableRandom rng, int g) {
        int n = game.numActions();
        int[] buf = new int[n];
        int[] buf2 = new int[n];
        int[] outcomes = new int[n];
        double[] probs = new double[n];
        double[] returns = new double[game.numPlayers()];
        float[] obs = new float[game.observationSize() + 1];
        State s = game.newInitialState();
        int ply = 0;
        int lastTurn = 0;
        while (true) {
            String where = game.spec() + " game " + g + " ply " + ply + " at " + s.position();
            checkStatic(s, buf, buf2, outcomes, probs, returns, obs, where, rng);
            if (s.isTerminal()) {
                break;
            }
            assertTrue(ply < game.maxLength(), where + ": game longer than maxLength " + game.maxLength());
            int count = s.legalActions(buf);
            int action;
            if (s.isChance()) {
                int m = s.chanceOutcomes(outcomes, probs);
                action = outcomes[sample(probs, m, rng)];
            } else {
                action = buf[rng.nextInt(count)];
            }
            checkApplyUndo(s, action, where);
            s.apply(action);
            ply++;
            assertTrue(s.turn() >= lastTurn, where + ": turn() decreased");
            assertTrue(s.turn() <= lastTurn + 1, where + ": one action completed more than one turn");
            lastTurn = s.turn();
        }
        s.returns(returns);
        perftAtTheEnd(s, ply, game.spec() + " game " + g + " at the end, " + s.position());
    }

    /**
     * N-PERFT-1 where games end: at the finished position and one action before it, fast perft
     * equals the generic walk, and a position whose player to act has no legal turn counts 0 at
     * every depth. Leaves {@code s} one action before the end.
     */
    private void perftAtTheEnd(State s, int plies, String where) {
        assertEquals(1, s.perft(0), where + ": perft(0)");
        for (int d = 1; d <= 2; d++) {
            long fast = s.perft(d);
            assertEquals(Perft.generic(s, d), fast, where + ": perft(" + d + ") fast vs generic");
            if (s.noLegalTurn()) {
                assertEquals(0, fast, where + ": perft(" + d + ") of a position with no legal turn");
            }
        }
        if (plies == 0) {
            return;
        }
        s.undo();
        for (int d = 1; d <= 2; d++) {
            assertEquals(Perft.generic(s, d), s.perft(d), where + ", one action back: perft(" + d + ") fast vs generic");
        }
    }

    private static int sample(double[] p, int m, SplittableRandom rng) {
        double u = rng.nextDouble();
        for (int i = 0; i < m; i++) {
            u -= p[i];
            if (u < 0) {
                return i;
            }
        }
        return m - 1;
    }

    private void checkStatic(State s, int[] buf, int[] buf2, int[] outcomes, double[] probs, double[] returns,
                             float[] obs, String where, SplittableRandom rng) {
        int n = s.legalActions(buf);
        int p = s.currentPlayer();
        assertTrue(p == State.TERMINAL || p == State.CHANCE || p >= 0 && p < game.numPlayers(), where + ": currentPlayer " + p);
        // legal actions: unique, ascending, in range; none at terminal, some elsewhere
        if (p == State.TERMINAL) {
            assertEquals(0, n, where + ": a terminal state has no legal actions");
        } else {
            assertFalse(s.noLegalTurn(), where + ": noLegalTurn() before the end");
            assertTrue(n > 0, where + ": a live state must have legal actions");
        }
        for (int i = 0; i < n; i++) {
            assertTrue(buf[i] >= 0 && buf[i] < game.numActions(), where + ": action id out of range " + buf[i]);
            if (i > 0) {
                assertTrue(buf[i] > buf[i - 1], where + ": legal actions must be ascending and unique");
            }
        }
        // chance outcomes
        int m = s.chanceOutcomes(outcomes, probs);
        if (p == State.CHANCE) {
            assertEquals(n, m, where + ": chance outcomes are the legal actions");
            double sum = 0;
            for (int i = 0; i < m; i++) {
                assertEquals(buf[i], outcomes[i], where + ": chance outcomes match the legal actions");
                assertTrue(probs[i] > 0, where + ": chance probability must be positive");
                sum += probs[i];
            }
            assertEquals(1.0, sum, 1e-9, where + ": chance probabilities sum to 1");
        } else {
            assertEquals(0, m, where + ": chance outcomes only at chance nodes");
        }
        // returns
        s.returns(returns);
        if (p == State.TERMINAL) {
            double sum = 0;
            for (double r : returns) {
                assertTrue(r >= game.minReturn() - 1e-9 && r <= game.maxReturn() + 1e-9, where + ": return out of bounds " + r);
                sum += r;
            }
            if (game.zeroSum()) {
                assertEquals(0.0, sum, 1e-9, where + ": returns of a zero-sum game sum to 0");
            }
        }
        // encoding: finite, exactly the declared size
        Arrays.fill(obs, Float.NaN);
        s.encode(obs);
        for (int i = 0; i < obs.length - 1; i++) {
            assertTrue(Float.isFinite(obs[i]), where + ": observation entry " + i + " not finite");
        }
        assertTrue(Float.isNaN(obs[obs.length - 1]), where + ": encode wrote past observationSize");
        // copy equals original
        State c = s.copy();
        assertSame(s, c, where + ": copy");
        // hash equals a from-scratch recomputation; position round-trips
        State parsed = game.parsePosition(s.position());
        assertEquals(s.position(), parsed.position(), where + ": position does not round-trip");
        assertEquals(s.hash(), parsed.hash(), where + ": incremental hash differs from the hash of the parsed position");
        if (!s.isTerminal()) {
            assertEquals(p, parsed.currentPlayer(), where + ": parsed position has another player to move");
            int n2 = parsed.legalActions(buf2);
            assertArrayEquals(Arrays.copyOf(buf, n), Arrays.copyOf(buf2, n2), where + ": parsed position has other legal actions");
        }
        // every legal action survives format -> parse
        for (int i = 0; i < n; i++) {
            String text = s.actionToString(buf[i]);
            assertNotNull(text);
            int back;
            try {
                back = s.parseAction(text);
            } catch (InvalidInputException e) {
                throw new AssertionError(where + ": legal action " + buf[i] + " printed as '" + text + "' does not parse: " + e.getMessage(), e);
            }
            assertEquals(buf[i], back, where + ": '" + text + "' parses to another action");
        }
        // views: sampling keeps what the player knows
        if (p >= 0) {
            for (int pl = 0; pl < game.numPlayers(); pl++) {
                PlayerView v = s.view(pl);
                State sample = v.sample(rng);
                assertEquals(p, sample.currentPlayer(), where + ": a sample from player " + pl + "'s view has another player to move");
                if (pl == p) {
                    int n2 = sample.legalActions(buf2);
                    assertArrayEquals(Arrays.copyOf(buf, n), Arrays.copyOf(buf2, n2),
                            where + ": a sample from the mover's view has other legal actions");
                }
                if (game.perfectInformation()) {
                    assertEquals(s.position(), sample.position(), where + ": perfect information: a sample is the state itself");
                }
            }
        }
    }

    private void assertSame(State a, State b, String where) {
        assertEquals(a.position(), b.position(), where + " position");
        assertEquals(a.hash(), b.hash(), where + " hash");
        assertEquals(a.currentPlayer(), b.currentPlayer(), where + " player");
        assertEquals(a.turn(), b.turn(), where + " turn");
        assertArrayEquals(Turns.legal(a), Turns.legal(b), where + " legal actions");
    }

    private void checkApplyUndo(State s, int action, String where) {
        String before = s.position();
        long hash = s.hash();
        int turn = s.turn();
        int[] legal = Turns.legal(s);
        State copy = s.copy();
        copy.apply(action);
        assertEquals(before, s.position(), where + ": applying to a copy changed the original");
        s.apply(action);
        assertSame(s, copy, where + ": the same action on original and copy");
        s.undo();
        assertEquals(before, s.position(), where + ": undo of " + action + " did not restore the position");
        assertEquals(hash, s.hash(), where + ": undo of " + action + " did not restore the hash");
        assertEquals(turn, s.turn(), where + ": undo did not restore the turn count");
        assertArrayEquals(legal, Turns.legal(s), where + ": undo did not restore the legal actions");
    }

    void undoToStart() {
        SplittableRandom rng = new SplittableRandom(seed ^ 0x5DEECE66DL);
        State s = game.newInitialState();
        String start = s.position();
        long hash = s.hash();
        int[] buf = new int[game.numActions()];
        int plies = 0;
        while (!s.isTerminal() && plies < game.maxLength()) {
            int n = s.legalActions(buf);
            s.apply(buf[rng.nextInt(n)]);
            plies++;
        }
        State end = s.copy();
        for (int i = 0; i < plies; i++) {
            s.undo();
            end.undo();
        }
        assertEquals(start, s.position());
        assertEquals(hash, s.hash());
        assertEquals(start, end.position(), "undo through a copy's history");
        assertEquals(0, s.turn());
    }

    void perftAgrees() {
        State s = game.newInitialState();
        // go deeper only while the next level is expected to stay under ~200k leaves
        long branching = Math.max(1, Perft.generic(s, 1));
        int depth = 1;
        long count = branching;
        while (depth < 4 && count * branching < 200_000) {
            depth++;
            count = Perft.generic(s, depth);
        }
        for (int d = 1; d <= depth; d++) {
            assertEquals(Perft.generic(s, d), s.perft(d), game.spec() + ": perft(" + d + ") fast vs generic");
        }
        long total = 0;
        for (long v : Perft.divide(s, 1).values()) {
            total += v;
        }
        assertEquals(s.perft(1), total, "divide(1) sums to perft(1)");
    }

    void fuzzParsers() {
        SplittableRandom rng = new SplittableRandom(seed ^ 0xF00DL);
        State s = game.newInitialState();
        int[] buf = new int[game.numActions()];
        List<String> corpus = new ArrayList<>();
        corpus.add(game.spec());
        corpus.add(s.position());
        // a few real positions and actions to mutate
        State walk = game.newInitialState();
        for (int i = 0; i < 30 && !walk.isTerminal(); i++) {
            int n = walk.legalActions(buf);
            int a = buf[rng.nextInt(n)];
            corpus.add(walk.actionToString(a));
            walk.apply(a);
            corpus.add(walk.position());
        }
        String alphabet = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 -+x=/:,.*<>@[]#\t\u00e9";
        for (int i = 0; i < 3000; i++) {
            String base = corpus.get(rng.nextInt(corpus.size()));
            String text = mutate(base, alphabet, rng);
            expectCleanError(() -> GameRegistry.parse(text), "spec", text);
            expectCleanError(() -> game.parsePosition(text), "position", text);
            State target = i % 2 == 0 ? s : walk;
            expectCleanError(() -> {
                int a = target.parseAction(text);
                assertTrue(Arrays.stream(Turns.legal(target)).anyMatch(x -> x == a),
                        "parseAction('" + text + "') returned an illegal action " + a);
            }, "action", text);
            expectCleanError(() -> Turns.parse(target, text), "turn", text);
        }
        expectCleanError(() -> game.parsePosition(""), "position", "");
        expectCleanError(() -> s.parseAction(""), "action", "");
    }

    private static String mutate(String base, String alphabet, SplittableRandom rng) {
        StringBuilder b = new StringBuilder(base);
        int edits = 1 + rng.nextInt(4);
        for (int e = 0; e < edits; e++) {
            int kind = rng.nextInt(5);
            int pos = b.length() == 0 ? 0 : rng.nextInt(b.length());
            char ch = alphabet.charAt(rng.nextInt(alphabet.length()));
            switch (kind) {
                case 0 -> b.insert(pos, ch);
                case 1 -> { if (b.length() > 0) b.deleteCharAt(pos); }
                case 2 -> { if (b.length() > 0) b.setCharAt(pos, ch); }
                case 3 -> b.setLength(pos);
                default -> {
                    b.setLength(0);
                    int len = rng.nextInt(12);
                    for (int k = 0; k < len; k++) {
                        b.append(alphabet.charAt(rng.nextInt(alphabet.length())));
                    }
                }
            }
        }
        return b.toString();
    }

    private static void expectCleanError(Runnable r, String what, String text) {
        try {
            r.run();
        } catch (InvalidInputException e) {
            if (e.getMessage() == null || e.getMessage().isBlank()) {
                fail(what + " parser gave an empty message for '" + text + "'");
            }
        } catch (RuntimeException | StackOverflowError e) {
            throw new AssertionError(what + " parser threw " + e + " for '" + text + "' instead of InvalidInputException", e);
        }
    }
}
