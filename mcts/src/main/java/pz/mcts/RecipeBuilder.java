package pz.mcts;

import pz.mcts.SearchRecipe.Gumbel;
import pz.mcts.SearchRecipe.LeafValues;
import pz.mcts.SearchRecipe.Noise;
import pz.mcts.SearchRecipe.PlayoutCap;
import pz.mcts.SearchRecipe.Puct;
import pz.mcts.SearchRecipe.Tree;

/**
 * Edits of a {@link SearchRecipe}: {@code recipe.toBuilder().visits(400).solver(true).build()}. Each setter
 * replaces one group of the recipe (or some fields of it), the group validated at once; {@link #build()}
 * validates the recipe as a whole, so a chain of edits may pass through a combination that a recipe refuses
 * (forced playouts before the switch to a Gumbel root that drops them). A recipe is immutable; this is its one
 * mutable companion, not thread-safe, one per edit.
 */
public final class RecipeBuilder {
    private int visits;
    private Puct puct;
    private Gumbel gumbelRoot;
    private LeafValues leaves;
    private Noise noise;
    private PlayoutCap cap;
    private Tree tree;

    RecipeBuilder(SearchRecipe r) {
        visits = r.visits();
        puct = r.puct();
        gumbelRoot = r.gumbelRoot();
        leaves = r.leaves();
        noise = r.noise();
        cap = r.cap();
        tree = r.tree();
    }

    /** The edited recipe. @throws SearchRecipeException when the groups do not go together (see {@link SearchRecipe}) */
    public SearchRecipe build() {
        return new SearchRecipe(visits, puct, gumbelRoot, leaves, noise, cap, tree);
    }

    // Whole groups.

    public RecipeBuilder visits(int v) {
        visits = v;
        return this;
    }

    public RecipeBuilder puct(Puct p) {
        puct = p;
        return this;
    }

    public RecipeBuilder gumbelRoot(Gumbel g) {
        gumbelRoot = g;
        return this;
    }

    public RecipeBuilder leaves(LeafValues l) {
        leaves = l;
        return this;
    }

    public RecipeBuilder noise(Noise n) {
        noise = n;
        return this;
    }

    public RecipeBuilder cap(PlayoutCap c) {
        cap = c;
        return this;
    }

    public RecipeBuilder tree(Tree t) {
        tree = t;
        return this;
    }

    // Fields of the PUCT and Gumbel roots.

    public RecipeBuilder cPuct(double c, double fpu) {
        return puct(new Puct(c, fpu, puct.forcedPlayouts(), puct.solver()));
    }

    /** Forced playouts with policy target pruning (KataGo) at the PUCT root, factor {@code k} (2 in the paper; 0 turns it off). */
    public RecipeBuilder forcedPlayouts(double k) {
        return puct(new Puct(puct.cPuct(), puct.fpuReduction(), k, puct.solver()));
    }

    /** MCTS-Solver on or off (see {@link Puct#solver()}). */
    public RecipeBuilder solver(boolean on) {
        return puct(new Puct(puct.cPuct(), puct.fpuReduction(), puct.forcedPlayouts(), on));
    }

    /** The Gumbel root with these settings; tree reuse and forced playouts off (they are PUCT-root features). */
    public RecipeBuilder gumbel(int actions, double cVisit, double cScale, boolean interior) {
        forcedPlayouts(0);
        reuse(false, tree.cacheSize());
        return gumbelRoot(new Gumbel(true, actions, cVisit, cScale, interior));
    }

    // Fields of the leaf values.

    /** Decisive moves at the leaves on or off (see {@link LeafValues#decisiveMoves()}). */
    public RecipeBuilder decisiveMoves(boolean on) {
        LeafValues l = leaves;
        return leaves(new LeafValues(l.heuristicWeight(), l.heuristicDepth(), l.rollouts(), l.rolloutDepth(), on, l.contempt()));
    }

    /** The weight of the game's heuristic in leaf values (see {@link LeafValues#heuristicWeight()}; 0 turns it off). */
    public RecipeBuilder heuristic(double w) {
        return heuristic(w, leaves.heuristicDepth());
    }

    /** The heuristic's weight and its alpha-beta look-ahead in decisions (see {@link LeafValues#heuristicDepth()}). */
    public RecipeBuilder heuristic(double w, int depth) {
        LeafValues l = leaves;
        return leaves(new LeafValues(w, depth, l.rollouts(), l.rolloutDepth(), l.decisiveMoves(), l.contempt()));
    }

    /** Random rollouts per evaluated leaf as the mixed-in heuristic, played to the end (see {@link LeafValues#rollouts()}). */
    public RecipeBuilder leafRollouts(int k) {
        return leafRollouts(k, 0);
    }

    /** Leaf rollouts cut after {@code depth} actions and valued by the game's evaluation (see {@link LeafValues#rolloutDepth()}; 0: to the end). */
    public RecipeBuilder leafRollouts(int k, int depth) {
        LeafValues l = leaves;
        return leaves(new LeafValues(l.heuristicWeight(), l.heuristicDepth(), k, depth, l.decisiveMoves(), l.contempt()));
    }

    /** Draw contempt (see {@link LeafValues#contempt()}; 0 turns it off). */
    public RecipeBuilder contempt(double c) {
        LeafValues l = leaves;
        return leaves(new LeafValues(l.heuristicWeight(), l.heuristicDepth(), l.rollouts(), l.rolloutDepth(), l.decisiveMoves(), c));
    }

    // Fields of the noise, the playout cap and the tree.

    public RecipeBuilder noise(double alpha, double epsilon) {
        return noise(new Noise(alpha, epsilon, noise.temperature(), noise.temperatureTurns(), noise.priorTemperature()));
    }

    public RecipeBuilder temperature(double t, int turns) {
        return noise(new Noise(noise.alpha(), noise.epsilon(), t, turns, noise.priorTemperature()));
    }

    /** The prior softmax temperature (see {@link Noise#priorTemperature()}; 1 leaves priors as given). */
    public RecipeBuilder priorTemperature(double t) {
        return noise(new Noise(noise.alpha(), noise.epsilon(), noise.temperature(), noise.temperatureTurns(), t));
    }

    /**
     * Playout cap randomization (KataGo): a search is full with probability {@code fullProbability}
     * and otherwise fast, {@code fastVisits} simulations without root noise or forced playouts, its
     * policy not a training target ({@link SearchResult#full()} false). {@code fastVisits} 0 turns it off.
     */
    public RecipeBuilder playoutCap(double fullProbability, int fastVisits) {
        return cap(new PlayoutCap(fastVisits, fullProbability));
    }

    public RecipeBuilder pending(int maxPendingLeaves, int virtualLoss) {
        return tree(new Tree(virtualLoss, maxPendingLeaves, tree.reuse(), tree.cacheSize(), tree.determinizations()));
    }

    public RecipeBuilder reuse(boolean reuse, int cacheSize) {
        return tree(new Tree(tree.virtualLoss(), tree.maxPendingLeaves(), reuse, cacheSize, tree.determinizations()));
    }

    public RecipeBuilder determinizations(int d) {
        return tree(new Tree(tree.virtualLoss(), tree.maxPendingLeaves(), tree.reuse(), tree.cacheSize(), d));
    }
}
