package org.pegatlas.cluster;

import org.apache.spark.sql.SparkSession;

/** Starts the Spark session of a pegatlas job. */
final class SparkSessions {
    private SparkSessions() {
    }

    /**
     * A session on {@code master} ({@code local[2]}, {@code yarn}, {@code spark://...}), or, when
     * {@code master} is {@code null}, on the master {@code spark-submit} set, else on every core
     * of this machine. A local session stays on the loopback interface and has no web UI.
     */
    static SparkSession start(String master) {
        SparkSession.Builder builder = SparkSession.builder().appName("pegatlas")
                .config("spark.sql.parquet.compression.codec", "zstd");
        String chosen = master != null ? master : System.getProperty("spark.master", "local[*]");
        builder.master(chosen);
        if (chosen.startsWith("local")) {
            builder.config("spark.driver.host", "127.0.0.1").config("spark.driver.bindAddress", "127.0.0.1")
                    .config("spark.ui.enabled", "false");
        }
        return builder.getOrCreate();
    }
}
