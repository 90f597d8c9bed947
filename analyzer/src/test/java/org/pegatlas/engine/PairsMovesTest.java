package org.pegatlas.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.pegatlas.board.Board;
import org.pegatlas.board.TestBoards;
import org.pegatlas.engine.store.MemoryBudget;
import org.pegatlas.problem.Goal;
import org.pegatlas.problem.Problem;
import org.pegatlas.reports.PairsCsv;
import org.pegatlas.reports.PairsJson;
import org.pegatlas.reports.PairsMarkdown;
import org.pegatlas.reports.PairsMoves;
import org.pegatlas.reports.PairsReport;

/**
 * The fewest moves of a pairs table ({@code pairs --moves}) against {@link ChainBfs}, a plain
 * search over moves on raw positions from each start, for every pair of small boards; the same
 * table on one thread and two, and after a kill and a resume.
 */
class PairsMovesTest {
    @TempDir(factory = MemoryTempDirs.class)
    static Path tmp;

    private static final Map<String, PairsReport> TABLES = new ConcurrentHashMap<>();

    static Stream<Board> boards() {
        return Stream.of(TestBoards.triangle(4), TestBoards.triangle(5), TestBoards.rectangle(4, 4));
    }

    /** The table of {@code board} with fewest moves, on two threads, computed once. */
    private static PairsReport table(Board board) {
        return TABLES.computeIfAbsent(board.name(), name -> {
            try {
                return withMoves(board, 2, tmp.resolve(name), PairsTable.Checkpoint.none(), false);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        });
    }

    private static PairsReport withMoves(Board board, int threads, Path scratch, PairsTable.Checkpoint checkpoint, boolean resume)
            throws IOException {
        return PairsTable.compute(board, new RunSettings(threads, MemoryBudget.ofJvm(), Progress.silent()), scratch, checkpoint, resume,
                true);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("boards")
    void everyPairHasTheFewestMovesOfTheBruteForce(Board board) {
        PairsReport report = table(board);
        PairsMoves moves = report.moves();
        assertEquals(List.of(), moves.notComputed());
        int shortest = Integer.MAX_VALUE;
        List<String> shortestPairs = new ArrayList<>();
        long compared = 0;
        for (int s = 0; s < board.holeCount(); s++) {
            ChainBfs bfs = new ChainBfs(new Problem(board, board.fullMask() & ~(1L << s), Goal.onePegAnywhere()));
            for (int e = 0; e < board.holeCount(); e++) {
                Integer expected = bfs.moves.get(1L << e);
                String pair = board.holeName(s) + " to " + board.holeName(e);
                assertEquals(expected, moves.fewest().get(s).get(e), pair);
                assertEquals(expected != null, report.solutions().get(s).get(e).signum() > 0, pair + ": solvable in both");
                if (expected != null) {
                    compared++;
                    if (expected < shortest) {
                        shortest = expected;
                        shortestPairs.clear();
                    }
                    if (expected == shortest) {
                        shortestPairs.add(pair);
                    }
                }
            }
        }
        assertEquals(report.solvablePairs(), compared);
        assertEquals(compared == 0 ? -1 : shortest, moves.shortest());
        assertEquals(shortestPairs, moves.shortestPairs().stream()
                .map(p -> board.holeName(p[0]) + " to " + board.holeName(p[1])).toList());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("boards")
    void theExamplePlaysAShortestPairInItsMoves(Board board) {
        PairsMoves moves = table(board).moves();
        PairsMoves.Example example = moves.example();
        assertNotNull(example);
        assertEquals(moves.shortest(), example.solution().size());
        long position = board.fullMask() & ~(1L << board.hole(example.start()));
        for (String move : example.solution()) {
            String[] holes = move.split("-");
            for (int i = 1; i < holes.length; i++) {
                position = jump(board, position, board.hole(holes[i - 1]), board.hole(holes[i]));
            }
        }
        assertEquals(1L << board.hole(example.end()), position, "one peg, on the end");
        assertEquals(moves.shortest(), moves.fewest().get(board.hole(example.start())).get(board.hole(example.end())));
    }

    /** The position after the peg on {@code from} jumps to {@code to}, failing the test if the jump is not legal. */
    private static long jump(Board board, long position, int from, int to) {
        for (int line = 0; line < board.lineCount(); line++) {
            if (board.line(line)[0] == from && board.line(line)[2] == to) {
                assertTrue(board.canJump(position, line), board.holeName(from) + "-" + board.holeName(to) + " is not legal here");
                return position ^ board.lineMask(line);
            }
        }
        throw new AssertionError("no jump line " + board.holeName(from) + "-" + board.holeName(to));
    }

    @Test
    void theFiguresOfTheTriangles() {
        PairsMoves four = table(TestBoards.triangle(4)).moves();
        assertEquals(5, four.shortest());
        PairsMoves five = table(TestBoards.triangle(5)).moves();
        assertEquals(9, five.shortest());
    }

    /**
     * Unlike the counts, fewest moves are not the same for a pair and its reverse: the reversal
     * keeps each jump but plays them in the opposite order, so a chain of one peg becomes jumps of
     * different pegs (see {@link TimeReversalCheck}).
     */
    @Test
    void fewestMovesDifferBetweenAPairAndItsReverse() {
        Board board = TestBoards.triangle(5);
        PairsMoves moves = table(board).moves();
        assertEquals(11, moves.fewest().get(board.hole("1")).get(board.hole("7")));
        assertEquals(10, moves.fewest().get(board.hole("7")).get(board.hole("1")));
    }

    @Test
    void theSameOnOneThreadAsOnTwo() throws IOException {
        Board board = TestBoards.triangle(5);
        PairsReport one = withMoves(board, 1, tmp.resolve("one-thread"), PairsTable.Checkpoint.none(), false);
        assertFiles(table(board), one);
    }

    @Test
    void killedBetweenClassesAndResumedGivesTheSameTable() throws IOException {
        Board board = TestBoards.triangle(5);
        Path scratch = tmp.resolve("killed");
        InMemoryCheckpoint[] checkpoint = new InMemoryCheckpoint[1];
        checkpoint[0] = new InMemoryCheckpoint(() -> {
            if (checkpoint[0].recorded.size() == 2) {
                throw new IllegalStateException("killed");
            }
        });
        assertThrows(IllegalStateException.class, () -> withMoves(board, 2, scratch, checkpoint[0], false));
        assertTrue(checkpoint[0].recorded.get("1").contains(";moves="), checkpoint[0].recorded.get("1"));
        List<String> notes = new ArrayList<>();
        PairsReport resumed = PairsTable.compute(board, new RunSettings(1, MemoryBudget.ofJvm(), Notes.keptIn(notes)), scratch,
                checkpoint[0], true, true);
        assertEquals(2, notes.size(), "the two finished classes were recalled, not searched: " + notes);
        assertFiles(table(board), resumed);
    }

    @Test
    void aClassWhoseMovesWereNotComputedLeavesItsStartsEmptyAndSaysSo() throws IOException {
        Board board = TestBoards.triangle(5);
        InMemoryCheckpoint recorded = new InMemoryCheckpoint(() -> { });
        withMoves(board, 2, tmp.resolve("recorded"), recorded, false);
        String one = recorded.recorded.get("1");
        recorded.recorded.put("1", one.substring(0, one.indexOf(";moves=")) + ";moves=?");
        PairsReport report = PairsTable.compute(board, 1, (hole, fixing) -> {
            throw new AssertionError("every class is recalled");
        }, recorded, Progress.silent(), true);
        PairsMoves moves = report.moves();
        assertEquals(List.of("1", "11", "15"), moves.notComputed(), "the corners");
        for (String corner : moves.notComputed()) {
            assertTrue(moves.fewest().get(board.hole(corner)).stream().allMatch(m -> m == null), corner);
        }
        assertEquals(table(board).moves().fewest().get(board.hole("4")), moves.fewest().get(board.hole("4")));
        assertTrue(PairsCsv.pairs(report).contains("\n1,13,true,16128,\n"), "an empty column for a solvable pair");
        assertTrue(PairsJson.format(report).contains("\"not_computed\": [\"1\", \"11\", \"15\"]"), PairsJson.format(report));
        assertTrue(PairsMarkdown.format(report).contains("Not computed (their solvable positions did not fit in half the JVM's heap) for the"
                + " starts 1 11 15"));
    }

    @Test
    void aTableWithoutMovesWritesNoneOfThem() throws IOException {
        Board board = TestBoards.triangle(4);
        PairsReport without = PairsTable.compute(board, new RunSettings(2, MemoryBudget.ofJvm(), Progress.silent()), tmp.resolve("without"),
                PairsTable.Checkpoint.none(), false, false);
        PairsReport with = table(board);
        assertNull(without.moves());
        assertEquals(PairsCsv.PAIRS_HEADER + "\n", PairsCsv.pairs(without).substring(0, PairsCsv.PAIRS_HEADER.length() + 1));
        assertEquals(PairsCsv.pairs(without), PairsCsv.pairs(with).replaceAll(",[0-9]*\n", "\n").replace("," + PairsCsv.MOVES_COLUMN, ""),
                "the same table with one column more");
        assertEquals(PairsMarkdown.format(without), PairsMarkdown.format(with).substring(0, PairsMarkdown.format(with).indexOf("\n## Fewest moves")));
        assertFalse(PairsJson.format(without).contains("fewest_moves"));
        assertEquals(without.starts(), with.starts());
        assertEquals(without.solutions(), with.solutions());
    }

    /** Both tables' output files are identical but for the run's figures (time, memory, threads). */
    private static void assertFiles(PairsReport expected, PairsReport actual) {
        assertEquals(PairsCsv.pairs(expected), PairsCsv.pairs(actual));
        assertEquals(PairsCsv.starts(expected), PairsCsv.starts(actual));
        assertEquals(PairsMarkdown.format(expected), PairsMarkdown.format(actual));
        assertEquals(withoutRun(PairsJson.format(expected)), withoutRun(PairsJson.format(actual)));
    }

    private static String withoutRun(String json) {
        return json.substring(0, json.indexOf("\"run\""));
    }
}
