package org.pegatlas.cluster;

import java.util.List;
import java.util.function.Supplier;
import org.apache.logging.log4j.Level;
import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.core.LoggerContext;
import org.apache.logging.log4j.core.config.LoggerConfig;

/** One Spark local session for every test class of the module, started on first use and left to the JVM's exit. */
final class LocalSpark {
    /** Spark's loggers of a failed task and of the job it aborts, each named in {@code log4j2-test.properties}. */
    private static final List<String> TASK_FAILURE_LOGGERS =
            List.of("org.apache.spark.executor.Executor", "org.apache.spark.scheduler.TaskSetManager");

    private static SparkSessions.Lease lease;

    private LocalSpark() {
    }

    static synchronized void start() {
        if (lease == null) {
            lease = SparkSessions.start("local[2]");
        }
    }

    /**
     * Runs {@code run}, which makes a Spark task fail on purpose (and checks the one line it ends in), without
     * Spark logging that failure's stack trace into the build log; every other task failure is still logged.
     * Both loggers report before the failed job returns to the driver, so nothing is logged after this returns.
     */
    static <T> T withTaskFailuresUnlogged(Supplier<T> run) {
        LoggerContext context = (LoggerContext) LogManager.getContext(false);
        List<LoggerConfig> loggers = TASK_FAILURE_LOGGERS.stream().map(name -> {
            LoggerConfig logger = context.getConfiguration().getLoggerConfig(name);
            if (!logger.getName().equals(name)) {
                throw new IllegalStateException("log4j2-test.properties names no logger " + name);
            }
            return logger;
        }).toList();
        List<Level> levels = loggers.stream().map(LoggerConfig::getLevel).toList();
        loggers.forEach(logger -> logger.setLevel(Level.OFF));
        context.updateLoggers();
        try {
            return run.get();
        } finally {
            for (int i = 0; i < loggers.size(); i++) {
                loggers.get(i).setLevel(levels.get(i));
            }
            context.updateLoggers();
        }
    }
}
