package pz.data;

import java.nio.file.Path;
import pz.engine.Game;
import pz.engine.GameRegistry;

/**
 * A child process for {@link CrashSafetyTest}: writes random games to the directory in its
 * argument forever, in small chunks, printing "committed" after each commit, until it is killed.
 */
public final class KillTarget {
    private KillTarget() {
    }

    public static void main(String[] args) throws Exception {
        Path dir = Path.of(args[0]);
        Game game = GameRegistry.parse("pig");
        WriterOptions o = WriterOptions.defaults("child").withChunk(20, 1_000_000);
        try (RecordWriter w = RecordWriter.open(dir, o)) {
            for (long seed = 0; ; seed++) {
                int before = w.committed().size();
                w.write(SyntheticGames.play(game, seed, "child"));
                if (w.committed().size() > before) {
                    System.out.println("committed");
                    System.out.flush();
                }
            }
        }
    }
}
