package pz.evaluation.curve;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;

/**
 * Which checkpoints of a run a learning curve measures: every K-th, or N spread evenly over the
 * self-play games, and always the first and the last (the run's start and where it stands). Each
 * stage is played against the fixed opponent and against the stage before it, so the cost grows
 * with the number of stages, not with the run's length. Stateless.
 */
public final class StageSelection {
    private StageSelection() {
    }

    /**
     * Every {@code k}-th checkpoint by iteration (iterations 0, k, 2k, ... of those present), plus the last.
     *
     * @param checkpoints the run's checkpoints, in any order
     * @return the chosen stages in iteration order
     */
    public static List<Stage> every(List<Stage> checkpoints, int k) {
        if (k < 1) {
            throw new IllegalArgumentException("every k-th checkpoint needs k >= 1, got " + k);
        }
        List<Stage> sorted = sorted(checkpoints);
        List<Stage> out = new ArrayList<>();
        for (Stage s : sorted) {
            if (s.iteration() % k == 0 || s == sorted.get(sorted.size() - 1)) {
                out.add(s);
            }
        }
        return out;
    }

    /**
     * At most {@code n} stages spread evenly over the self-play games: for each of the {@code n} targets
     * {@code j * G / (n - 1)} (G the last checkpoint's games, j = 0 .. n-1) the checkpoint nearest to it
     * (the earlier on a tie), without repeats; so the first and the last are always in, and a run
     * with fewer than {@code n} checkpoints is measured whole.
     *
     * @return the chosen stages in iteration order
     */
    public static List<Stage> spread(List<Stage> checkpoints, int n) {
        if (n < 2) {
            throw new IllegalArgumentException("a curve spread over the games needs at least 2 stages, got " + n);
        }
        List<Stage> sorted = sorted(checkpoints);
        if (sorted.size() <= n) {
            return sorted;
        }
        long first = sorted.get(0).games();
        long last = sorted.get(sorted.size() - 1).games();
        TreeMap<Integer, Stage> chosen = new TreeMap<>();
        for (int j = 0; j < n; j++) {
            double target = first + (double) j * (last - first) / (n - 1);
            Stage best = sorted.get(0);
            for (Stage s : sorted) {
                if (Math.abs(s.games() - target) < Math.abs(best.games() - target)) {
                    best = s;
                }
            }
            chosen.put(best.iteration(), best);
        }
        chosen.put(sorted.get(sorted.size() - 1).iteration(), sorted.get(sorted.size() - 1));
        return List.copyOf(chosen.values());
    }

    private static List<Stage> sorted(List<Stage> checkpoints) {
        if (checkpoints.isEmpty()) {
            throw new IllegalArgumentException("no checkpoints to choose stages from");
        }
        TreeMap<Integer, Stage> byIteration = new TreeMap<>();
        for (Stage s : checkpoints) {
            if (byIteration.put(s.iteration(), s) != null) {
                throw new IllegalArgumentException("two checkpoints of iteration " + s.iteration());
            }
        }
        return List.copyOf(byIteration.values());
    }
}
