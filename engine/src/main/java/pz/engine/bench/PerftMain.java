package pz.engine.bench;

import java.util.Map;
import pz.engine.Game;
import pz.engine.GameRegistry;
import pz.engine.Perft;
import pz.engine.State;

/**
 * A bare perft runner for engine developers, usable before the command line is built:
 * {@code java -cp engine/target/classes:games/X/target/classes pz.engine.bench.PerftMain SPEC DEPTH [POSITION] [--divide]}.
 * Prints {@code perft(D) = N} with the time and leaves per second ({@code pz perft} is the user's version).
 */
public final class PerftMain {
    private PerftMain() {
    }

    public static void main(String[] args) {
        if (args.length < 2) {
            System.err.println("usage: PerftMain SPEC DEPTH [POSITION] [--divide]");
            System.exit(2);
        }
        Game game = GameRegistry.parse(args[0]);
        int depth = Integer.parseInt(args[1]);
        boolean divide = false;
        String position = null;
        for (int i = 2; i < args.length; i++) {
            if (args[i].equals("--divide")) {
                divide = true;
            } else {
                position = args[i];
            }
        }
        State s = position == null ? game.newInitialState() : game.parsePosition(position);
        long t0 = System.nanoTime();
        long n;
        if (divide) {
            n = 0;
            for (Map.Entry<String, Long> e : Perft.divide(s, depth).entrySet()) {
                System.out.println(e.getKey() + ": " + e.getValue());
                n += e.getValue();
            }
        } else {
            n = s.perft(depth);
        }
        double secs = (System.nanoTime() - t0) / 1e9;
        System.out.printf("perft(%d) = %d  (%.3f s, %.0f leaves/s)%n", depth, n, secs, n / Math.max(secs, 1e-9));
    }
}
