package org.pegatlas.tablebase;

import java.io.IOException;

/**
 * A tablebase that cannot be used as asked: missing, damaged, incomplete, or of another problem.
 * The message is one line for the user.
 */
public final class TablebaseException extends IOException {
    public TablebaseException(String message) {
        super(message);
    }
}
