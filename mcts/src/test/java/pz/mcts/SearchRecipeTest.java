package pz.mcts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The search recipe: its groups' validation, its one parser and printer, and how options apply on top of a base. */
class SearchRecipeTest {

    @Test
    @DisplayName("the canonical text of a recipe reads back to the same recipe: defaults, every option's edge values, and random recipes")
    void printThenParseIsTheIdentity() {
        for (SearchRecipe r : new SearchRecipe[] {SearchRecipe.defaults(), SearchRecipe.selfPlay(), SearchRecipe.gumbelDefaults(32),
                SearchRecipe.gumbelDefaults(7), SearchRecipe.defaults().toBuilder().solver(true).decisiveMoves(true).leafRollouts(8, 4).build(),
                SearchRecipe.defaults().toBuilder().leafRollouts(8).build(), SearchRecipe.defaults().toBuilder().heuristic(1, 5).priorTemperature(10).build(),
                SearchRecipe.defaults().toBuilder().temperature(0, 30).build(), SearchRecipe.selfPlay().toBuilder().playoutCap(0.25, 100).forcedPlayouts(2).build(),
                SearchRecipe.defaults().toBuilder().noise(0.03, 1e-4).contempt(0.15).build()}) {
            assertEquals(r, SearchRecipe.parse(r.toString()), r.toString());
        }
        SplittableRandom rng = new SplittableRandom(29);
        for (int i = 0; i < 2000; i++) {
            SearchRecipe r = random(rng);
            assertEquals(r, SearchRecipe.parse(r.toString()), r.toString());
        }
    }

    private static SearchRecipe random(SplittableRandom rng) {
        boolean gumbel = rng.nextBoolean();
        int visits = 1 + rng.nextInt(5000);
        int rollouts = rng.nextBoolean() ? 0 : rng.nextInt(1, 50);
        return new SearchRecipe(visits,
                new SearchRecipe.Puct(0.01 + rng.nextDouble() * 5, rng.nextDouble(), gumbel || rng.nextBoolean() ? 0 : rng.nextInt(4),
                        !gumbel && rng.nextBoolean()),
                new SearchRecipe.Gumbel(gumbel, rng.nextInt(1, 64), rng.nextDouble() * 100, 0.1 + rng.nextDouble(), rng.nextBoolean()),
                new SearchRecipe.LeafValues(rng.nextBoolean() ? 0 : rng.nextDouble(), rollouts > 0 ? 0 : rng.nextInt(9), rollouts,
                        rollouts > 0 && rng.nextBoolean() ? rng.nextInt(1, 10) : 0, rng.nextBoolean(), rng.nextBoolean() ? 0 : rng.nextDouble()),
                new SearchRecipe.Noise(0.01 + rng.nextDouble(), rng.nextBoolean() ? 0 : rng.nextDouble(), rng.nextDouble() * 2,
                        rng.nextBoolean() ? Integer.MAX_VALUE : rng.nextInt(100), 0.1 + rng.nextDouble() * 9.9),
                new SearchRecipe.PlayoutCap(rng.nextInt(visits + 1), rng.nextDouble()),
                new SearchRecipe.Tree(rng.nextInt(17), rng.nextInt(1, 1025), rng.nextBoolean(), rng.nextInt(1 << 20), rng.nextInt(1, 65)));
    }

    @Test
    @DisplayName("the canonical text names the kind and only the options that differ from its defaults, sorted")
    void canonicalText() {
        assertEquals("mcts", SearchRecipe.defaults().toString());
        assertEquals("gumbel", SearchRecipe.gumbelDefaults(32).toString());
        assertEquals("gumbel:visits=16", SearchRecipe.gumbelDefaults(16).toString());
        assertEquals("mcts:decisive=1,heuristic=1,rdepth=4,rollouts=8,solver=1,visits=1200",
                SearchRecipe.parse("mcts:visits=1200,solver=1,rollouts=8,rdepth=4,heuristic=1,decisive=1").toString());
        assertEquals("mcts:decisive=1,hdepth=5,heuristic=1,ptemp=10,solver=1,visits=400",
                SearchRecipe.defaults().toBuilder().visits(400).decisiveMoves(true).solver(true).heuristic(1, 5)
                        .priorTemperature(10).build().toString());
        assertEquals("mcts:eps=0.25,sample=30", SearchRecipe.selfPlay().toString(), "sample=N implies temperature 1");
        assertEquals("mcts:heuristic=0.15", SearchRecipe.defaults().toBuilder().heuristic(0.15).build().toString());
    }

