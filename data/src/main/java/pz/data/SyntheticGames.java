package pz.data;

import java.time.Instant;
import java.util.List;
import java.util.SplittableRandom;
import pz.engine.Game;
import pz.engine.State;

/**
 * Plays random games and records them with made-up search data (a random policy over all legal
 * actions, a random value), for tests, benchmarks and trying the tools without a network.
 * Stateless; thread-safe.
 */
public final class SyntheticGames {
    private SyntheticGames() {
    }

    /** One random game of {@code game} from {@code seed}, recorded as self-play would record it. */
    public static GameRecorder.Recorded play(Game game, long seed, String worker) {
        SplittableRandom rng = new SplittableRandom(seed);
        int players = game.numPlayers();
        List<String> agents = java.util.Collections.nCopies(players, "random");
        List<String> models = java.util.Collections.nCopies(players, "");
        String id = Long.toHexString(seed) + "-" + worker;
        GameRecorder rec = new GameRecorder(id, game.spec(), agents, models, seed, worker,
                Instant.ofEpochMilli(1_700_000_000_000L + seed));
        State s = game.newInitialState();
        int[] legal = new int[game.numActions()];
        float[] policy = new float[game.numActions()];
        double[] probs = new double[game.numActions()];
        float[] value = new float[players];
        while (!s.isTerminal()) {
            if (s.isChance()) {
                int n = s.chanceOutcomes(legal, probs);
                double u = rng.nextDouble();
                int pick = n - 1;
                for (int i = 0; i < n; i++) {
                    u -= probs[i];
                    if (u < 0) {
                        pick = i;
                        break;
                    }
                }
                rec.step(s, legal[pick]);
                s.apply(legal[pick]);
                continue;
            }
            int n = s.legalActions(legal);
            float sum = 0;
            for (int i = 0; i < n; i++) {
                policy[i] = (float) rng.nextDouble();
                sum += policy[i];
            }
            for (int i = 0; i < n; i++) {
                policy[i] /= sum;
            }
            for (int p = 0; p < players; p++) {
                value[p] = (float) (rng.nextDouble() * 2 - 1);
            }
            int action = legal[rng.nextInt(n)];
            rec.decision(s, action, legal, policy, n, 100, 1f, value);
            s.apply(action);
        }
        return rec.finish(s, "terminal");
    }
}
