package org.pegatlas.check;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.pegatlas.engine.ForwardPass;
import org.pegatlas.engine.ParallelExpander;
import org.pegatlas.engine.PassContext;
import org.pegatlas.engine.Progress;
import org.pegatlas.engine.RunSettings;
import org.pegatlas.engine.SymmetryTables;
import org.pegatlas.engine.store.LevelFiles;
import org.pegatlas.engine.store.MemoryBudget;
import org.pegatlas.problem.Problem;
import org.pegatlas.reports.Forecast;
import org.pegatlas.storage.Manifest;
import org.pegatlas.storage.PositionKeys;
import org.pegatlas.storage.ScratchDirectory;

/**
 * A forecast of a whole forward pass from its first levels: the real search runs until a time or
 * size limit, then each further level's size is extrapolated from the trend of the growth ratio
 * between levels. The natural logarithm of that ratio falls nearly linearly with the level, a
 * little faster as the board empties before the largest level and a little slower after it. A
 * straight line and a parabola are fitted over the last {@value #FIT_LEVELS} measured ratios; the
 * forecast gives the smaller and the larger of the two for each level as its range and their
 * geometric mean as the central figure. The range is a trend's, not a guarantee: it held the real
 * total on the English board from 13 measured levels and on triangle-7 from 9 to 11, and past the
 * largest level, where the fall of the ratio slows, it can miss by a few per cent (triangle-7: the
 * central figure within 10% from 12 measured levels; {@code EstimateTest}). Growth only ever slows as the pegs run out, so a ratio
 * forecast is never above the one before it, and no level exceeds the number of positions with
 * its pegs. Levels are followed until they shrink below one position or the pegs run out. Time
 * and disk follow from the measured cost per position.
 */
public final class Estimate {
    /** Levels whose growth ratios the line is fitted to. */
    static final int FIT_LEVELS = 5;

    /** Thrown from the progress callback to stop the measured part. */
    private static final class Enough extends RuntimeException {
        Enough() {
            super("enough measured", null, false, false);
        }
    }

    private Estimate() {
    }

    /**
     * Runs the forward pass of {@code problem} until {@code seconds} have passed or a level holds
     * more than {@code maxLevel} canonical positions, then forecasts the rest.
     *
     * @param settings the worker threads and memory of the search, and where its progress goes
     * @param scratch a directory for the measured levels' files, removed afterwards
     */
    public static Forecast run(Problem problem, RunSettings settings, double seconds, long maxLevel, Path scratch) throws IOException {
        Progress progress = settings.progress();
        List<Long> sizes = new ArrayList<>();
        List<Long> nanos = new ArrayList<>();
        long startNanos = System.nanoTime();
        Progress measuring = new Progress() {
            @Override
            public void level(String pass, int level, int pegs, long canonical, long raw, long elapsedNanos) {
                progress.level(pass, level, pegs, canonical, raw, elapsedNanos);
                sizes.add(canonical);
                nanos.add(elapsedNanos);
                if (elapsedNanos > seconds * 1e9 || canonical > maxLevel) {
                    throw new Enough();
                }
            }
        };
        SymmetryTables symmetries = new SymmetryTables(problem.board(), problem.symmetries());
        boolean finished = true;
        long diskBytes;
        Files.createDirectories(scratch);
        try (ParallelExpander expander = new ParallelExpander(problem.board(), symmetries, settings.threads());
             LevelFiles files = new LevelFiles(scratch, Manifest.create(scratch), problem.board().positionKeys(), 0)) {
            try {
                new ForwardPass(new PassContext(problem.board(), symmetries, expander, files, settings.budget(), measuring, startNanos),
                        problem.start(), List.of()).run();
            } catch (Enough stop) {
                finished = false;
                files.awaitWrites();
            }
            diskBytes = 0;
            for (int n = 0; n < sizes.size(); n++) {
                diskBytes += files.recordedBytes(LevelFiles.FORWARD, n).total();
            }
        } finally {
            ScratchDirectory.delete(scratch);
        }
        return forecast(problem.board().holeCount(), problem.startPegs(), new Measured(sizes, nanos, diskBytes, finished),
                problem.board().lineCount() / 8.0);
    }

    /**
     * Whether the largest level of {@code forecast} would be expanded in slices through disk within
     * {@code budget} (see {@link MemoryBudget#fitsWhole}).
     */
    public static boolean goesThroughDisk(Forecast forecast, MemoryBudget budget) {
        return !budget.fitsWhole(forecast.largestLevelBytes());
    }

    /**
     * What the search measured before it stopped.
     *
     * @param sizes each level's canonical positions, level 0 first (at least one level)
     * @param elapsedNanos the time elapsed after each level
     * @param diskBytes the bytes of the measured levels' files
     * @param finished whether the search ended by itself (then nothing is forecast)
     */
    record Measured(List<Long> sizes, List<Long> elapsedNanos, long diskBytes, boolean finished) {
    }

