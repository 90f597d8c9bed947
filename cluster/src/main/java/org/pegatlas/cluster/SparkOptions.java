package org.pegatlas.cluster;

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

    /** {@code --partitions N}. */
    static Option partitions(int fallback) {
        return Option.builder().longOpt("partitions").hasArg().argName("n")
                .desc("key-range partitions per level, rounded down to a power of two (default " + fallback + "; a few per executor"
                        + " core, more when a level's partition outgrows executor memory)").get();
    }

    static int partitions(CommandLine line, int fallback) throws CommandException {
        return CommandLines.positiveInt(line, "partitions", fallback);
    }
}
