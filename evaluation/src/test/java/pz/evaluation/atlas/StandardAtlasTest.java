package pz.evaluation.atlas;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import pz.engine.Game;
import pz.engine.GameRegistry;
import pz.engine.InvalidInputException;

/** The atlas plan of the seed games: every seed spec at every level, the studies the first atlas runs began, the probes. */
class StandardAtlasTest {
    /** The seed specs issue 28 names: Cowboys, Kadon, Amazons boards and seats, the eight Proteus specs and four combinations. */
    static final List<String> SEED_SPECS = List.of(
            "cowboys:size=6", "cowboys:size=7", "cowboys", "cowboys:size=9", "cowboys:players=4",
            "kadon", "kadon:overmatch", "kadon:placewins=off",
            "amazons:size=6", "amazons:size=8", "amazons:size=10", "amazons:hex", "amazons:players=3", "amazons:players=4",
            "amazons:players=3,setup=2", "amazons:players=4,setup=2",
            "proteus", "proteus:tradeoff", "proteus:roulette=before", "proteus:roulette=after", "proteus:wallstreet=open",
            "proteus:wallstreet=secret", "proteus:polarity", "proteus:warhorses",
            "proteus:polarity,warhorses", "proteus:tradeoff,roulette=after", "proteus:tradeoff,warhorses",
            "proteus:polarity,wallstreet=open");

    /** Stand-ins for play's fallback and shipped search: models ship for Kadon and Cowboys 6x6 only. */
    static String fallback(Game g) {
        return g.spec().startsWith("proteus") ? "alphabeta:depth=5" : g.spec().startsWith("kadon") ? "uct:rollouts=3000"
                : g.spec().startsWith("amazons") ? "mcts:decisive=1,heuristic=1,solver=1,visits=12000"
                : "mcts:decisive=1,heuristic=1,rdepth=4,rollouts=8,solver=1,visits=1200";
    }

    static Optional<String> shipped(Game g) {
        return g.spec().equals("kadon") || g.spec().equals("cowboys:size=6") ? Optional.of("mcts:decisive=1,visits=400,model=shipped")
                : Optional.empty();
    }

    static AtlasPlan plan() {
        return StandardAtlas.plan(StandardAtlasTest::fallback, StandardAtlasTest::shipped);
    }

    @Test
    @DisplayName("every seed spec is played exactly once at each of the three levels: 400, 400 and 200 games")
    void coversEverySeedSpec() {
        AtlasPlan plan = plan();
        assertEquals(3, plan.levels().size());
        for (String spec : SEED_SPECS) {
            String c = GameRegistry.canonical(spec);
            for (int level = 1; level <= 3; level++) {
                int lv = level;
                List<AtlasPlan.Study> holding = plan.studies().stream().filter(s -> s.level() == lv && s.specs().contains(c)).toList();
                assertEquals(1, holding.size(), c + " at level " + level + ": " + holding);
                assertEquals(level == 3 ? 200 : 400, holding.get(0).games(), c);
            }
        }
        assertEquals(SEED_SPECS.size(), plan.specs().size(), "the plan holds the seed specs and nothing else: " + plan.specs());
        for (int level = 1; level <= 3; level++) {
            assertEquals(SEED_SPECS.size(), plan.specsAt(level), "the Holm family of level " + level);
        }
    }

    @Test
    @DisplayName("every non-test game of the registry is in the atlas")
    void everyGameHasAFamily() {
        Set<String> families = Set.copyOf(plan().families().stream().map(AtlasPlan.Family::name).toList());
        GameRegistry.factories().stream().filter(f -> !f.isToy()).forEach(f -> assertTrue(families.contains(f.name()), f.name()));
    }

    @Test
    @DisplayName("level 1 is the two studies the running atlas scripts began: L1-uct300 and L1-ab2, specs in their order")
    void levelOneMatchesTheFirstRuns() {
        List<AtlasPlan.Study> l1 = plan().studies().stream().filter(s -> s.level() == 1).toList();
        assertEquals(List.of("L1-uct300", "L1-ab2"), l1.stream().map(AtlasPlan.Study::name).toList());
        assertEquals("uct:rollouts=300", l1.get(0).agent());
        assertEquals("cowboys:size=6 cowboys:size=7 cowboys cowboys:size=9 cowboys:players=4 kadon kadon:overmatch"
                + " kadon:placewins=off amazons:size=6 amazons:size=8 amazons amazons:hex amazons:players=3 amazons:players=4"
                + " amazons:players=3,setup=2 amazons:players=4,setup=2", String.join(" ", l1.get(0).specs()));
        assertEquals("alphabeta:depth=2,sample=8", l1.get(1).agent(), "Proteus' alpha-beta samples its openings at every level");
        assertEquals("proteus proteus:tradeoff proteus:roulette=before proteus:roulette=after proteus:wallstreet=open"
                + " proteus:wallstreet=secret proteus:polarity proteus:warhorses proteus:polarity,warhorses"
                + " proteus:roulette=after,tradeoff proteus:tradeoff,warhorses proteus:polarity,wallstreet=open",
                String.join(" ", l1.get(1).specs()));
    }

