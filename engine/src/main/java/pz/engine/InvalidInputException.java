package pz.engine;

/**
 * Bad text from a person or a file: a spec, a position, a move. The message says precisely what is
 * wrong and, where there is a short list, what would be valid. Parsers throw this (or a subclass)
 * and nothing else for bad input; the conformance suite checks it.
 */
public class InvalidInputException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    public InvalidInputException(String message) {
        super(message);
    }
}
