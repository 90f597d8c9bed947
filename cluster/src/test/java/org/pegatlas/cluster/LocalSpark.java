package org.pegatlas.cluster;

import java.util.List;
import java.util.concurrent.locks.ReadWriteLock;
import java.util.concurrent.locks.ReentrantReadWriteLock;
import java.util.function.Supplier;
import org.apache.logging.log4j.Level;
import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.core.LoggerContext;
import org.apache.logging.log4j.core.config.LoggerConfig;

/**
 * One Spark local session for every test class of the module, started on first use and left to the JVM's exit.
 * The Spark tests run two at a time on it ({@code junit-platform.properties}): one run alone, its driver working
 * between short jobs, keeps about one and a half of the machine's two cores busy.
 */
final class LocalSpark {
    /** Spark's loggers of a failed task and of the job it aborts, each named in {@code log4j2-test.properties}. */
    private static final List<String> TASK_FAILURE_LOGGERS =
            List.of("org.apache.spark.executor.Executor", "org.apache.spark.scheduler.TaskSetManager");

    /**
     * Held for reading by every Spark run ({@link #run}), for writing while Spark's task-failure loggers are off
     * ({@link #withTaskFailuresUnlogged}): no run side by side with a failure made on purpose goes unlogged.
     */
    private static final ReadWriteLock TASK_LOGS = new ReentrantReadWriteLock();

    private static SparkSessions.Lease lease;

    private LocalSpark() {
    }

    static synchronized void start() {
        if (lease == null) {
            lease = SparkSessions.start("local[2]");
        }
    }

    /** Runs {@code run}, a Spark run, never while {@link #withTaskFailuresUnlogged} has Spark's task-failure loggers off. */
    static <T> T run(Supplier<T> run) {
        TASK_LOGS.readLock().lock();
        try {
            return run.get();
        } finally {
            TASK_LOGS.readLock().unlock();
        }
    }

    /**
     * Runs {@code run}, which makes a Spark task fail on purpose (and checks the one line it ends in), without
     * Spark logging that failure's stack trace into the build log; every other task failure is still logged
     * (the Spark runs of other tests wait until this returns). Both loggers report before the failed job
     * returns to the driver, so nothing is logged after this returns.
     */
    static <T> T withTaskFailuresUnlogged(Supplier<T> run) {
        TASK_LOGS.writeLock().lock();
        try {
            return unlogged(run);
        } finally {
            TASK_LOGS.writeLock().unlock();
        }
    }

    private static <T> T unlogged(Supplier<T> run) {
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