    @Test
    @DisplayName("level 2 is the fallback per family; level 3 a shipped model's search, else 4x the fallback; deterministic searches sample openings")
    void higherLevels() {
        AtlasPlan plan = plan();
        AtlasPlan.Study kadon2 = study(plan, 2, "L2-kadon");
        assertEquals("uct:rollouts=3000", kadon2.agent());
        assertEquals(List.of("kadon", "kadon:overmatch", "kadon:placewins=off"), kadon2.specs());
        AtlasPlan.Study model = study(plan, 3, "L3-model-kadon");
        assertEquals("mcts:decisive=1,model=shipped,sample=8,visits=400", model.agent());
        assertEquals(List.of("kadon"), model.specs());
        assertEquals("uct:rollouts=12000", study(plan, 3, "L3-kadon").agent());
        assertEquals(List.of("kadon:overmatch", "kadon:placewins=off"), study(plan, 3, "L3-kadon").specs());
        assertEquals("alphabeta:depth=7,nodes=2000000,sample=8", study(plan, 3, "L3-proteus").agent(),
                "alpha-beta a whole Proteus turn (a move and a rotation) deeper: depth 6 played level with depth 5");
        assertEquals("mcts:decisive=1,heuristic=1,rdepth=4,rollouts=8,sample=8,solver=1,visits=1200", study(plan, 2, "L2-cowboys").agent(),
                "a deterministic tree search samples its openings, so that its games differ");
        assertEquals("mcts:decisive=1,heuristic=1,rdepth=4,rollouts=8,sample=8,solver=1,visits=4800", study(plan, 3, "L3-cowboys").agent());
        assertEquals("mcts:decisive=1,heuristic=1,sample=8,solver=1,visits=12000", study(plan, 2, "L2-amazons").agent());
        assertEquals("mcts:decisive=1,heuristic=1,sample=8,solver=1,visits=48000", study(plan, 3, "L3-amazons").agent());
        assertEquals("mcts:visits=3200", StandardAtlas.stronger("mcts"));
        assertEquals("alphabeta:depth=9,nodes=500", StandardAtlas.stronger("alphabeta:depth=7,nodes=500"), "a bound of its own is kept");
        AtlasPlan.LevelAgents all = StandardAtlas.agents(StandardAtlasTest::fallback, g -> Optional.of("mcts:model=shipped"));
        assertEquals("mcts:model=shipped,sample=8", all.agent(3, GameRegistry.parse("proteus:polarity,warhorses")),
                "a shipped model's search keeps its stored budget");
        assertEquals("alphabeta:depth=5,sample=8", all.agent(2, GameRegistry.parse("proteus")),
                "alpha-beta, which breaks ties in move order, samples its openings among the tied moves");
        assertEquals("uct:rollouts=300", StandardAtlas.sampled("uct:rollouts=300"), "UCT's rollouts vary its games already");
        assertEquals("mcts:sample=3,visits=100", StandardAtlas.sampled("mcts:visits=100,sample=3"), "a search that samples keeps its own");
    }

    private static AtlasPlan.Study study(AtlasPlan plan, int level, String name) {
        return plan.studies().stream().filter(s -> s.level() == level && s.name().equals(name)).findFirst()
                .orElseThrow(() -> new AssertionError("no study " + name + " in " + plan.studies()));
    }

    @Test
    @DisplayName("probes: one per group of specs sharing their agents, the family's standard spec where it belongs; every 2-player spec covered")
    void probes() {
        AtlasPlan plan = plan();
        List<String> probeSpecs = new ArrayList<>(plan.probes().stream().map(AtlasPlan.Probe::spec).toList());
        assertEquals(List.of("cowboys:size=6", "cowboys", "kadon", "kadon:overmatch", "amazons", "proteus"), probeSpecs);
        for (String spec : plan.specs()) {
            AtlasPlan.Probe p = plan.probeOf(spec);
            assertNotNull(p, spec);
            for (int level = 1; level <= 3; level++) {
                int lv = level;
                String agent = plan.studies().stream().filter(s -> s.level() == lv && s.specs().contains(spec)).findFirst().orElseThrow().agent();
                assertEquals(agent, p.agents().get(level - 1), spec + " takes the Elo of the agent that played it at level " + level);
            }
        }
        assertEquals("amazons_players=3_setup=2", new AtlasPlan.Probe("amazons", "amazons:players=3,setup=2", List.of(), List.of()).dirName());
    }

