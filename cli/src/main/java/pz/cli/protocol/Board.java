package pz.cli.protocol;

import pz.engine.State;

/** The {@code showboard} and {@code score} texts. Stateless. */
final class Board {
    private Board() {
    }

    /** The {@code showboard} text: the position in the game's notation and who is to move. */
    static String render(State s) {
        String who = s.isTerminal() ? "game over" : s.isChance() ? "chance event pending" : "seat " + s.currentPlayer() + " to move";
        return "position " + s.position() + "\nturn " + s.turn() + ", " + who;
    }

    /** The {@code score} text: {@code ongoing}, or {@code winner N returns ...}, or {@code draw returns ...}. */
    static String score(State state) {
        if (!state.isTerminal()) {
            return "ongoing";
        }
        double[] r = state.returns();
        StringBuilder b = new StringBuilder();
        double best = Double.NEGATIVE_INFINITY;
        int winners = 0;
        int winner = -1;
        for (int p = 0; p < r.length; p++) {
            if (r[p] > best + 1e-12) {
                best = r[p];
                winners = 1;
                winner = p;
            } else if (Math.abs(r[p] - best) <= 1e-12) {
                winners++;
            }
        }
        b.append(winners == 1 ? "winner " + winner : "draw");
        b.append(" returns");
        for (double v : r) {
            b.append(' ').append(v == Math.rint(v) ? Long.toString((long) v) : Double.toString(v));
        }
        return b.toString();
    }
}
