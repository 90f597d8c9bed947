package org.pegatlas.storage;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import java.util.zip.CRC32C;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class AtomicFilesTest {
    @TempDir
    Path dir;

    private List<String> listing() throws IOException {
        try (Stream<Path> files = Files.list(dir)) {
            return files.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    @Test
    void writtenFilesGetTheUmasksPermissionsLikeAnyNewFile() throws IOException {
        Path plain = Files.createFile(dir.resolve("plain"));
        Set<PosixFilePermission> umaskGives = Files.getPosixFilePermissions(plain);
        AtomicFiles.writeString(dir.resolve("levels.csv"), "level\n");
        assertEquals(umaskGives, Files.getPosixFilePermissions(dir.resolve("levels.csv")));
        AtomicFiles.writeString(dir.resolve("levels.csv"), "level,again\n");
        assertEquals(umaskGives, Files.getPosixFilePermissions(dir.resolve("levels.csv")), "a replaced file too");
    }

    @ParameterizedTest
    @EnumSource(AtomicFiles.Sync.class)
    void writeLeavesOnlyTheTargetWithTheRightSizeAndChecksum(AtomicFiles.Sync sync) throws IOException {
        // larger than the 1 MiB buffer, so it is flushed several times
        byte[] bytes = new byte[3 * (1 << 20) + 12345];
        new SplittableRandom(8).nextBytes(bytes);
        Path target = dir.resolve("data.bin");
        AtomicFiles.Written written = AtomicFiles.write(target, out -> {
            out.writeInt(0x01020304);
            out.writeLong(0x1122334455667788L);
            out.write(ByteBuffer.wrap(bytes));
            out.writeLongs(new long[] {9, 8, 7}, 1, 2);
        }, sync);
        byte[] expected = ByteBuffer.allocate(4 + 8 + bytes.length + 16).order(java.nio.ByteOrder.LITTLE_ENDIAN)
                .putInt(0x01020304).putLong(0x1122334455667788L).put(bytes).putLong(8).putLong(7).array();
        assertArrayEquals(expected, Files.readAllBytes(target));
        CRC32C crc = new CRC32C();
        crc.update(expected);
        assertEquals(new AtomicFiles.Written(expected.length, crc.getValue()), written);
        assertEquals(written, AtomicFiles.checksum(target));
        assertEquals(List.of("data.bin"), listing());
    }

    @Test
    void writeStringReplacesAnExistingFile() throws IOException {
        Path target = dir.resolve("text.txt");
        Files.writeString(target, "old content that is longer than the new one");
        AtomicFiles.writeString(target, "new \u00e9");
        assertEquals("new \u00e9", Files.readString(target, StandardCharsets.UTF_8));
        assertEquals(List.of("text.txt"), listing());
    }

    @Test
    void failedWriteLeavesTargetUntouchedAndNoTemporaryFile() throws IOException {
        Path target = dir.resolve("keep.txt");
        Files.writeString(target, "original");
        IOException e = assertThrows(IOException.class, () -> AtomicFiles.write(target, out -> {
            out.writeLong(42);
            throw new IOException("disk on fire");
        }));
        assertEquals("disk on fire", e.getMessage());
        assertEquals("original", Files.readString(target));
        assertEquals(List.of("keep.txt"), listing());
    }

    @Test
    void checksumOfEmptyFile() throws IOException {
        Path target = dir.resolve("empty");
        AtomicFiles.Written written = AtomicFiles.write(target, out -> { });
        assertEquals(new AtomicFiles.Written(0, 0), written);
        assertEquals(written, AtomicFiles.checksum(target));
        assertEquals(List.of("empty"), listing());
    }

    @Test
    void filesEndingWithTheirOwnCrcTrailerStillGetDistinctChecksums() throws IOException {
        // a CRC-32 over content plus its own CRC-32 is one constant for every intact file
        AtomicFiles.Written a = AtomicFiles.write(dir.resolve("a"), out -> {
            out.writeLong(1);
            out.writeCrcTrailer();
        });
        AtomicFiles.Written b = AtomicFiles.write(dir.resolve("b"), out -> {
            out.writeLong(2);
            out.writeCrcTrailer();
        });
        assertEquals(a.bytes(), b.bytes());
        assertNotEquals(a.crc32c(), b.crc32c());
    }
}
