package org.pegatlas.storage;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Reads the small text files pegatlas takes in (board, position and goal files, manifests,
 * tablebase records, saved games): UTF-8 only, and at most {@link #MAX_BYTES}, so that a binary
 * file or a device such as {@code /dev/zero} is refused in one line instead of being decoded into
 * garbage or read until the heap is full.
 */
public final class TextFiles {
    /** The largest text file read, 16 MiB: the largest manifests and board files are far below it. */
    public static final int MAX_BYTES = 16 << 20;

    private TextFiles() {
    }

    /** A file that is not UTF-8 text of at most {@link #MAX_BYTES}; the message says which, without the file's name. */
    public static final class NotTextException extends IOException {
        NotTextException(String message) {
            super(message);
        }
    }

    /**
     * The text of {@code file}.
     *
     * @throws NotTextException when it is not UTF-8 or longer than {@link #MAX_BYTES}
     * @throws IOException when it cannot be read (missing: {@link java.nio.file.NoSuchFileException})
     */
    public static String read(Path file) throws IOException {
        byte[] bytes;
        try (InputStream in = Files.newInputStream(file)) {
            bytes = in.readNBytes(MAX_BYTES + 1);
        }
        if (bytes.length > MAX_BYTES) {
            throw new NotTextException("not a text file (larger than " + (MAX_BYTES >> 20) + " MiB)");
        }
        try {
            return StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException e) {
            throw new NotTextException("not a text file (not UTF-8)");
        }
    }
}
