package org.pegatlas.tablebase;

import java.io.IOException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;
import org.pegatlas.storage.ChecksumLine;
import org.pegatlas.storage.TextFiles;

/**
 * The record of a built tablebase, {@code tablebase.txt} beside its map file: the problem's
 * fingerprint, the positions and blocks of the map and its size in bytes, and how it was built.
 * Written atomically after the map file is complete, so a map without a matching record is never
 * read; its last line is a {@link ChecksumLine}, so an edited figure is refused (a record without
 * one, of an older pegatlas, is read unchecked).
 *
 * @param problem the problem's {@link org.pegatlas.problem.Problem#fingerprint() fingerprint}
 * @param boardFile whether the board came from a board file (copied to {@link org.pegatlas.problem.ProblemCodec#BOARD_COPY})
 * @param entries canonical positions in the map (every reachable one)
 * @param blocks the map's entries: {@link ValueBlock blocks} of positions
 * @param blockBits each level's block bits, level 0 (the start) first
 * @param mapBytes size of the map file in bytes
 * @param mapCrc32c CRC-32C of the map file's bytes as built
 * @param averageValueBytes mean encoded value size of a position ({@link ValueCodec})
 * @param averageBlockBytes mean size of a block, which the map was sized for
 * @param buildSeconds wall time of the build, from the level files to the renamed map
 */
public record TablebaseInfo(String problem, boolean boardFile, long entries, long blocks, List<Integer> blockBits, long mapBytes,
        long mapCrc32c, double averageValueBytes, double averageBlockBytes, double buildSeconds) {
    /** The record's file name in an output directory. */
    public static final String FILE_NAME = "tablebase.txt";
    /** The map's file name in an output directory. */
    public static final String MAP_FILE = "tablebase.cm3";
    private static final String HEADER = "# pegatlas tablebase: do not edit";
    /**
     * Format 3 stores blocks of positions ({@link ValueBlock}); format 2 stored one entry per
     * position, format 1 had no fewest moves left: both are refused (see {@link #read}).
     */
    private static final String FORMAT = "3";

    /** The record as its file's text, ending with its {@link ChecksumLine}. */
    String text() {
        return ChecksumLine.append(HEADER + "\nformat=" + FORMAT + "\nproblem=" + problem + "\nboard_file=" + boardFile + "\nentries=" + entries
                + "\nblocks=" + blocks + "\nblock_bits=" + blockBits.stream().map(String::valueOf).collect(Collectors.joining(","))
                + "\nmap_bytes=" + mapBytes + "\nmap_crc32c=" + Long.toHexString(mapCrc32c)
                + "\naverage_value_bytes=" + String.format(Locale.ROOT, "%.3f", averageValueBytes)
                + "\naverage_block_bytes=" + String.format(Locale.ROOT, "%.3f", averageBlockBytes)
                + "\nbuild_seconds=" + String.format(Locale.ROOT, "%.3f", buildSeconds) + "\n");
    }

    /**
     * Reads the record of the tablebase in {@code dir}.
     *
     * @throws IOException with a one-line message when there is none or it is damaged
     */
    static TablebaseInfo read(Path dir) throws IOException {
        Path file = dir.resolve(FILE_NAME);
        Map<String, String> fields = new LinkedHashMap<>();
        try {
            for (String line : ChecksumLine.strip(TextFiles.read(file)).split("\n")) {
                int eq = line.indexOf('=');
                if (!line.startsWith("#") && eq > 0) {
                    fields.put(line.substring(0, eq), line.substring(eq + 1));
                }
            }
        } catch (NoSuchFileException e) {
            throw new TablebaseException(dir + " holds no tablebase (no " + FILE_NAME + "); build one with 'pegatlas tablebase --out "
                    + dir + "' and the problem's options");
        } catch (TextFiles.NotTextException e) {
            throw new TablebaseException(file + ": damaged (" + e.getMessage() + "); rebuild the tablebase");
        } catch (IllegalArgumentException e) {
            throw new TablebaseException(file + ": " + e.getMessage() + "; rebuild the tablebase");
        }
        try {
            if ("1".equals(fields.get("format"))) {
                throw new TablebaseException(file + ": a tablebase of format 1, without the fewest moves left; build it again with"
                        + " 'pegatlas tablebase --out " + dir + "'");
            }
            if ("2".equals(fields.get("format"))) {
                throw new TablebaseException(file + ": a tablebase of format 2, one map entry per position; build it again with"
                        + " 'pegatlas tablebase --out " + dir + "'");
            }
            if (!FORMAT.equals(fields.get("format"))) {
                throw new TablebaseException(file + ": not a tablebase record of format " + FORMAT + "; rebuild the tablebase");
            }
            List<Integer> blockBits = Arrays.stream(require(fields, "block_bits", file).split(",")).map(Integer::valueOf).toList();
            if (blockBits.stream().anyMatch(bits -> bits < 0 || bits > ValueBlock.MAX_BLOCK_BITS)) {
                throw new TablebaseException(file + ": damaged (block_bits out of range); rebuild the tablebase");
            }
            return new TablebaseInfo(require(fields, "problem", file), Boolean.parseBoolean(require(fields, "board_file", file)),
                    Long.parseLong(require(fields, "entries", file)), Long.parseLong(require(fields, "blocks", file)), blockBits,
                    Long.parseLong(require(fields, "map_bytes", file)), Long.parseLong(require(fields, "map_crc32c", file), 16),
                    Double.parseDouble(require(fields, "average_value_bytes", file)), Double.parseDouble(require(fields, "average_block_bytes", file)),
                    Double.parseDouble(require(fields, "build_seconds", file)));
        } catch (NumberFormatException e) {
            throw new TablebaseException(file + ": damaged (" + e.getMessage() + "); rebuild the tablebase");
        }
    }

    private static String require(Map<String, String> fields, String key, Path file) throws TablebaseException {
        String value = fields.get(key);
        if (value == null) {
            throw new TablebaseException(file + ": damaged (no " + key + "); rebuild the tablebase");
        }
        return value;
    }
}
