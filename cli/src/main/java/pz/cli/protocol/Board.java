package pz.cli.protocol;

import pz.engine.State;

/** The {@code showboard} text: the position in the game's notation and who is to move. */
final class Board {
    private Board() {
    }

    static String render(State s) {
        String who = s.isTerminal() ? "game over" : s.isChance() ? "chance event pending" : "seat " + s.currentPlayer() + " to move";
        return "position " + s.position() + "\nturn " + s.turn() + ", " + who;
    }
}
