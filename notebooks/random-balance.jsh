// Notebook: first-seat advantage under uniformly random play, for every registered spec family.
// Run from the repository root after ./pz has built once:
//   jshell --class-path "cli/target/pz-cli.jar:cli/target/lib/*" notebooks/random-balance.jsh
// Random play is a floor, not a verdict: `pz balance` (issue 10) uses real agents.
import pz.engine.*;
import java.util.*;

double[] firstSeat(String spec, int games) {
    Game g = GameRegistry.parse(spec);
    int[] buf = new int[g.numActions()];
    int[] outs = new int[g.numActions()];
    double[] probs = new double[g.numActions()];
    SplittableRandom rng = new SplittableRandom(42);
    int wins = 0, draws = 0;
    for (int i = 0; i < games; i++) {
        State s = g.newInitialState();
        while (!s.isTerminal()) {
            if (s.isChance()) {
                int m = s.chanceOutcomes(outs, probs);
                double u = rng.nextDouble();
                int k = 0;
                while (k < m - 1 && (u -= probs[k]) >= 0) k++;
                s.apply(outs[k]);
            } else {
                s.apply(buf[rng.nextInt(s.legalActions(buf))]);
            }
        }
        double[] r = s.returns();
        double best = Arrays.stream(r).max().getAsDouble();
        long top = Arrays.stream(r).filter(v -> v == best).count();
        if (r[0] == best && top == 1) wins++; else if (r[0] == best) draws++;
    }
    return new double[] {(double) wins / games, (double) draws / games};
}

for (String spec : List.of("tictactoe", "pig", "proteus", "proteus:tradeoff", "kadon", "amazons:size=6", "cowboys:size=6")) {
    try {
        double[] w = firstSeat(spec, 500);
        System.out.printf("%-22s first seat wins %5.1f%%, draws %5.1f%%%n", spec, 100 * w[0], 100 * w[1]);
    } catch (SpecException e) {
        System.out.printf("%-22s (not available: %s)%n", spec, e.getMessage());
    }
}
/exit
