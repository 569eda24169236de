package pz.play;

import java.util.List;

/**
 * What an agent did (or suggests, for a hint) in one turn. Immutable.
 *
 * @param seat       the seat it played for
 * @param turn       the turn in notation ("Black (computer): b7-b5 d8+" after a move; the bare steps for a hint)
 * @param events     announcements made meanwhile (rolls)
 * @param evaluation its last evaluation in the turn, or null (forced steps, agents that keep no tree)
 */
public record AgentTurn(int seat, String turn, List<String> events, Evaluation evaluation) {
}
