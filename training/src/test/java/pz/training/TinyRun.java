package pz.training;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Properties;
import pz.engine.Game;
import pz.engine.State;
import pz.mcts.play.GameRecord;

/** The settings of the smallest training runs the tests make: a 1x8 network, one thread, two games in flight. */
final class TinyRun {
    private TinyRun() {
    }

    /** {@code games} per iteration, {@code visits} per search, {@code evalGames} per evaluation, stop after {@code iterations}. */
    static Properties settings(int games, int visits, int evalGames, int iterations) {
        Properties p = new Properties();
        p.setProperty("gamesPerIteration", Integer.toString(games));
        p.setProperty("visits", Integer.toString(visits));
        p.setProperty("evalGames", Integer.toString(evalGames));
        p.setProperty("blocks", "1");
        p.setProperty("channels", "8");
        p.setProperty("threads", "1");
        p.setProperty("parallel", "2");
        p.setProperty("batchSize", "16");
        p.setProperty("iterations", Integer.toString(iterations));
        return p;
    }

    /**
     * A finished game as self-play journals it, made by hand: {@code actions} from the start, each a
     * decision with a uniform policy over the legal actions; with its turns.
     */
    static GameJournal.Entry journaledGame(Game game, String id, long seed, int[] actions) {
        State s = game.newInitialState();
        String start = s.position();
        int turn0 = s.turn();
        List<GameRecord.Step> steps = new ArrayList<>();
        int[] buf = new int[game.numActions()];
        for (int ply = 0; ply < actions.length; ply++) {
            int[] legal = Arrays.copyOf(buf, s.legalActions(buf));
            double[] policy = new double[legal.length];
            Arrays.fill(policy, 1.0 / legal.length);
            int[] visits = new int[legal.length];
            Arrays.fill(visits, 1);
            steps.add(new GameRecord.Step(ply, s.currentPlayer(), legal, policy, new double[game.numPlayers()], visits));
            s.apply(actions[ply]);
        }
        return new GameJournal.Entry(id, seed, new GameRecord(game.spec(), start, actions, steps, s.returns()), s.turn() - turn0);
    }

    /** A journal line as the code before issue 29 wrote it (version 1: no turns field) from a version 2 line. */
    static String versionOneLine(String v2) {
        String[] f = v2.split("\t", -1);
        return String.join("\t", "v1", f[1], f[2], f[4], f[5], f[6], f[7], f[8]);
    }
}
