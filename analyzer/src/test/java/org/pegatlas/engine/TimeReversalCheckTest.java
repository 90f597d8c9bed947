package org.pegatlas.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.math.BigInteger;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.pegatlas.board.Boards;
import org.pegatlas.engine.store.MemoryBudget;
import org.pegatlas.reports.PairsReport;

/** The pairs table's self-check: it passes on the built-in small boards and fails on one corrupted count. */
class TimeReversalCheckTest {
    @TempDir(factory = MemoryTempDirs.class)
    Path tmp;

    private PairsReport table(String board) throws IOException {
        return PairsTable.compute(Boards.byName(board), new RunSettings(2, MemoryBudget.ofJvm(), Progress.silent()), tmp.resolve("scratch"),
                PairsTable.Checkpoint.none(), false, false);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"triangle-4,45,3", "triangle-5,105,21", "triangle-6,210,63", "pentagon,120,60"})
    void passesOnTheBuiltInSmallBoards(String board, int pairs, long solvablePairs) throws Exception {
        assertEquals(new TimeReversalCheck.Passed(pairs, solvablePairs), TimeReversalCheck.check(table(board)));
    }

    @Test
    void oneCorruptedCountFailsNamingItsPair() throws IOException {
        PairsReport genuine = table("triangle-5");
        int start = genuine.holes().indexOf("4");
        int end = genuine.holes().indexOf("12");
        BigInteger count = genuine.solutions().get(start).get(end);
        assertEquals(BigInteger.valueOf(8064), count, "start 4 to end 12");
        TimeReversalCheck.MismatchException e = assertThrows(TimeReversalCheck.MismatchException.class,
                () -> TimeReversalCheck.check(withCount(genuine, end, start, count.add(BigInteger.ONE))));
        assertEquals("self-check failed on triangle-5: start 4 to end 12 has 8064 solutions, start 12 to end 4 has 8065; they must be"
                + " equal (time reversal)", e.getMessage());
    }

    /** {@code report} with the count of start {@code s} to end {@code e} replaced. */
    private static PairsReport withCount(PairsReport report, int s, int e, BigInteger count) {
        List<List<BigInteger>> solutions = new ArrayList<>();
        for (List<BigInteger> row : report.solutions()) {
            solutions.add(new ArrayList<>(row));
        }
        solutions.get(s).set(e, count);
        return new PairsReport(report.board(), report.boardSymmetries(), report.holes(), report.starts(), solutions, report.run());
    }
}
