package org.pegatlas.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.math.BigInteger;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;
import org.pegatlas.board.Board;
import org.pegatlas.board.Boards;
import org.pegatlas.board.SymmetryGroup;
import org.pegatlas.board.TestBoards;
import org.pegatlas.engine.store.MemoryBudget;
import org.pegatlas.problem.Problem;
import org.pegatlas.reports.PairsReport;
import org.pegatlas.reports.StartFigures;

/** The start x finish table against one reference search per start. */
class PairsTableTest {
    @TempDir(factory = MemoryTempDirs.class)
    Path tmp;

    static Stream<Board> boards() {
        return Stream.of(TestBoards.triangle(5), TestBoards.rectangle(4, 4), TestBoards.rectangle(3, 6), TestBoards.rectangle(3, 5));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("boards")
    void everyStartAndFinishMatchesTheReference(Board board) throws IOException {
        PairsReport report = PairsTable.compute(board, new RunSettings(2, MemoryBudget.ofJvm(), Progress.silent()), tmp.resolve("scratch"),
                PairsTable.Checkpoint.none(), false, false);
        PairsReport throughDisk = PairsTable.compute(board, new RunSettings(1, new MemoryBudget(1 << 20), Progress.silent()),
                tmp.resolve("scratch"), PairsTable.Checkpoint.none(), false, false);
        assertEquals(report.solutions(), throughDisk.solutions(), "the same table through disk");
        assertEquals(report.starts(), throughDisk.starts());
        assertFalse(Files.exists(tmp.resolve("scratch")), "scratch removed");
        int holes = board.holeCount();
        SymmetryGroup group = SymmetryGroup.of(board);
        assertEquals(board.name(), report.board());
        assertEquals(group.order(), report.boardSymmetries());
        List<String> names = new ArrayList<>();
        for (int h = 0; h < holes; h++) {
            names.add(board.holeName(h));
        }
        assertEquals(names, report.holes());
        assertEquals(holes, report.starts().size());
        assertEquals(holes, report.solutions().size());
        for (int s = 0; s < holes; s++) {
            ReferenceBfs ref = ReferenceBfs.run(Problem.centralGame(board, s));
            Map<Long, BigInteger> onePeg = ref.pathCounts.size() == holes - 1 ? ref.pathCounts.get(holes - 2) : Map.of();
            BigInteger total = BigInteger.ZERO;
            int solvableEnds = 0;
            for (int e = 0; e < holes; e++) {
                BigInteger want = onePeg.getOrDefault(1L << e, BigInteger.ZERO);
                assertEquals(want, report.solutions().get(s).get(e), board.name() + ": start " + names.get(s) + ", end " + names.get(e));
                total = total.add(want);
                solvableEnds += want.signum() > 0 ? 1 : 0;
            }
            StartFigures f = report.starts().get(s);
            String at = board.name() + ": start " + names.get(s);
            assertEquals(names.get(s), f.start(), at);
            assertEquals(total, f.solutions(), at + ": solutions");
            assertEquals(solvableEnds, f.solvableEnds(), at + ": solvable ends");
            assertEquals(ref.games, f.games(), at + ": games");
            assertEquals(BigInteger.valueOf(ref.levels.stream().mapToLong(ReferenceBfs.Figures::reachableRaw).sum()), f.reachableRaw(), at);
            assertEquals(BigInteger.valueOf(ref.levels.stream().mapToLong(ReferenceBfs.Figures::reachableCanonical).sum()),
                    f.reachableCanonical(), at + ": canonical under the symmetries fixing the start");
            int lowest = holes;
            java.util.Set<Integer> orbit = new java.util.HashSet<>();
            for (int g = 0; g < group.order(); g++) {
                orbit.add(group.permutation(g)[s]);
                lowest = Math.min(lowest, group.permutation(g)[s]);
            }
            assertEquals(orbit.size(), f.classSize(), at + ": class size");
            assertEquals(names.get(lowest), f.classRepresentative(), at + ": class representative");
        }
    }

    /**
     * The passes of a table: start classes (by first hole) sharing a position class go in one pass;
     * English has three position classes of single vacancies up to its symmetries, every triangle one.
     */
    @ParameterizedTest(name = "{0}: {1}")
    @CsvSource({"english,c1+d2+d3 d1+d4 c2+c3", "triangle-5,1+2+4+5", "triangle-8,1+2+4+5+7+8+12+13", "french,c1+d2+d3 d1+d4 b2+c2+c3"})
    void startClassesSharingAPositionClassShareAPass(String name, String passes) {
        Board board = Boards.byName(name);
        SymmetryGroup group = SymmetryGroup.of(board);
        Set<Integer> planned = new HashSet<>();
        List<String> found = new ArrayList<>();
        for (int hole = 0; hole < board.holeCount(); hole++) {
            int first = hole;
            if (IntStream.range(0, group.order()).map(g -> group.permutation(g)[first]).min().orElseThrow() == hole
                    && !planned.contains(hole)) {
                int[] pass = StartClasses.sharingPositionClass(board, group, hole, h -> !planned.contains(h));
                Arrays.stream(pass).forEach(planned::add);
                found.add(String.join("+", Arrays.stream(pass).mapToObj(board::holeName).toList()));
            }
        }
        assertEquals(passes, String.join(" ", found));
    }

    @Test
    void killedTableGoesOnFromItsRecordedClasses() throws IOException {
        Board board = TestBoards.triangle(5);
        PairsReport whole = PairsTable.compute(board, new RunSettings(2, MemoryBudget.ofJvm(), Progress.silent()), tmp.resolve("scratch"),
                PairsTable.Checkpoint.none(), false, false);
        InMemoryCheckpoint[] checkpoint = new InMemoryCheckpoint[1];
        checkpoint[0] = new InMemoryCheckpoint(() -> {
            if (checkpoint[0].recorded.size() == 2) {
                throw new IllegalStateException("killed");
            }
        });
        InMemoryCheckpoint killedAfterTwo = checkpoint[0];
        assertThrows(IllegalStateException.class, () -> PairsTable.compute(board,
                new RunSettings(2, MemoryBudget.ofJvm(), Progress.silent()), tmp.resolve("scratch"), killedAfterTwo, false, false));
        List<String> notes = new ArrayList<>();
        Progress noting = Notes.keptIn(notes);
        PairsReport resumed = PairsTable.compute(board, new RunSettings(1, MemoryBudget.ofJvm(), noting), tmp.resolve("scratch"),
                killedAfterTwo, true, false);
        assertEquals(2, notes.size(), "the two finished classes were recalled, not searched: " + notes);
        assertEquals(whole.solutions(), resumed.solutions());
        assertEquals(whole.starts(), resumed.starts());
    }
}
