package org.pegatlas.cli;

/** A failure to report to the user as one line, with the exit code it calls for. */
final class CommandException extends Exception {
    private final ExitCode exitCode;

    CommandException(ExitCode exitCode, String message) {
        super(message);
        this.exitCode = exitCode;
    }

    ExitCode exitCode() {
        return exitCode;
    }

    /** A bad command line or input. */
    static CommandException usage(String message) {
        return new CommandException(ExitCode.USAGE, message);
    }
}
