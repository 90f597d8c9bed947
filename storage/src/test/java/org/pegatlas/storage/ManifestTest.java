package org.pegatlas.storage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ManifestTest {
    @TempDir
    Path dir;

    @Test
    void saveAndLoadKeepEntriesInOrder() throws IOException {
        Manifest m = Manifest.create(dir)
                .put("problem", "board=english;holes=33;start=1fffeffff;goal=one peg on d4")
                .put("status", "running")
                .put("weird", "a=b=c, unicode: \u00e9\u2192")
                .putFile("levels/forward-00.roar", new AtomicFiles.Written(1234, 0xCAFEBABEL));
        assertFalse(Files.exists(dir.resolve(Manifest.FILE_NAME)), "nothing written before save");
        m.save();
        assertTrue(Files.exists(dir.resolve(Manifest.FILE_NAME)));
        Manifest back = Manifest.load(dir);
        assertEquals(m.entries(), back.entries());
        assertEquals(List.of("problem", "status", "weird", "file.levels/forward-00.roar"), List.copyOf(back.entries().keySet()));
        assertEquals("a=b=c, unicode: \u00e9\u2192", back.get("weird"));
        assertEquals("bytes=1234,crc32c=cafebabe", back.get("file.levels/forward-00.roar"));
        assertTrue(back.hasFile("levels/forward-00.roar"));
        assertFalse(back.hasFile("levels/forward-01.roar"));
        assertNull(back.get("absent"));
    }

    /** The text a manifest saves reads back as the same entries, and one read from text cannot save itself. */
    @Test
    void textReadsBackAndADetachedManifestCannotSave() throws IOException {
        Manifest m = Manifest.detached().put("problem", "pairs;board=x").put("status", "running");
        Manifest back = Manifest.parse(m.text(), "remote/manifest.txt");
        assertEquals(m.entries(), back.entries());
        Manifest.create(dir).put("problem", "pairs;board=x").put("status", "running").save();
        assertEquals(m.text(), Files.readString(dir.resolve(Manifest.FILE_NAME)));
        IOException damaged = assertThrows(IOException.class, () -> Manifest.parse("no equals sign\n", "remote/manifest.txt"));
        assertTrue(damaged.getMessage().startsWith("remote/manifest.txt: "), damaged.getMessage());
        assertThrows(IllegalStateException.class, back::save);
    }

    @Test
    void putReplacesAValueInPlace() throws IOException {
        Manifest m = Manifest.create(dir).put("a", "1").put("b", "2").put("a", "3");
        m.save();
        assertEquals(Map.of("a", "3", "b", "2"), Manifest.load(dir).entries());
        assertEquals(List.of("a", "b"), List.copyOf(Manifest.load(dir).entries().keySet()));
    }

    @Test
    void noManifestLoadsAsNull() throws IOException {
        assertNull(Manifest.load(dir));
    }

    @Test
    void malformedManifestIsAnIOException() throws IOException {
        Files.writeString(dir.resolve(Manifest.FILE_NAME), "# pegatlas manifest\nproblem=x\nno equals sign here\n");
        IOException e = assertThrows(IOException.class, () -> Manifest.load(dir));
        assertTrue(e.getMessage().contains(Manifest.FILE_NAME));
    }

    @Test
    void anEditedRecordIsRefusedAndAManifestWithoutChecksumAccepted() throws IOException {
        Manifest.create(dir).put("figures.forward-03", "3;12;0;12;0;9").put("status", "running").save();
        Path file = dir.resolve(Manifest.FILE_NAME);
        String saved = Files.readString(file);
        Files.writeString(file, saved.replace("3;12;0;12", "3;13;0;12"));
        IOException e = assertThrows(IOException.class, () -> Manifest.load(dir));
        assertTrue(e.getMessage().contains("CRC-32C"), e.getMessage());
        Files.writeString(file, saved + "extra=1\n");
        assertThrows(IOException.class, () -> Manifest.load(dir));
        Files.writeString(file, saved.substring(0, saved.lastIndexOf("# crc32c=")).replace("3;12;0;12", "3;13;0;12"));
        assertEquals("3;13;0;12;0;9", Manifest.load(dir).get("figures.forward-03"), "a manifest of an older pegatlas, without one");
    }

    @Test
    void entriesThatWouldBreakTheFormatAreRefused() {
        Manifest m = Manifest.create(dir);
        assertThrows(IllegalArgumentException.class, () -> m.put("a=b", "x"));
        assertThrows(IllegalArgumentException.class, () -> m.put("a\nb", "x"));
        assertThrows(IllegalArgumentException.class, () -> m.put("a", "x\ny"));
        assertThrows(UnsupportedOperationException.class, () -> m.entries().put("x", "y"));
    }

    @Test
    void carriageReturnInAValueIsRefusedOrRoundTrips() throws IOException {
        Manifest m = Manifest.create(dir);
        try {
            m.put("problem", "a\rb");
        } catch (IllegalArgumentException refused) {
            return;
        }
        m.save();
        assertEquals("a\rb", Manifest.load(dir).get("problem"));
    }
}
