package org.pegatlas.cluster;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import org.apache.hadoop.fs.FSDataInputStream;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;

/** Small text files on a Hadoop file system, each written whole or not at all. */
final class TextFiles {
    private TextFiles() {
    }

    /** Writes {@code file} under a temporary name beside it, then renames it into place (replacing any older one). */
    static void write(FileSystem fs, Path file, String text) throws IOException {
        Path temporary = new Path(file.getParent(), "." + file.getName() + ".tmp");
        try (OutputStream out = fs.create(temporary, true)) {
            out.write(text.getBytes(StandardCharsets.UTF_8));
        }
        fs.delete(file, false);
        if (!fs.rename(temporary, file)) {
            throw new IOException("cannot rename " + temporary + " to " + file);
        }
    }

    /** The whole text of {@code file}, or {@code null} when it does not exist. */
    static String read(FileSystem fs, Path file) throws IOException {
        if (!fs.exists(file)) {
            return null;
        }
        try (FSDataInputStream in = fs.open(file)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
