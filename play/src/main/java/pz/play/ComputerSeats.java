package pz.play;

import pz.mcts.Evaluator;
import pz.mcts.agent.Agent;
import pz.mcts.agent.AgentFactory;

/**
 * The computer's side of a {@link Session}: one agent per seat that no person plays, all made by one
 * factory (one model load, one evaluator), told every action played, and made anew after an undo
 * (a tree grown over taken-back moves is of no use). Not thread-safe: the session's lock guards it,
 * except {@link #newAgent} and {@link #evaluator}, which touch only the factory.
 */
final class ComputerSeats implements AutoCloseable {
    private final AgentFactory factory;
    private final boolean[] human;
    private final long seed;
    private Agent[] agents;

    /** Agents for the seats not in {@code human}, seeded from {@code seed}. */
    ComputerSeats(AgentFactory factory, boolean[] human, long seed) {
        this.factory = factory;
        this.human = human.clone();
        this.seed = seed;
        renew(0);
    }

    /** Closes the agents and makes new ones for {@code generation} (each generation its own seeds). */
    void renew(int generation) {
        closeAgents();
        agents = new Agent[human.length];
        for (int s = 0; s < agents.length; s++) {
            if (!human[s]) {
                agents[s] = factory.newAgent(seed * 31 + s + 1000L * generation);
            }
        }
    }

    /** The agent of {@code seat}, or null for a person's seat. */
    Agent agent(int seat) {
        return agents[seat];
    }

    /** Tells every agent that {@code action} was played, so their trees follow the game. */
    void observe(int action) {
        for (Agent a : agents) {
            if (a != null) {
                a.observe(action);
            }
        }
    }

    /** A fresh agent of the same kind, outside the seats (for hints). */
    Agent newAgent(long agentSeed) {
        return factory.newAgent(agentSeed);
    }

    /** The agents' shared evaluator (the network of a loaded model), or null for agents without one. */
    Evaluator evaluator() {
        return factory.evaluator();
    }

    private void closeAgents() {
        if (agents != null) {
            for (Agent a : agents) {
                if (a != null) {
                    a.close();
                }
            }
        }
    }

    @Override
    public void close() {
        closeAgents();
        factory.close();
    }
}
