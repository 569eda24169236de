package pz.evaluation.equilibrium;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import pz.engine.Game;
import pz.engine.InvalidInputException;
import pz.engine.State;

/**
 * Candidate secret setups of a game whose first turns are one setup turn per seat, seat 0 first
 * (Proteus {@code wallstreet=secret}: White's whole army and placement is turn 0, Black's turn 1;
 * each is chosen without seeing the other's, so the pair is a simultaneous choice).
 *
 * <p>A candidate is the list of action ids a seat plays during its setup turn (for Wall Street: 8
 * purchases, then 8 placements), sampled by uniformly random legal choices at each decision of the
 * turn, duplicates dropped. The set is a sample, not every setup: the number of Wall Street setups
 * is in the millions, so the equilibrium found is the equilibrium of the sampled sub-game (a lower
 * bound on what the full setup choice is worth, for each side). Seat s's candidates are sampled
 * after seat 0..s-1's first candidates (their own setup turns do not depend on the others' hidden
 * choices; {@link #apply} checks legality of every combination). Stateless.
 */
public final class SetupCandidates {
    /** One setup: its actions, and its text (the steps in notation, joined). */
    public record Candidate(int[] actions, String text) {
    }

    private SetupCandidates() {
    }

    /**
     * Samples up to {@code count} distinct setups for each seat.
     *
     * @return one list per seat, each of 1..count candidates (fewer when fewer exist: tried 50 times per wanted candidate)
     * @throws InvalidInputException if the game does not start with one decision turn per seat in seat order
     */
    public static List<List<Candidate>> sample(Game game, int count, long seed) {
        if (count < 1) {
            throw new InvalidInputException("the number of candidate setups must be at least 1, got " + count);
        }
        SplittableRandom rng = new SplittableRandom(seed);
        int players = game.numPlayers();
        List<List<Candidate>> out = new ArrayList<>();
        State prefix = game.newInitialState();
        for (int seat = 0; seat < players; seat++) {
            Set<String> seen = new LinkedHashSet<>();
            List<Candidate> list = new ArrayList<>();
            for (int attempt = 0; attempt < 50 * count && list.size() < count; attempt++) {
                Candidate c = randomTurn(prefix.copy(), seat, rng);
                if (seen.add(c.text())) {
                    list.add(c);
                }
            }
            out.add(list);
            for (int a : list.get(0).actions()) {
                prefix.apply(a);
            }
        }
        return out;
    }

    private static Candidate randomTurn(State s, int seat, SplittableRandom rng) {
        int turn = s.turn();
        if (s.currentPlayer() != seat || turn != seat) {
            throw new InvalidInputException(s.game().spec() + " does not start with one setup turn per seat in seat order"
                    + " (turn " + turn + " is seat " + s.currentPlayer() + "'s); use a secret-setup variant such as proteus:wallstreet=secret");
        }
        int[] legal = new int[s.game().numActions()];
        List<Integer> acts = new ArrayList<>();
        List<String> steps = new ArrayList<>();
        while (s.turn() == turn && s.currentPlayer() == seat) {
            int n = s.legalActions(legal);
            int a = legal[rng.nextInt(n)];
            acts.add(a);
            steps.add(s.actionToString(a));
            s.apply(a);
        }
        if (s.turn() == turn) {
            throw new InvalidInputException(s.game().spec() + ": seat " + seat + "'s setup turn does not end with its own decisions");
        }
        return new Candidate(acts.stream().mapToInt(Integer::intValue).toArray(), String.join(" ", steps));
    }

    /**
     * The state after the given candidates of every seat, in seat order.
     *
     * @throws InvalidInputException if an action is not legal where it is played
     */
    public static State apply(Game game, List<Candidate> perSeat) {
        State s = game.newInitialState();
        int[] legal = new int[game.numActions()];
        for (Candidate c : perSeat) {
            for (int a : c.actions()) {
                int n = s.legalActions(legal);
                boolean ok = false;
                for (int i = 0; i < n && !ok; i++) {
                    ok = legal[i] == a;
                }
                if (!ok || s.currentPlayer() < 0) {
                    throw new InvalidInputException("setup '" + c.text() + "' is not legal after the setups before it");
                }
                s.apply(a);
            }
        }
        return s;
    }
}
