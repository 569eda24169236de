package pz.training;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Properties;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The time a training run was stopped (SIGSTOP), counted apart from its wall time and kept across invocations. */
class StopDetectorTest {
    private static final long SECOND = 1_000_000_000L;

    @Test
    @DisplayName("a gap between ticks above two seconds counts as stopped time, less one tick; ordinary ticks and late ones do not")
    void gapsCount() {
        AtomicLong now = new AtomicLong(5 * SECOND);
        StopDetector d = StopDetector.manual(now::get);
        for (int i = 0; i < 10; i++) {
            now.addAndGet(StopDetector.TICK_NANOS);
            d.tick();
        }
        now.addAndGet(SECOND + SECOND / 2); // a tick 1.5 s late: load, not a stop
        d.tick();
        assertEquals(0.0, d.stoppedSeconds());
        now.addAndGet(30 * SECOND); // SIGSTOP for about 30 s
        d.tick();
        assertEquals(30 - 0.2, d.stoppedSeconds(), 1e-9);
        now.addAndGet(StopDetector.TICK_NANOS);
        d.tick();
        assertEquals(30 - 0.2, d.stoppedSeconds(), 1e-9, "nothing more after the stop");
    }

    @Test
    @DisplayName("state.properties keeps the stopped seconds; a state written before they existed reads as 0")
    void stateKeepsThem() {
        RunState s = RunState.fresh().withSeconds(3600, 600);
        RunState back = RunState.fromProperties(s.toProperties());
        assertEquals(600, back.stoppedSeconds());
        assertEquals(3600, back.seconds());
        assertEquals(600, back.nextIteration().withPhase(RunState.Phase.TRAIN).stoppedSeconds(), "carried by every with...");
        Properties old = s.toProperties();
        old.remove("stoppedSeconds");
        assertEquals(0, RunState.fromProperties(old).stoppedSeconds());
    }
}
