package pz.training;

import java.util.Properties;

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
}
