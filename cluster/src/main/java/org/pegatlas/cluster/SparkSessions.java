package org.pegatlas.cluster;

import org.apache.spark.sql.SparkSession;

/** Starts (or joins) the Spark session of a pegatlas job. */
final class SparkSessions {
    /** A session, stopped on close only when this job started it (a session already running, as in tests, is left running). */
    record Lease(SparkSession session, boolean started) implements AutoCloseable {
        @Override
        public void close() {
            if (started) {
                session.stop();
            }
        }
    }

    private SparkSessions() {
    }

    /**
     * The session already running in this JVM, else a new one on {@code master} ({@code local[2]},
     * {@code yarn}, {@code spark://...}), or, when {@code master} is {@code null}, on the master
     * {@code spark-submit} set, else on every core of this machine. A local session stays on the
     * loopback interface and has no web UI. Local files ({@code file://}) are written through
     * {@link LocalFileSystemWithoutChmod}: no {@code chmod} process per file.
     */
    static Lease start(String master) {
        if (SparkSession.getDefaultSession().isDefined()) {
            return new Lease(SparkSession.getDefaultSession().get(), false);
        }
        String chosen = master != null ? master : System.getProperty("spark.master", "local[*]");
        SparkSession.Builder builder = SparkSession.builder().appName("pegatlas").master(chosen)
                .config("spark.sql.parquet.compression.codec", "zstd")
                .config("spark.serializer", "org.apache.spark.serializer.KryoSerializer")
                .config("spark.kryo.registrator", RecordSerializers.class.getName())
                .config("spark.hadoop.fs.file.impl", LocalFileSystemWithoutChmod.class.getName());
        if (chosen.startsWith("local")) {
            builder.config("spark.driver.host", "127.0.0.1").config("spark.driver.bindAddress", "127.0.0.1")
                    .config("spark.ui.enabled", "false");
        }
        return new Lease(builder.getOrCreate(), true);
    }
}
