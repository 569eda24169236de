package pz.data;

import java.nio.file.Path;
import pz.engine.InvalidInputException;

/**
 * A record file that cannot be read: truncated, damaged, not Parquet, not a pz record file, or of a
 * schema version this code does not know. The message names the file and says what is wrong; directory
 * readers catch it to skip the file and report it.
 */
public class CorruptRecordException extends InvalidInputException {
    private static final long serialVersionUID = 1L;
    private final transient Path file;
    private final String problem;

    public CorruptRecordException(Path file, String problem) {
        super(file + ": " + problem);
        this.file = file;
        this.problem = problem;
    }

    public CorruptRecordException(Path file, String problem, Throwable cause) {
        this(file, problem);
        initCause(cause);
    }

    /** The file that could not be read. */
    public Path file() {
        return file;
    }

    /** What is wrong with it (the message without the file's name). */
    public String problem() {
        return problem;
    }
}
