package org.pegatlas.storage;

import java.nio.charset.StandardCharsets;
import java.util.zip.CRC32C;

/**
 * The last line of a record file that pegatlas writes and later trusts ({@link Manifest}, a
 * tablebase's record): {@code # crc32c=HEX}, the CRC-32C of the UTF-8 text before it, so that an
 * edited or damaged record is noticed. A text without the line (written before there was one) is
 * taken as it is.
 */
public final class ChecksumLine {
    private static final String PREFIX = "# crc32c=";

    private ChecksumLine() {
    }

    /** {@code text} (whole lines) with its checksum line appended. */
    public static String append(String text) {
        return text + PREFIX + crc32c(text) + "\n";
    }

    /**
     * {@code text} without its checksum line, once checked against it; {@code text} itself when it
     * has none.
     *
     * @throws IllegalArgumentException when the text before the line does not match it, or
     *     something follows it
     */
    public static String strip(String text) {
        int line = text.lastIndexOf("\n" + PREFIX) + 1;
        if (line == 0) {
            return text;
        }
        String records = text.substring(0, line);
        if (!text.substring(line + PREFIX.length()).equals(crc32c(records) + "\n")) {
            throw new IllegalArgumentException("its records do not match the CRC-32C on its last line (edited or damaged)");
        }
        return records;
    }

    private static String crc32c(String text) {
        CRC32C crc = new CRC32C();
        crc.update(text.getBytes(StandardCharsets.UTF_8));
        return Long.toHexString(crc.getValue());
    }
}