    @Test
    @DisplayName("probes: specs whose model=shipped reads different files are different players; a spec without a probe of its own"
            + " takes the Elo of the levels whose players it shares and no other")
    void probesByModelFile() {
        java.util.function.Function<Game, Optional<String>> cowboysShip = g -> g.spec().startsWith("cowboys") ? Optional.of("mcts:model=shipped")
                : Optional.empty();
        AtlasPlan plan = StandardAtlas.plan(StandardAtlas.agents(StandardAtlasTest::fallback, cowboysShip,
                g -> Optional.of(g.spec().equals("cowboys:size=7") ? "cowboys.pzm" : GameRegistry.fileStem(g.spec()) + ".pzm")));
        assertEquals(List.of("cowboys:size=6", "cowboys", "cowboys:size=9"), plan.probes(Set.of("cowboys")).stream().map(AtlasPlan.Probe::spec).toList(),
                "7x7 reads 8x8's file, so they are one player; 6x6 and 9x9 have files of their own");
        assertEquals(List.of("cowboys:size=7", "cowboys"), plan.probeOf("cowboys:size=7").covers());
        assertEquals("mcts:model=shipped,sample=8", plan.probeOf("cowboys:size=9").agents().get(2), "a probe's agents are agent specs, without the file");
        assertNull(plan.probeOf("cowboys:players=4"), "4 players' model plays no two-player spec");
        assertEquals("cowboys", plan.probeOf("cowboys:players=4", 1).spec(), "levels 1 and 2 are the family's players: the standard spec's probe");
        assertEquals("cowboys", plan.probeOf("cowboys:players=4", 2).spec());
        assertNull(plan.probeOf("cowboys:players=4", 3), "its level 3 is a model no probe plays: not placed");
        assertEquals("cowboys:size=9", plan.probeOf("cowboys:size=9", 3).spec(), "a spec with a probe of its own takes it at every level");
        assertEquals(plan.studies(), StandardAtlas.plan(StandardAtlas.agents(StandardAtlasTest::fallback, cowboysShip)).studies(),
                "the files change the probes, not the studies");
        AtlasPlan blind = StandardAtlas.plan(StandardAtlas.agents(StandardAtlasTest::fallback, cowboysShip));
        assertEquals(List.of("cowboys"), blind.probes(Set.of("cowboys")).stream().map(AtlasPlan.Probe::spec).toList(),
                "without the files every model=shipped is one player");
        assertEquals("cowboys", blind.probeOf("cowboys:players=4", 3).spec());
    }

    @Test
    @DisplayName("selection: a level-1 study across families is run whole; unknown levels, families and specs are refused by name")
    void selection() {
        AtlasPlan plan = plan();
        assertEquals(List.of("L1-uct300"), plan.select(Set.of(1), Set.of("kadon")).stream().map(AtlasPlan.Study::name).toList());
        assertEquals(List.of("L2-kadon", "L3-model-kadon", "L3-kadon"),
                plan.select(Set.of(2, 3), Set.of("kadon")).stream().map(AtlasPlan.Study::name).toList());
        assertTrue(assertThrows(InvalidInputException.class, () -> plan.select(Set.of(4), null)).getMessage().contains("no level 4"));
        assertTrue(assertThrows(InvalidInputException.class, () -> plan.select(null, Set.of("chess"))).getMessage().contains("'chess'"));
        assertTrue(assertThrows(InvalidInputException.class, () -> plan.onlySpecs(Set.of("tictactoe"), StandardAtlas.agents(
                StandardAtlasTest::fallback, StandardAtlasTest::shipped))).getMessage().contains("tictactoe"));
        AtlasPlan small = plan.onlySpecs(Set.of("kadon", "cowboys:size=6"), StandardAtlas.agents(StandardAtlasTest::fallback,
                StandardAtlasTest::shipped)).withGames(8, StandardAtlas.agents(StandardAtlasTest::fallback, StandardAtlasTest::shipped));
        assertEquals(List.of("cowboys:size=6", "kadon"), small.studies().get(0).specs());
        assertTrue(small.studies().stream().allMatch(s -> s.games() == 8));
    }
}
