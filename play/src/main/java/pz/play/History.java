package pz.play;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntFunction;

/**
 * What a {@link Session} has played: every applied action as a {@link Ply} and the position after
 * it (the start position first), grouped into turns for people. Not thread-safe: its session
 * guards it.
 */
final class History {
    /** One applied action: who did it (a seat, or {@link pz.engine.State#CHANCE}), its notation, the turn it belongs to. */
    record Ply(int actor, int action, String text, int turn) {
    }

    private final List<Ply> plies = new ArrayList<>();
    private final List<String> positions = new ArrayList<>();

    History(String start) {
        positions.add(start);
    }

    void add(Ply ply, String position) {
        plies.add(ply);
        positions.add(position);
    }

    int size() {
        return plies.size();
    }

    /** The positions so far, the start first and the current last (a read-only view). */
    List<String> positions() {
        return java.util.Collections.unmodifiableList(positions);
    }

    /**
     * The turns so far, each as "Seat: steps" (chance outcomes inside the turn they belong to); the
     * last turn only when complete, that is when {@code currentTurn} differs from it or the game is over.
     * Steps the viewer may not see ({@code hidden}) are written {@code ?}.
     */
    List<String> turns(int currentTurn, boolean over, IntFunction<String> label, java.util.function.Function<List<String>, String> join,
            java.util.function.Predicate<Ply> hidden) {
        List<String> out = new ArrayList<>();
        int i = 0;
        while (i < plies.size()) {
            int turn = plies.get(i).turn();
            List<String> steps = new ArrayList<>();
            int who = -1;
            int j = i;
            for (; j < plies.size() && plies.get(j).turn() == turn; j++) {
                steps.add(hidden.test(plies.get(j)) ? "?" : plies.get(j).text());
                who = who < 0 ? plies.get(j).actor() : who;
            }
            if (j < plies.size() || currentTurn != turn || over) {
                out.add(label.apply(who) + ": " + join.apply(steps));
            }
            i = j;
        }
        return out;
    }

    /** The texts of the plies of turn {@code turn} at the end of the history (the unfinished turn). */
    List<String> stepsOfTurn(int turn) {
        List<String> out = new ArrayList<>();
        for (int i = plies.size() - 1; i >= 0 && plies.get(i).turn() == turn; i--) {
            out.add(0, plies.get(i).text());
        }
        return out;
    }

    /** The index of the last ply that began a turn of a seat in {@code human}, or -1. */
    int lastHumanTurnStart(boolean[] human) {
        for (int i = plies.size() - 1; i >= 0; i--) {
            Ply p = plies.get(i);
            if (p.actor() >= 0 && human[p.actor()] && (i == 0 || plies.get(i - 1).turn() != p.turn())) {
                return i;
            }
        }
        return -1;
    }

    /** Drops the last ply and its position. */
    void removeLast() {
        plies.remove(plies.size() - 1);
        positions.remove(positions.size() - 1);
    }
}
