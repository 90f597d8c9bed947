package org.pegatlas.cluster;

/** One Spark local session for every test class of the module, started on first use and left to the JVM's exit. */
final class LocalSpark {
    private static SparkSessions.Lease lease;

    private LocalSpark() {
    }

    static synchronized void start() {
        if (lease == null) {
            lease = SparkSessions.start("local[2]");
        }
    }
}
