package pz.models;

import pz.engine.InvalidInputException;

/**
 * A model file that cannot be used: missing, truncated or corrupt, of an unknown format version, or
 * made for another game, spec, encoding or action space. The message names the file and the
 * mismatch.
 */
public class ModelFileException extends InvalidInputException {
    private static final long serialVersionUID = 1L;

    public ModelFileException(String message) {
        super(message);
    }
}
