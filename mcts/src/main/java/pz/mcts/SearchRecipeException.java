package pz.mcts;

import pz.engine.InvalidInputException;

/** A search setting out of its valid range; the message names the setting and the range. */
public class SearchRecipeException extends InvalidInputException {
    private static final long serialVersionUID = 1L;

    public SearchRecipeException(String message) {
        super(message);
    }
}
