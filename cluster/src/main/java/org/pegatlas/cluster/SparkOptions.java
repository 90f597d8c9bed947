package org.pegatlas.cluster;

import java.util.regex.Pattern;
import org.apache.commons.cli.CommandLine;
import org.apache.commons.cli.Option;
import org.pegatlas.cli.CommandException;
import org.pegatlas.cli.CommandLines;

/** The options every pegatlas-spark command shares. */
final class SparkOptions {
    private SparkOptions() {
    }

    /** {@code --master URL}. */
    static Option master() {
        return Option.builder().longOpt("master").hasArg().argName("url")
                .desc("Spark master: local[N] (this machine, N cores), yarn, k8s://..., spark://... (default: the one spark-submit"
                        + " sets, else local[*])").get();
    }

    /** The master URLs Spark accepts: local ones, YARN, and the cluster managers' URLs. */
    private static final Pattern MASTER = Pattern.compile(
            "local(\\[(\\*|[1-9][0-9]*)(,[1-9][0-9]*)?])?|local-cluster\\[[1-9][0-9]*,[1-9][0-9]*,[1-9][0-9]*]|yarn|(spark|k8s|mesos)://\\S+");

    /**
     * The value of {@code --master}, or {@code null} when not given.
     *
     * @throws CommandException (bad input) when it is no master URL Spark accepts: said in one line
     *     before any Spark session starts, rather than in Spark's own error and stack trace
     */
    static String master(CommandLine line) throws CommandException {
        String master = line.getOptionValue("master");
        if (master != null && !MASTER.matcher(master).matches()) {
            throw CommandException.usage("--master '" + master + "' is not a Spark master URL: give local[N], local[*], yarn,"
                    + " spark://HOST:PORT, k8s://URL or mesos://URL");
        }
        return master;
    }

    /** Positions a level's partition holds when {@code --partition-size} is not given. */
    static final int DEFAULT_PARTITION_SIZE = 1 << 18;

    /** {@code --partitions N}. */
    static Option partitions(int fallback) {
        return Option.builder().longOpt("partitions").hasArg().argName("n")
                .desc("key-range partitions of the largest levels, rounded down to a power of two (default " + fallback + "; a few per"
                        + " executor core, more when a level's partition outgrows executor memory); smaller levels get fewer, see"
                        + " --partition-size").get();
    }

    /** {@code --partition-size N}. */
    static Option partitionSize() {
        return Option.builder().longOpt("partition-size").hasArg().argName("n")
                .desc("positions a level's partition is meant to hold: a level gets one partition per N positions it is expected to"
                        + " hold, at least 1 and at most --partitions, rounded down to a power of two (default " + DEFAULT_PARTITION_SIZE
                        + "); every partition is a task of each of the level's Spark jobs").get();
    }

    /** The partitions of each level, from {@code --partitions} and {@code --partition-size}. */
    static LevelPartitioning partitioning(CommandLine line, int fallbackPartitions) throws CommandException {
        return new LevelPartitioning(CommandLines.positiveInt(line, "partitions", fallbackPartitions),
                CommandLines.positiveInt(line, "partition-size", DEFAULT_PARTITION_SIZE));
    }
}
