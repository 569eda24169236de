package pz.play;

import java.util.function.BooleanSupplier;
import pz.engine.Game;
import pz.engine.State;
import pz.mcts.EvalBatch;
import pz.mcts.SearchResult;
import pz.mcts.agent.Agent;
import pz.mcts.agent.Decision;

/** Running one agent decision to its end with a way to abandon it, and reading its evaluation. Stateless. */
final class Searches {
    private Searches() {
    }

    /** Steps {@code agent}'s decision at {@code state} until done; null if {@code cancelled} turned true first. */
    static Decision run(Agent agent, State state, BooleanSupplier cancelled) {
        Decision d = agent.decide(state);
        EvalBatch batch = null;
        while (!d.done()) {
            if (cancelled.getAsBoolean()) {
                return null;
            }
            if (batch == null) {
                batch = new EvalBatch(state.game(), Math.max(1, d.evaluator().preferredBatchSize()));
            }
            batch.clear();
            d.gather(batch);
            if (batch.size() > 0) {
                d.evaluator().evaluate(batch);
            }
            d.deliver(batch);
        }
        return d;
    }

    /**
     * The searched root value of {@code seat}, mapped from the game's return range to 0..1: the
     * probability of a win when returns are +1 / -1 (a draw counts half), the expected finishing
     * score in 3-4 player games. Null for a forced step (no search) or an agent that keeps no tree.
     */
    static Evaluation evaluation(Game game, Decision d, int seat) {
        SearchResult r = d.result();
        if (r == null || r.simulations() == 0) {
            return null;
        }
        double lo = game.minReturn();
        double hi = game.maxReturn();
        double p = (r.value()[seat] - lo) / Math.max(1e-12, hi - lo);
        return new Evaluation(seat, Math.max(0, Math.min(1, p)), r.simulations());
    }

    /**
     * The agent's choice for the rest of the turn of the seat to move in {@code s} (a copy it may
     * change), up to a chance event, with its evaluation for that seat; null when cancelled.
     * Closes the agent.
     */
    static AgentTurn hint(Agent agent, State s, BooleanSupplier cancelled) {
        int seat = s.currentPlayer();
        int turn = s.turn();
        java.util.List<String> steps = new java.util.ArrayList<>();
        Evaluation eval = null;
        try (agent) {
            while (!s.isTerminal() && !s.isChance() && s.turn() == turn && s.currentPlayer() == seat) {
                Decision d = run(agent, s, cancelled);
                if (d == null) {
                    return null;
                }
                Evaluation e = evaluation(s.game(), d, seat);
                eval = e != null ? e : eval;
                steps.add(s.actionToString(d.action()));
                s.apply(d.action());
                agent.observe(d.action()); // so a time limit covers the whole turn, as in a game (TurnClock)
            }
        }
        return new AgentTurn(seat, s.game().joinTurn(steps), java.util.List.of(), eval);
    }
}
