package pz.mcts.agent;

import pz.engine.InvalidInputException;

/** A bad agent spec string; the message names the offending part and lists the valid agents or options. */
public class AgentSpecException extends InvalidInputException {
    private static final long serialVersionUID = 1L;

    public AgentSpecException(String message) {
        super(message);
    }
}
