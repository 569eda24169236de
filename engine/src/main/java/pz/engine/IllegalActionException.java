package pz.engine;

/** A well-formed action text that the rules forbid in this state; the message gives the rule's reason. */
public class IllegalActionException extends NotationException {
    private static final long serialVersionUID = 1L;

    public IllegalActionException(String message) {
        super(message);
    }
}
