package org.pegatlas.storage;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.zip.CRC32;

/** Damage to level and count files that their CRC-32 trailer does not catch, and how readers take it. */
final class DamagedFiles {
    /** Reads a whole file. */
    @FunctionalInterface
    interface Reader {
        void read(Path file) throws IOException;
    }

    private DamagedFiles() {
    }

    /** Rewrites a file's content, then its CRC-32 trailer so that the damage passes the checksum. */
    static byte[] withValidTrailer(byte[] bytes) {
        CRC32 crc = new CRC32();
        crc.update(bytes, 0, bytes.length - 4);
        ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN).putInt(bytes.length - 4, (int) crc.getValue());
        return bytes;
    }

    /**
     * Damages one byte of {@code good} at a time (every byte before the trailer in turn, then random
     * ones), each time with a valid trailer, writes it to {@code damaged} and reads it.
     *
     * @return each damage that {@code read} took otherwise than by accepting it or by an
     *     IOException naming the file (empty when every one was taken so)
     */
    static List<String> readOtherwise(byte[] good, Path damaged, int trials, long seed, Reader read) throws IOException {
        SplittableRandom random = new SplittableRandom(seed);
        List<String> problems = new ArrayList<>();
        for (int trial = 0; trial < trials; trial++) {
            byte[] copy = good.clone();
            int offset = trial < good.length - 4 ? trial : random.nextInt(good.length - 4);
            copy[offset] ^= (byte) (1 + random.nextInt(255));
            Files.write(damaged, withValidTrailer(copy));
            try {
                read.read(damaged);
            } catch (IOException e) {
                if (!e.getMessage().contains(damaged.toString())) {
                    problems.add("byte " + offset + ": " + e);
                }
            } catch (RuntimeException e) {
                problems.add("byte " + offset + ": " + e);
            }
        }
        return problems;
    }
}
