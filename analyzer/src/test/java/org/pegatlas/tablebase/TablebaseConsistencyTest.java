package org.pegatlas.tablebase;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.math.BigInteger;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.pegatlas.board.Board;
import org.pegatlas.board.Boards;
import org.pegatlas.board.Positions;
import org.pegatlas.problem.Goal;
import org.pegatlas.engine.MemoryTempDirs;
import org.pegatlas.problem.Problem;
import org.pegatlas.engine.SymmetryTables;
import org.pegatlas.storage.CountFile;
import org.pegatlas.storage.CountVector;
import org.pegatlas.storage.LevelSetFile;
import org.pegatlas.storage.PositionKeys;

/** Every value in the map against brute force, and the map against the level files it came from. */
class TablebaseConsistencyTest {
    @TempDir(factory = MemoryTempDirs.class)
    Path dir;

    static Stream<Arguments> problems() {
        Board triangle5 = Boards.byName("triangle-5");
        Board triangle4 = Boards.byName("triangle-4");
        Board english = Boards.byName("english");
        Board pentagon = Boards.byName("pentagon");
        return Stream.of(
                Arguments.of("triangle-5 central", new Problem(triangle5, Positions.start(triangle5, "1"), Goal.onePegOn(0))),
                Arguments.of("triangle-5 any", new Problem(triangle5, Positions.start(triangle5, "5"), Goal.onePegAnywhere())),
                Arguments.of("triangle-4 at-most:2", new Problem(triangle4, Positions.start(triangle4, "2"), Goal.atMost(2))),
                Arguments.of("pentagon", new Problem(pentagon, Positions.start(pentagon, "H"), Goal.onePegOn(pentagon.hole("H")))),
                Arguments.of("english fireplace", new Problem(english,
                        Positions.holes(english, "c1 d1 e1 c2 d2 e2 c3 d3 e3 c4 e4"), Goal.onePegOn(english.hole("d4")))),
                Arguments.of("english exact", new Problem(english, Positions.holes(english, "d2 c3 d3 e3 d4 d5 c5 e5"),
                        Goal.exactly(Positions.holes(english, "c3 e3")))));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("problems")
    void everyEntryMatchesBruteForce(String name, Problem problem) throws IOException {
        BruteForce truth = new BruteForce(problem);
        TablebaseInfo info = Tablebases.build(problem, dir);
        Set<Long> canonicalReachable = new HashSet<>();
        truth.ways.keySet().forEach(p -> canonicalReachable.add(truth.canonical(p)));
        assertEquals(canonicalReachable.size(), info.entries(), "one entry per reachable canonical position");
        try (Tablebase tablebase = Tablebase.open(dir)) {
            assertEquals(canonicalReachable.size(), tablebase.size());
            AtomicLong seen = new AtomicLong();
            tablebase.forEachEntry((position, value) -> {
                assertEquals(truth.canonical(position), position, "entries are keyed by canonical positions");
                assertEquals(truth.value(position), value, () -> problem.board().holeNames(position));
                seen.incrementAndGet();
            });
            assertEquals(info.entries(), seen.get());
            for (long raw : truth.ways.keySet()) {
                assertEquals(truth.value(raw), tablebase.value(raw), "every symmetric image has the same value");
            }
            long offGraph = problem.board().fullMask();
            assertEquals(PositionValue.OFF_GRAPH, tablebase.value(offGraph));
            assertEquals(truth.solutions(problem.start()), tablebase.value(problem.start()).solutions());
        }
    }

    @Test
    void mapAgreesWithTheLevelFiles() throws IOException {
        Board board = Boards.byName("triangle-6");
        Problem problem = new Problem(board, Positions.start(board, "1"), Goal.onePegOn(0));
        TablebaseInfo info = Tablebases.build(problem, dir);
        SymmetryTables symmetries = new SymmetryTables(board, problem.symmetries());
        PositionKeys keys = new PositionKeys(board.holeCount());
        long total = 0;
        try (Tablebase tablebase = Tablebase.open(dir)) {
            for (int level = 0; level < problem.startPegs(); level++) {
                long[] reachable = LevelSetFile.read(dir.resolve(String.format("levels/forward-%02d.roar", level)));
                CountVector ways = CountFile.read(dir.resolve(String.format("levels/forward-%02d.counts", level)));
                long[] solvable = LevelSetFile.read(dir.resolve(String.format("levels/solvable-%02d.roar", level)));
                CountVector solutions = CountFile.read(dir.resolve(String.format("levels/solvable-%02d.counts", level)));
                int s = 0;
                for (int i = 0; i < reachable.length; i++) {
                    long position = keys.position(reachable[i], problem.startPegs() - level);
                    PositionValue value = tablebase.value(position);
                    BigInteger orbit = BigInteger.valueOf(symmetries.orbitSize(position));
                    assertTrue(value.onGraph());
                    assertEquals(ways.get(i), value.waysToReach().multiply(orbit), "T(c) = |orbit| x ways to reach");
                    boolean inSolvable = s < solvable.length && solvable[s] == reachable[i];
                    assertEquals(inSolvable, value.solvable(), "solvable exactly when in solvable-NN");
                    assertEquals(inSolvable ? solutions.get(s++) : BigInteger.ZERO, value.solutions().multiply(orbit),
                            "B(c) = |orbit| x solutions");
                }
                assertEquals(solvable.length, s, "every solvable position is reachable");
                total += reachable.length;
            }
            assertEquals(total, tablebase.size());
            assertEquals(total, info.entries());
            List<Tablebase.JumpValue> jumps = tablebase.report(problem.start()).jumps();
            BigInteger sum = jumps.stream().map(j -> j.value().solutions()).reduce(BigInteger.ZERO, BigInteger::add);
            assertEquals(tablebase.value(problem.start()).solutions(), sum, "solutions from a position = sum over its jumps");
        }
    }

    /**
     * Level files that disagree (a level's counts swapped for another level's) are refused with
     * the level named, whichever level it is (the files are read ahead of the level being
     * encoded), and no map is left behind.
     */
    @ParameterizedTest
    @ValueSource(ints = {2, 9, 13})
    void levelFilesThatDisagreeAreRefusedAndLeaveNoMap(int level) throws IOException {
        Board board = Boards.byName("triangle-5");
        Problem problem = new Problem(board, Positions.start(board, "1"), Goal.onePegOn(0));
        Tablebases.build(problem, dir);
        Files.delete(dir.resolve(TablebaseInfo.MAP_FILE));
        Files.delete(dir.resolve(TablebaseInfo.FILE_NAME));
        Files.copy(dir.resolve(String.format("levels/forward-%02d.counts", level - 1)),
                dir.resolve(String.format("levels/forward-%02d.counts", level)), StandardCopyOption.REPLACE_EXISTING);
        TablebaseException e = assertThrows(TablebaseException.class, () -> TablebaseBuilder.build(problem, dir, null, 2, line -> { }));
        assertEquals(dir + ": the level files of level " + level + " disagree on their sizes", e.getMessage());
        try (Stream<Path> files = Files.list(dir)) {
            assertEquals(List.of(), files.filter(f -> f.getFileName().toString().contains("tablebase")).toList(), "no map left");
        }
    }
}
