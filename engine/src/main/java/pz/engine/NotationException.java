package pz.engine;

/** A position or action text that does not parse (docs/rules/notation.md). */
public class NotationException extends InvalidInputException {
    private static final long serialVersionUID = 1L;

    public NotationException(String message) {
        super(message);
    }
}
