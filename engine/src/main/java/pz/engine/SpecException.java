package pz.engine;

/** A game spec string (docs/rules/notation.md N-SPEC-1) that names an unknown game, option or value. */
public class SpecException extends InvalidInputException {
    private static final long serialVersionUID = 1L;

    public SpecException(String message) {
        super(message);
    }
}
