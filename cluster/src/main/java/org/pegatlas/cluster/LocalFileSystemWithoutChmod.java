package org.pegatlas.cluster;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.attribute.PosixFilePermission;
import java.util.EnumSet;
import java.util.Set;
import org.apache.hadoop.fs.LocalFileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.hadoop.fs.RawLocalFileSystem;
import org.apache.hadoop.fs.permission.FsPermission;

/**
 * Hadoop's {@code file://} file system as every pegatlas Spark session uses it ({@link SparkSessions}), the same but
 * for how it sets a permission: through {@code java.nio}, where Hadoop without its native library starts a
 * {@code chmod} process for every file and directory it creates (thousands in a run, with their checksum files). A
 * mode with bits beyond {@code 0777} (the sticky bit), or a file system without POSIX permissions, is left to
 * Hadoop's own way.
 */
public class LocalFileSystemWithoutChmod extends LocalFileSystem {
    /** The permission bits, owner's read first, in {@link FsPermission#toShort()}'s order (bit 8 down to 0). */
    private static final PosixFilePermission[] BITS = {
        PosixFilePermission.OWNER_READ, PosixFilePermission.OWNER_WRITE, PosixFilePermission.OWNER_EXECUTE,
        PosixFilePermission.GROUP_READ, PosixFilePermission.GROUP_WRITE, PosixFilePermission.GROUP_EXECUTE,
        PosixFilePermission.OTHERS_READ, PosixFilePermission.OTHERS_WRITE, PosixFilePermission.OTHERS_EXECUTE};

    public LocalFileSystemWithoutChmod() {
        super(new Raw());
    }

    /** The raw (checksum-less) file system underneath. */
    static final class Raw extends RawLocalFileSystem {
        @Override
        public void setPermission(Path p, FsPermission permission) throws IOException {
            short mode = permission.toShort();
            if ((mode & ~0777) != 0) {
                super.setPermission(p, permission); // a sticky bit: as Hadoop does it
                return;
            }
            Set<PosixFilePermission> bits = EnumSet.noneOf(PosixFilePermission.class);
            for (int i = 0; i < BITS.length; i++) {
                if ((mode & (0400 >> i)) != 0) {
                    bits.add(BITS[i]);
                }
            }
            try {
                Files.setPosixFilePermissions(pathToFile(p).toPath(), bits);
            } catch (UnsupportedOperationException e) {
                super.setPermission(p, permission);
            }
        }
    }
}
