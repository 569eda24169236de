package pz.training;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** What {@code pz train} says a run has done when it stops. */
class TrainOutcomeTest {

    private static String progress(int iteration, RunState.Phase phase, long games) {
        RunState s = new RunState(iteration, phase, games, 0, 0, 0, 0, 0, 0, 0);
        return new TrainLoop.Outcome("tictactoe", Path.of("best.pzm"), s, true).progress();
    }

    @Test
    @DisplayName("the iterations done and the games counted agree: an iteration stopped after its self-play is named, "
            + "one iteration is singular")
    void progressNamesTheUnfinishedIteration() {
        assertEquals("0 iterations, 0 self-play games", progress(1, RunState.Phase.SELFPLAY, 0));
        assertEquals("1 iteration, 64 self-play games", progress(2, RunState.Phase.SELFPLAY, 64));
        assertEquals("1 iteration and the self-play of iteration 2, 128 self-play games", progress(2, RunState.Phase.TRAIN, 128));
        assertEquals("1 iteration and the self-play and training of iteration 2, 128 self-play games",
                progress(2, RunState.Phase.EVAL, 128));
        assertEquals("3 iterations, 192 self-play games", progress(4, RunState.Phase.SELFPLAY, 192));
    }
}
