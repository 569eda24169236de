package pz.mcts.play;

/**
 * The arena's one-call entry point, for front ends ({@code pz match A B --spec SPEC --games N}):
 * spec strings in, a {@link MatchResult} out. For threads, parallel games, seeds and progress use
 * {@link Match} directly. Stateless.
 */
public final class Arena {
    private Arena() {
    }

    /**
     * Plays {@code games} games of {@code gameSpec} between agents {@code a} and {@code b}, seats
     * rotated, on all processors, reporting progress after each game.
     *
     * @throws pz.engine.InvalidInputException for a bad game or agent spec
     */
    public static MatchResult play(String gameSpec, String a, String b, int games, Match.Progress progress) {
        return Match.of(gameSpec, a, b).games(games).onProgress(progress).run();
    }

    /** A text progress bar for a terminal: {@code [#####.....] 12/20  +7 =2 -3}. */
    public static String progressBar(int finished, int total, MatchResult soFar) {
        int width = 30;
        int filled = total == 0 ? width : (int) ((long) width * finished / total);
        return "[" + "#".repeat(filled) + ".".repeat(width - filled) + "] " + finished + "/" + total
                + "  +" + soFar.wins() + " =" + soFar.draws() + " -" + soFar.losses();
    }
}
