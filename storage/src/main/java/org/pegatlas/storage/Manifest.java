package org.pegatlas.storage;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The record of an output directory: which problem it belongs to and which files are complete,
 * with their sizes and checksums. Stored as UTF-8 {@code key=value} lines in insertion order and
 * rewritten atomically after every change, so it only ever names files that were fully written.
 * Its last line is a {@link ChecksumLine}, so that a record a resume reuses (a level's figures)
 * cannot be edited unnoticed; a manifest without that line (of a pegatlas before it) is read as it is.
 */
public final class Manifest {
    /** The manifest's file name inside an output directory. */
    public static final String FILE_NAME = "manifest.txt";
    private static final String HEADER = "# pegatlas manifest: do not edit";
    private static final String FILE_PREFIX = "file.";

    /** The file, or {@code null} for a manifest of a directory not reached as a local path ({@link #parse}). */
    private final Path path;
    private final Map<String, String> entries;

    private Manifest(Path path, Map<String, String> entries) {
        this.path = path;
        this.entries = entries;
    }

    /** A new, empty manifest for {@code directory} (nothing is written until {@link #save()}). */
    public static Manifest create(Path directory) {
        return new Manifest(directory.resolve(FILE_NAME), new LinkedHashMap<>());
    }

    /**
     * Loads the manifest of {@code directory}.
     *
     * @return the manifest, or {@code null} when the directory has none
     * @throws IOException if it exists but cannot be read or parsed
     */
    public static Manifest load(Path directory) throws IOException {
        Path path = directory.resolve(FILE_NAME);
        if (!Files.exists(path)) {
            return null;
        }
        String text;
        try {
            text = TextFiles.read(path);
        } catch (TextFiles.NotTextException e) {
            throw new IOException(path + ": " + e.getMessage());
        }
        return new Manifest(path, entries(text, path.toString()));
    }

    /**
     * A manifest read from its text ({@link #text()}), for a directory this process does not reach
     * as a local path (a Spark run's, on a Hadoop file system): it cannot {@link #save()} itself;
     * its text is written by whoever holds the directory.
     *
     * @param source the file it was read from, for messages
     * @throws IOException if the text cannot be parsed (the message names {@code source})
     */
    public static Manifest parse(String text, String source) throws IOException {
        return new Manifest(null, entries(text, source));
    }

    /** A new, empty manifest of a directory this process does not reach as a local path (see {@link #parse}). */
    public static Manifest detached() {
        return new Manifest(null, new LinkedHashMap<>());
    }

    private static Map<String, String> entries(String text, String source) throws IOException {
        String body;
        try {
            body = ChecksumLine.strip(text);
        } catch (IllegalArgumentException e) {
            throw new IOException(source + ": " + e.getMessage());
        }
        Map<String, String> entries = new LinkedHashMap<>();
        for (String line : body.split("\n")) {
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            int eq = line.indexOf('=');
            if (eq <= 0) {
                throw new IOException(source + ": malformed line '" + line + "'");
            }
            entries.put(line.substring(0, eq), line.substring(eq + 1));
        }
        return entries;
    }

    public String get(String key) {
        return entries.get(key);
    }

    /** Sets a value; keys and values must not contain line breaks ({@code \n} or {@code \r}), keys no '='. */
    public Manifest put(String key, String value) {
        if (key.isEmpty() || key.contains("=") || breaksLine(key) || breaksLine(value)) {
            throw new IllegalArgumentException("bad manifest entry " + key);
        }
        entries.put(key, value);
        return this;
    }

    private static boolean breaksLine(String text) {
        return text.indexOf('\n') >= 0 || text.indexOf('\r') >= 0;
    }

    /** Records a completed file (a path relative to the directory). */
    public Manifest putFile(String relativePath, AtomicFiles.Written written) {
        return put(FILE_PREFIX + relativePath, describe(written));
    }

    /** Whether a file is recorded as complete with exactly this size and CRC-32C. */
    public boolean hasFile(String relativePath, AtomicFiles.Written written) {
        return describe(written).equals(entries.get(FILE_PREFIX + relativePath));
    }

    private static String describe(AtomicFiles.Written written) {
        return "bytes=" + written.bytes() + ",crc32c=" + Long.toHexString(written.crc32c());
    }

    /**
     * A completed file's recorded size and checksum.
     *
     * @return {@code null} when the file is not recorded or its record is malformed
     */
    public AtomicFiles.Written recordedFile(String relativePath) {
        String value = entries.get(FILE_PREFIX + relativePath);
        if (value == null) {
            return null;
        }
        try {
            String[] parts = value.split(",");
            if (parts.length != 2 || !parts[0].startsWith("bytes=") || !parts[1].startsWith("crc32c=")) {
                return null;
            }
            return new AtomicFiles.Written(Long.parseLong(parts[0].substring(6)), Long.parseLong(parts[1].substring(7), 16));
        } catch (NumberFormatException e) {
            return null;
        }
    }

    /** Forgets a file's record (for a file about to be deleted); nothing happens if it has none. */
    public Manifest removeFile(String relativePath) {
        entries.remove(FILE_PREFIX + relativePath);
        return this;
    }

    /** Whether a file is recorded as complete. */
    public boolean hasFile(String relativePath) {
        return entries.containsKey(FILE_PREFIX + relativePath);
    }

    public Map<String, String> entries() {
        return Collections.unmodifiableMap(entries);
    }

    /**
     * Writes the manifest atomically.
     *
     * @throws IllegalStateException for a manifest of a directory not reached as a local path ({@link #parse}, {@link #detached})
     */
    public void save() throws IOException {
        if (path == null) {
            throw new IllegalStateException("a manifest read from text is written by whoever holds its directory");
        }
        AtomicFiles.writeString(path, text());
    }

    /** The manifest's file text, as {@link #save()} writes it: a header, its entries in order, a checksum line. */
    public String text() {
        StringBuilder text = new StringBuilder(HEADER).append('\n');
        entries.forEach((k, v) -> text.append(k).append('=').append(v).append('\n'));
        return ChecksumLine.append(text.toString());
    }
}
