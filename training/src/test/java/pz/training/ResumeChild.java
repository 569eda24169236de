package pz.training;

import java.nio.file.Path;
import java.util.Properties;

/** A training process for {@link TrainResumeTest} to kill: {@code ResumeChild RUN_DIR ITERATIONS}. */
public final class ResumeChild {
    private ResumeChild() {
    }

    public static void main(String[] args) throws Exception {
        TrainLoop.run(Path.of(args[0]), TrainResumeTest.config(Integer.parseInt(args[1])), null, System.err);
    }

    static Properties none() {
        return new Properties();
    }
}
