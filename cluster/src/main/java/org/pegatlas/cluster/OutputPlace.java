package org.pegatlas.cluster;

import java.io.FileNotFoundException;
import java.io.IOException;
import java.util.function.Predicate;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileStatus;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.pegatlas.storage.Manifest;
import org.pegatlas.storage.OutputDirectory;

/**
 * A Spark run's output directory on a Hadoop file system, kept to the rules of
 * {@link OutputDirectory}: a new run needs a missing or empty directory, or one holding a Spark
 * run of the same problem (started afresh); {@code --resume} needs a run of the same problem.
 * Its {@code manifest.txt} names the problem as a local run's does ({@link Manifest}, the
 * fingerprint under {@link OutputDirectory#PROBLEM_KEY}, from {@code ProblemCodec}), and its
 * {@link OutputDirectory#LEVEL_FORMAT_KEY} is {@value #LEVEL_FORMAT}: a local run's directory
 * (level files of the local format) is not taken for a Spark run's, nor the other way round (a
 * local resume refuses another level format). A run written
 * by an older pegatlas-spark named it in {@code pegatlas-spark.problem} instead, which is read when
 * there is no manifest and replaced by one. The reports are written last, each under a temporary
 * name first, and a run that starts removes them, so a directory with a {@code summary.json} holds
 * a finished run.
 */
final class OutputPlace {
    /** The problem file of runs written before the manifest (read, then replaced). */
    static final String OLD_PROBLEM_FILE = "pegatlas-spark.problem";
    /** The level format a Spark run records: Parquet datasets and per-level records under {@code levels/}. */
    static final String LEVEL_FORMAT = "spark-parquet-1";

    private final FileSystem fs;
    private final Path directory;

    private OutputPlace(FileSystem fs, Path directory) {
        this.fs = fs;
        this.directory = directory;
    }

    /**
     * Claims {@code directory} for a run of the problem with {@code fingerprint}.
     *
     * @throws OutputDirectory.RefusedException when it cannot be used, saying why
     */
    static OutputPlace claim(Path directory, Configuration conf, String fingerprint, boolean resume, Iterable<String> reports)
            throws IOException {
        FileSystem fs = directory.getFileSystem(conf);
        OutputPlace place = new OutputPlace(fs, directory);
        if (fs.exists(directory) && !fs.getFileStatus(directory).isDirectory()) {
            throw new OutputDirectory.RefusedException("output " + directory + " exists and is not a directory");
        }
        String recorded = place.recordedProblem();
        if (resume && recorded == null) {
            throw new OutputDirectory.RefusedException("output directory " + directory + " holds no pegatlas-spark run to resume");
        }
        if (recorded == null && fs.exists(directory) && fs.listStatus(directory).length > 0) {
            throw new OutputDirectory.RefusedException("output directory " + directory
                    + " is not empty and holds no pegatlas-spark run; choose a new or empty directory");
        }
        if (recorded != null && !recorded.equals(fingerprint)) {
            throw OutputDirectory.anotherProblem(directory, recorded, resume);
        }
        for (String report : reports) {
            fs.delete(new Path(directory, report), false);
        }
        Manifest manifest = Manifest.detached();
        manifest.put(OutputDirectory.PROBLEM_KEY, fingerprint).put(OutputDirectory.LEVEL_FORMAT_KEY, LEVEL_FORMAT);
        place.write(Manifest.FILE_NAME, manifest.text());
        place.delete(OLD_PROBLEM_FILE);
        return place;
    }

    /**
     * The fingerprint the directory records as a Spark run: its manifest's, or an older run's
     * problem file's; {@code null} when it has neither, or its manifest is a local run's.
     *
     * @throws OutputDirectory.RefusedException when the manifest cannot be read
     */
    private String recordedProblem() throws IOException {
        String text = read(Manifest.FILE_NAME);
        if (text != null) {
            Manifest manifest;
            try {
                manifest = Manifest.parse(text, resolve(Manifest.FILE_NAME).toString());
            } catch (IOException e) {
                throw new OutputDirectory.RefusedException("output directory " + directory + " has a damaged manifest (" + e.getMessage()
                        + "); choose another directory");
            }
            return LEVEL_FORMAT.equals(manifest.get(OutputDirectory.LEVEL_FORMAT_KEY)) ? manifest.get(OutputDirectory.PROBLEM_KEY) : null;
        }
        String old = read(OLD_PROBLEM_FILE);
        return old == null ? null : old.strip();
    }

    /** Writes {@code name} (a path relative to the directory) whole (see {@link TextFiles#write}). */
    void write(String name, String text) throws IOException {
        TextFiles.write(fs, new Path(directory, name), text);
    }

    /** The text of {@code name} (a path relative to the directory), or {@code null} when it does not exist. */
    String read(String name) throws IOException {
        return TextFiles.read(fs, new Path(directory, name));
    }

    /** Removes {@code name} (a path relative to the directory), with everything under it; nothing if it does not exist. */
    void delete(String name) throws IOException {
        fs.delete(new Path(directory, name), true);
    }

    /**
     * Removes, in the directory {@code name} (a path relative to this one), the entries whose names
     * are {@code ours}, each with everything under it, then {@code name} itself if that left it
     * empty; anything else stays. Nothing happens if it does not exist.
     *
     * @throws OutputDirectory.RefusedException when {@code name} is a symbolic link
     */
    void deleteOwn(String name, Predicate<String> ours) throws IOException {
        Path path = new Path(directory, name);
        refuseLink(name);
        if (!fs.exists(path)) {
            return;
        }
        for (FileStatus entry : fs.listStatus(path)) {
            if (ours.test(entry.getPath().getName())) {
                fs.delete(entry.getPath(), true);
            }
        }
        if (fs.listStatus(path).length == 0) {
            fs.delete(path, false);
        }
    }

    /**
     * Refuses {@code name} (a path relative to the directory) when it is a symbolic link: a run
     * writes and deletes nothing through one.
     *
     * @throws OutputDirectory.RefusedException when it is one
     */
    void refuseLink(String name) throws IOException {
        Path path = new Path(directory, name);
        try {
            if (fs.getFileLinkStatus(path).isSymlink()) {
                throw new OutputDirectory.RefusedException(path + " is a symbolic link; pegatlas-spark writes and deletes nothing through one:"
                        + " make it a plain directory");
            }
        } catch (FileNotFoundException e) {
            // nothing there yet
        }
    }

    /** The path of {@code name} in the directory. */
    Path resolve(String name) {
        return new Path(directory, name);
    }
}