    /**
     * The forecast from {@code measured} level sizes and the elapsed time after each.
     *
     * @param holes the board's holes (no level holds more positions than have its pegs)
     * @param jumpsPerPosition jumps per position assumed at the largest level, for the memory to expand it whole
     */
    static Forecast forecast(int holes, int startPegs, Measured measured, double jumpsPerPosition) {
        List<Long> sizes = measured.sizes();
        List<Long> elapsedNanos = measured.elapsedNanos();
        long diskBytes = measured.diskBytes();
        boolean finished = measured.finished();
        List<Forecast.Level> levels = new ArrayList<>();
        long measuredPositions = 0;
        for (int n = 0; n < sizes.size(); n++) {
            long size = sizes.get(n);
            levels.add(new Forecast.Level(n, startPegs - n, size, size, size, true));
            measuredPositions += size;
        }
        if (!finished && sizes.get(sizes.size() - 1) > 0 && sizes.size() < startPegs && sizes.size() >= 2) {
            Trend line = new Trend(fitLogRatios(sizes, 1), sizes);
            Trend parabola = new Trend(fitLogRatios(sizes, 2), sizes);
            for (int n = sizes.size(); n < startPegs; n++) {
                double limit = positionsWith(holes, startPegs - n);
                double a = line.next(n, limit);
                double b = parabola.next(n, limit);
                double low = Math.min(a, b);
                double high = Math.max(a, b);
                if (high < 0.5) {
                    break;
                }
                levels.add(new Forecast.Level(n, startPegs - n, Math.round(Math.sqrt(Math.max(low, 0.5) * high)), Math.round(low),
                        Math.round(high), false));
            }
        }
        double seconds = elapsedNanos.get(elapsedNanos.size() - 1) / 1e9;
        return new Forecast(levels, seconds / Math.max(1, measuredPositions), diskBytes / (double) Math.max(1, measuredPositions),
                seconds, MemoryBudget.expansionBytes(Forecast.largestLevel(levels), 1, jumpsPerPosition, 1));
    }

    /**
     * Least-squares polynomial of {@code degree} (1 or 2) in the level {@code n} through
     * {@code ln(size[n+1] / size[n])} over the last {@value #FIT_LEVELS} ratios (fewer if fewer
     * were measured; the degree drops to what they support). Coefficients lowest power first.
     * Growth only ever slows as pegs run out: a rising line is taken as flat.
     */
    static double[] fitLogRatios(List<Long> sizes, int degree) {
        int last = sizes.size() - 2; // the last ratio: from level last to last + 1
        int first = Math.max(0, last - FIT_LEVELS + 1);
        int count = last - first + 1;
        int terms = Math.min(degree + 1, count);
        double[][] normal = new double[terms][terms + 1];
        for (int n = first; n <= last; n++) {
            double y = Math.log(sizes.get(n + 1) / (double) sizes.get(n));
            for (int i = 0; i < terms; i++) {
                for (int j = 0; j < terms; j++) {
                    normal[i][j] += Math.pow(n, i + j);
                }
                normal[i][terms] += Math.pow(n, i) * y;
            }
        }
        double[] c = solve(normal);
        if (terms == 2 && c[1] > 0) {
            double mean = normal[0][terms] / count;
            return new double[] {mean};
        }
        return c;
    }

    /** One fitted curve's run of forecast level sizes, its log ratio never rising from one level to the next. */
    private static final class Trend {
        private final double[] coefficients;
        private double size;
        private double logRatio = Double.POSITIVE_INFINITY;

        Trend(double[] coefficients, List<Long> sizes) {
            this.coefficients = coefficients;
            this.size = sizes.get(sizes.size() - 1);
        }

        /** The forecast size of level {@code n} (the one after the last forecast), at most {@code limit}. */
        double next(int n, double limit) {
            logRatio = Math.min(logRatio, evaluate(coefficients, n - 1));
            size = Math.min(limit, size * Math.exp(logRatio));
            return size;
        }
    }

    /** How many positions of a board with {@code holes} holes have {@code pegs} pegs: C(holes, pegs), as a double. */
    private static double positionsWith(int holes, int pegs) {
        double count = 1;
        for (int i = 1; i <= pegs; i++) {
            count = count * (holes - pegs + i) / i;
        }
        return count;
    }

    private static double evaluate(double[] coefficients, int n) {
        double value = 0;
        for (int i = coefficients.length - 1; i >= 0; i--) {
            value = value * n + coefficients[i];
        }
        return value;
    }

    /** Solves a small augmented linear system by Gaussian elimination with partial pivoting. */
    private static double[] solve(double[][] m) {
        int size = m.length;
        for (int col = 0; col < size; col++) {
            int pivot = col;
            for (int row = col + 1; row < size; row++) {
                if (Math.abs(m[row][col]) > Math.abs(m[pivot][col])) {
                    pivot = row;
                }
            }
            double[] swap = m[col];
            m[col] = m[pivot];
            m[pivot] = swap;
            for (int row = col + 1; row < size; row++) {
                double factor = m[row][col] / m[col][col];
                for (int k = col; k <= size; k++) {
                    m[row][k] -= factor * m[col][k];
                }
            }
        }
        double[] x = new double[size];
        for (int row = size - 1; row >= 0; row--) {
            double sum = m[row][size];
            for (int k = row + 1; k < size; k++) {
                sum -= m[row][k] * x[k];
            }
            x[row] = sum / m[row][row];
        }
        return x;
    }
}