    @Test
    @DisplayName("options replace fields of the base recipe; rollouts weigh 0.5 unless a weight is given, and rollouts and a look-ahead replace each other")
    void optionsOnTopOfABase() {
        SearchRecipe model = SearchRecipe.parse("mcts:decisive=1,heuristic=1,rdepth=4,rollouts=8,solver=1,visits=1200");
        assertEquals(model.toBuilder().visits(60).build(), model.with("mcts", Map.of("visits", "60")));
        SearchRecipe r = model.with("mcts", Map.of("hdepth", "2"));
        assertEquals(0, r.leaves().rollouts(), "a look-ahead replaces the rollouts");
        assertEquals(0, r.leaves().rolloutDepth());
        assertEquals(1.0, r.leaves().heuristicWeight(), "the weight stays");
        assertEquals(0.5, SearchRecipe.parse("mcts:rollouts=8").leaves().heuristicWeight(), "AlphaGo's lambda by default");
        assertEquals(0.3, SearchRecipe.parse("mcts:rollouts=8,heuristic=0.3").leaves().heuristicWeight());
        assertEquals(1.0, model.with("mcts", Map.of("rollouts", "2")).leaves().heuristicWeight(), "the base's weight kept");
        assertEquals(0, model.with("mcts", Map.of("rollouts", "0")).leaves().rolloutDepth(), "no rollouts, no cut");
        assertEquals(4, model.with("mcts", Map.of("rollouts", "2")).leaves().rolloutDepth(), "the cut kept");
        SearchRecipe g = model.with("gumbel", Map.of("visits", "16"));
        assertTrue(g.gumbelRoot().on() && !g.puct().solver() && !g.tree().reuse(), "another kind starts from its own defaults");
        assertEquals(model.leaves(), g.leaves(), "and keeps the base's leaf values");
        SearchRecipe sampled = SearchRecipe.parse("mcts:sample=4");
        assertEquals(1.0, sampled.noise().temperature());
        assertEquals(4, sampled.noise().temperatureTurns());
    }

    @Test
    @DisplayName("bad recipes are refused with a message naming the option or the field and its range")
    void refusals() {
        SearchRecipeException e = assertThrows(SearchRecipeException.class, () -> SearchRecipe.parse("mcts:visits=0"));
        assertTrue(e.getMessage().contains("bad value '0' for option 'visits'") && e.getMessage().contains("1..100000000"), e.getMessage());
        e = assertThrows(SearchRecipeException.class, () -> SearchRecipe.parse("mcts:speed=3"));
        assertTrue(e.getMessage().contains("unknown option 'speed'") && e.getMessage().contains("rollouts"), e.getMessage());
        e = assertThrows(SearchRecipeException.class, () -> SearchRecipe.parse("uct:rollouts=3"));
        assertTrue(e.getMessage().contains("mcts or gumbel"), e.getMessage());
        e = assertThrows(SearchRecipeException.class, () -> SearchRecipe.parse("mcts:rdepth=4"));
        assertTrue(e.getMessage().contains("give rollouts=K too"), e.getMessage());
        e = assertThrows(SearchRecipeException.class, () -> SearchRecipe.parse("gumbel:solver=1"));
        assertTrue(e.getMessage().contains("solver"), e.getMessage());
        e = assertThrows(SearchRecipeException.class, () -> SearchRecipe.parse("mcts:visits=50,fast=60"));
        assertTrue(e.getMessage().contains("fastVisits"), e.getMessage());
        assertThrows(SearchRecipeException.class, () -> SearchRecipe.parse("mcts:cpuct=NaN"));
        assertThrows(SearchRecipeException.class, () -> SearchRecipe.parse("mcts:visits=\uFF14"));
        assertThrows(SearchRecipeException.class, () -> SearchRecipe.parse("mcts:visits"));
        assertThrows(SearchRecipeException.class, () -> new SearchRecipe.LeafValues(0.5, 2, 8, 0, false, 0));
        assertThrows(SearchRecipeException.class, () -> new SearchRecipe.Noise(0.3, 0, 0, 0, 0.05));
        assertThrows(SearchRecipeException.class, () -> new SearchRecipe.Tree(1, 0, true, 0, 1));
    }
}
