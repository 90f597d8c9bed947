package org.pegatlas.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pegatlas.engine.RunSettings;
import org.pegatlas.board.Board;
import org.pegatlas.board.Boards;
import org.pegatlas.board.Positions;
import org.pegatlas.engine.MemoryTempDirs;
import org.pegatlas.engine.Progress;
import org.pegatlas.engine.store.MemoryBudget;
import org.pegatlas.problem.Goal;
import org.pegatlas.problem.Problem;
import org.pegatlas.reports.Forecast;

/** The forecast follows its model exactly, and on the English board lands near the published total. */
class EstimateTest {
    @TempDir(factory = MemoryTempDirs.class)
    Path tmp;

    @Test
    void logRatiosFallingOnALineAreFollowedExactly() {
        // ratio from level n to n+1: exp(2 - 0.25 n)
        List<Long> sizes = new ArrayList<>(List.of(1L));
        for (int n = 0; n < 8; n++) {
            sizes.add(Math.round(sizes.get(n) * Math.exp(2 - 0.25 * n)));
        }
        double[] line = Estimate.fitLogRatios(sizes, 1);
        assertEquals(2, line[0], 0.01);
        assertEquals(-0.25, line[1], 0.001);
        double[] parabola = Estimate.fitLogRatios(sizes, 2);
        assertEquals(0, parabola.length == 3 ? parabola[2] : 0, 0.001, "no curvature to find");
        List<Long> nanos = sizes.stream().map(s -> 1_000_000_000L).toList();
        Forecast r = Estimate.forecast(64, 30, new Estimate.Measured(sizes, nanos, 1000, false), 4);
        double expected = sizes.get(8);
        for (int n = 9; n < r.levels().size(); n++) {
            expected *= Math.exp(2 - 0.25 * (n - 1));
            assertEquals(expected, r.levels().get(n).high(), Math.max(1, expected * 0.02), "level " + n);
            assertEquals(expected, r.levels().get(n).canonical(), Math.max(1, expected * 0.05), "level " + n);
            assertFalse(r.levels().get(n).measured());
        }
        assertTrue(r.levels().size() < 30, "stops once levels shrink below one position");
    }

    @Test
    void englishForecastFromTheFirstThirteenLevelsBracketsThePublishedTotal() throws IOException {
        Problem english = new Problem(Boards.byName("english"), Boards.byName("english").fullMask() & ~(1L << Boards.byName("english")
                .hole("d4")), Goal.onePegOn(Boards.byName("english").hole("d4")));
        Forecast r = Estimate.run(english, new RunSettings(2, MemoryBudget.ofJvm(), Progress.silent()), 600, 300_000,
                tmp.resolve("scratch"));
        long[] published = {1, 1, 2, 8, 39, 171, 719, 2757, 9751, 31312, 89927, 229614, 517854};
        for (int n = 0; n < published.length; n++) {
            assertEquals(published[n], r.levels().get(n).canonical(), "level " + n);
            assertTrue(r.levels().get(n).measured());
        }
        assertFalse(r.levels().get(published.length).measured(), "stopped after the first level above 300,000");
        assertTrue(r.totalLow() < 23_475_688 && 23_475_688 < r.totalHigh(), r.totalLow() + " .. " + r.totalHigh());
        double ratio = r.totalCanonical() / 23_475_688.0;
        assertTrue(ratio > 0.67 && ratio < 1.5, "forecast " + r.totalCanonical() + " against 23,475,688");
        assertTrue(r.bytesPerPosition() > 1 && r.secondsPerPosition() > 0);
        assertFalse(Files.exists(tmp.resolve("scratch")), "scratch removed");
    }

    @Test
    void triangle7ForecastsFromItsOwnFirstLevelsAgainstTheWholeRun() throws IOException {
        Board triangle = Boards.byName("triangle-7");
        Problem problem = new Problem(triangle, Positions.start(triangle, "1"), Goal.onePegOn(0));
        Forecast whole = Estimate.run(problem, new RunSettings(2, MemoryBudget.ofJvm(), Progress.silent()), 1e9, Long.MAX_VALUE,
                tmp.resolve("scratch"));
        assertTrue(whole.exact(), "a search that ends by itself forecasts nothing");
        assertEquals(26, whole.levels().size(), "levels 0 to 25: no jump is left with 2 pegs");
        long truth = 20_308_078;
        assertEquals(truth, whole.totalCanonical());
        assertEquals(truth, whole.totalLow());
        assertEquals(truth, whole.totalHigh());
        List<Long> sizes = whole.levels().stream().map(Forecast.Level::canonical).toList();
        Map<Integer, Forecast> fromFirst = new HashMap<>();
        for (int measured = 9; measured < sizes.size(); measured++) {
            List<Long> prefix = sizes.subList(0, measured);
            Forecast r = Estimate.forecast(triangle.holeCount(), problem.startPegs(),
                    new Estimate.Measured(prefix, prefix.stream().map(s -> 1L).toList(), 1, false), 4);
            fromFirst.put(measured, r);
            assertTrue(r.totalLow() < r.totalHigh(), measured + " levels measured: a range, not a point: " + r.totalLow());
            for (Forecast.Level level : r.levels()) {
                assertTrue(level.low() <= level.canonical() && level.canonical() <= level.high(), measured + " levels measured: " + level);
            }
            if (measured >= 12) {
                assertEquals(truth, r.totalCanonical(), truth * 0.1, measured + " levels measured");
            }
        }
        for (int measured = 9; measured <= 11; measured++) { // what --seconds 1 to 3 measure on a slow machine
            Forecast r = fromFirst.get(measured);
            assertTrue(r.totalLow() < truth && truth < r.totalHigh(), measured + " levels: " + r.totalLow() + " .. " + r.totalHigh());
        }
        Forecast oneSecond = fromFirst.get(9);
        assertTrue(oneSecond.totalLow() < fromFirst.get(11).totalCanonical() && fromFirst.get(11).totalCanonical() < oneSecond.totalHigh(),
                "a longer measurement lands inside the shorter one's range");
    }
}
