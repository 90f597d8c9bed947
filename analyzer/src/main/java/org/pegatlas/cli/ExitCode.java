package org.pegatlas.cli;

import java.util.Arrays;
import java.util.stream.Collectors;

/** Every exit status of the {@code pegatlas} command, in one place. */
public enum ExitCode {
    /** The command did what was asked. */
    OK(0, "ok"),
    /** A fault in pegatlas itself; the message says what failed. */
    INTERNAL_ERROR(1, "internal error"),
    /** Bad command line or input: unknown board, hole or option, malformed value. */
    USAGE(2, "bad command line or input"),
    /** The output directory cannot be used (another problem's results, not writable, not empty). */
    OUTPUT_REFUSED(3, "output directory refused"),
    /** Reading or writing files failed part-way (disk full, I/O error). */
    IO_ERROR(4, "I/O error"),
    /**
     * {@code verify} found a file or level that does not match what it should be, or the self-check
     * of {@code pairs} found two pairs whose counts must be equal and are not.
     */
    VERIFY_FAILED(5, "verify or a self-check found a mismatch"),
    /** {@code solve} proved that the problem has no solution. */
    NO_SOLUTION(6, "solve proved: no solution"),
    /** {@code solve} stopped at its time limit without an answer. */
    STOPPED(7, "solve stopped at --seconds without an answer");

    private final int status;
    private final String words;

    ExitCode(int status, String words) {
        this.status = status;
        this.words = words;
    }

    public int status() {
        return status;
    }

    /** The line of {@code pegatlas --help} listing every exit status with a few words. */
    static String helpLine() {
        return "exit codes: " + Arrays.stream(values()).map(code -> code.status + " " + code.words).collect(Collectors.joining(", "));
    }
}
