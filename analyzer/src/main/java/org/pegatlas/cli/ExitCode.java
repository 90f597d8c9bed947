package org.pegatlas.cli;

/** Every exit status of the {@code pegatlas} command, in one place. */
public enum ExitCode {
    /** The command did what was asked. */
    OK(0),
    /** A fault in pegatlas itself; the message says what failed. */
    INTERNAL_ERROR(1),
    /** Bad command line or input: unknown board, hole or option, malformed value. */
    USAGE(2),
    /** The output directory cannot be used (another problem's results, not writable, not empty). */
    OUTPUT_REFUSED(3),
    /** Reading or writing files failed part-way (disk full, I/O error). */
    IO_ERROR(4),
    /**
     * {@code verify} found a file or level that does not match what it should be, or the self-check
     * of {@code pairs} found two pairs whose counts must be equal and are not.
     */
    VERIFY_FAILED(5);

    private final int status;

    ExitCode(int status) {
        this.status = status;
    }

    public int status() {
        return status;
    }
}
