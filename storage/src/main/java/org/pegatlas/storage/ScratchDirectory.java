package org.pegatlas.storage;

import java.io.IOException;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Removal of what a run wrote for itself, and only that: files of the names pegatlas writes in its
 * level and scratch directories, never through a symbolic link.
 */
public final class ScratchDirectory {
    /**
     * The names of the files pegatlas writes in a level or scratch directory: level files
     * ({@code forward-NN.roar}, {@code solvable-NN.counts}), the sets of a pass of the pairs table
     * ({@code reached-NN.roar}, {@code kept-NN.roar}, {@code kept-NN.counts}), spilled runs ({@code forward-NN-NNNNN.set}),
     * kept levels of the moves pass ({@code moves-NN.bin}), a scratch run's {@code manifest.txt}, and
     * each of them under its temporary name while it is written ({@code .NAME.RANDOM.tmp}).
     */
    private static final String OWN_NAME =
            "(?:(?:forward|solvable)-\\d{2,}(?:-\\d{5,})?\\.(?:roar|set|counts)|(?:reached|kept)-\\d{2,}\\.roar|kept-\\d{2,}\\.counts|moves-\\d{2,}\\.bin"
            + "|manifest\\.txt)";
    private static final Pattern OWN_FILE = Pattern.compile(OWN_NAME + "|\\." + OWN_NAME + "\\.[0-9a-z]+\\.tmp");

    private ScratchDirectory() {
    }

    /** Whether {@code name} is the name of a file pegatlas writes in a level or scratch directory (see the class comment). */
    public static boolean isOwnFile(String name) {
        return OWN_FILE.matcher(name).matches();
    }

    /**
     * Refuses a directory pegatlas would write or delete in that is a symbolic link: a resume
     * deletes the files it left there, and would delete them in the link's target.
     *
     * @throws OutputDirectory.RefusedException when {@code directory} is a symbolic link
     */
    public static void refuseLink(Path directory) throws OutputDirectory.RefusedException {
        if (Files.isSymbolicLink(directory)) {
            throw new OutputDirectory.RefusedException(directory + " is a symbolic link; pegatlas writes and deletes nothing through one:"
                    + " make it a plain directory");
        }
    }

    /**
     * Deletes, under {@code root}, the files pegatlas writes ({@link #isOwnFile}), then every
     * directory left empty, {@code root} included; anything else stays, with the directories
     * holding it. Nothing happens if {@code root} does not exist.
     *
     * @throws OutputDirectory.RefusedException when {@code root} is a symbolic link
     */
    public static void delete(Path root) throws IOException {
        refuseLink(root);
        if (!Files.isDirectory(root, LinkOption.NOFOLLOW_LINKS)) {
            return;
        }
        try (Stream<Path> paths = Files.walk(root)) {
            for (Path path : paths.sorted(Comparator.reverseOrder()).toList()) {
                if (Files.isDirectory(path, LinkOption.NOFOLLOW_LINKS)) {
                    deleteIfEmpty(path);
                } else if (Files.isRegularFile(path, LinkOption.NOFOLLOW_LINKS) && isOwnFile(path.getFileName().toString())) {
                    Files.delete(path);
                }
            }
        }
    }

    private static void deleteIfEmpty(Path directory) throws IOException {
        try {
            Files.delete(directory);
        } catch (DirectoryNotEmptyException e) {
            // it holds something pegatlas did not write: left where it is
        }
    }
}
