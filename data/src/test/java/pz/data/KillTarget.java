package pz.data;

import java.nio.file.Path;
import pz.engine.Game;
import pz.engine.GameRegistry;

/**
 * A child process for {@link CrashSafetyTest}: writes random games to the directory in its
 * argument forever, in small chunks, printing "committed" after each commit, until it is killed.
 * With a second argument {@code hold}, it stops after three commits with the fourth chunk open
 * (one game written, so its temporary exists), prints "open" and waits to be killed.
 */
public final class KillTarget {
    private KillTarget() {
    }

    public static void main(String[] args) throws Exception {
        Path dir = Path.of(args[0]);
        boolean hold = args.length > 1 && args[1].equals("hold");
        Game game = GameRegistry.parse("pig");
        WriterOptions o = WriterOptions.defaults("child").withChunk(20, 1_000_000);
        try (RecordWriter w = RecordWriter.open(dir, o)) {
            for (long seed = 0; ; seed++) {
                int before = w.committed().size();
                w.write(SyntheticGames.play(game, seed, "child"));
                if (w.committed().size() > before) {
                    System.out.println("committed");
                    System.out.flush();
                    if (hold && w.committed().size() == 3) {
                        w.write(SyntheticGames.play(game, -1 - seed, "child"));
                        System.out.println("open");
                        System.out.flush();
                        Thread.sleep(Long.MAX_VALUE);
                    }
                }
            }
        }
    }
}
