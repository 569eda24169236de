package pz.cli;

/** Bad command-line arguments: printed with the command's usage, exit code 2. */
final class UsageException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    UsageException(String message) {
        super(message);
    }
}
