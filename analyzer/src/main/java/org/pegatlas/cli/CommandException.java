package org.pegatlas.cli;

/** A failure to report to the user as one line, with the exit code it calls for. */
public final class CommandException extends Exception {
    private final ExitCode exitCode;

    CommandException(ExitCode exitCode, String message) {
        super(message);
        this.exitCode = exitCode;
    }

    public ExitCode exitCode() {
        return exitCode;
    }

    /** A bad command line or input. */
    public static CommandException usage(String message) {
        return new CommandException(ExitCode.USAGE, message);
    }
}
