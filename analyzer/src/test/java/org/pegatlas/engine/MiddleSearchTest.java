package org.pegatlas.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.math.BigInteger;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.pegatlas.board.Board;
import org.pegatlas.board.Boards;
import org.pegatlas.board.Jumps;
import org.pegatlas.board.TestBoards;
import org.pegatlas.engine.store.MemoryBudget;
import org.pegatlas.problem.PositionClasses;
import org.pegatlas.reports.PairsCsv;
import org.pegatlas.reports.PairsReport;
import org.pegatlas.reports.StartFigures;

/** The pairs table by meeting in the middle against the table searched to the end. */
class MiddleSearchTest {
    @TempDir(factory = MemoryTempDirs.class)
    Path tmp;

    /**
     * Boards with an even and an odd number of holes (the join at one level, or through one jump),
     * groups of 1 to 10 elements; on the 4×4, 4×5 and 5×5 rectangles a pass's dual is its own
     * levels read through a mirror of the board (not searched), on the others it is searched or
     * the pass itself.
     */
    static Stream<Board> boards() {
        return Stream.of(Boards.byName("triangle-4"), Boards.byName("triangle-5"), Boards.byName("triangle-6"), Boards.byName("pentagon"),
                TestBoards.rectangle(4, 4), TestBoards.rectangle(3, 6), TestBoards.rectangle(3, 5), TestBoards.rectangle(4, 5),
                TestBoards.rectangle(5, 5));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("boards")
    void solutionsAreThoseOfTheFullTable(Board board) throws IOException {
        PairsReport full = PairsTable.compute(board, new RunSettings(2, MemoryBudget.ofJvm(), Progress.silent()), tmp.resolve("full"),
                PairsTable.Checkpoint.none(), false, false);
        PairsReport middle = middle(board, 2, MemoryBudget.ofJvm(), PairsTable.Checkpoint.none(), false, Progress.silent());
        assertEquals(PairsCsv.pairs(full), PairsCsv.pairs(middle), "pairs.csv byte for byte");
        PairsReport throughDisk = middle(board, 1, new MemoryBudget(1 << 20), PairsTable.Checkpoint.none(), false, Progress.silent());
        assertEquals(PairsCsv.pairs(full), PairsCsv.pairs(throughDisk), "levels through disk, one thread");
        assertFalse(Files.exists(tmp.resolve("scratch")), "scratch removed");
        assertNull(full.samples(), "no sample solutions searched to the end");
        assertSolutionsReplay(board, middle);
        assertEquals(PairsCsv.solutions(middle), PairsCsv.solutions(throughDisk), "solutions.csv: two threads in memory, one through disk");
        PositionClasses classes = PositionClasses.of(board);
        for (int s = 0; s < board.holeCount(); s++) {
            StartFigures want = full.starts().get(s);
            StartFigures got = middle.starts().get(s);
            String at = board.name() + ": start " + got.start();
            assertEquals(want.solutions(), got.solutions(), at);
            assertEquals(want.solvableEnds(), got.solvableEnds(), at);
            assertEquals(want.classRepresentative(), got.classRepresentative(), at);
            assertNull(got.reachableRaw(), at + ": not counted without the full search");
            assertNull(got.games(), at);
            long start = board.fullMask() & ~(1L << s);
            boolean compatible = IntStream.range(0, board.holeCount()).anyMatch(e -> classes.sameClass(start, 1L << e));
            assertEquals(compatible ? StartFigures.MIDDLE : StartFigures.CLASS_CHECK, got.search(), at);
        }
    }

    /**
     * The English table through the middle is the published one (docs/results/english, computed
     * by the search to the end): every start's solutions into every end, 46 of 528 distinct pairs
     * solvable, the time-reversal self-check passed; and one replaying sample solution of each of
     * its 125 solvable pairs (of 1089).
     */
    @Test
    void englishTableIsThePublishedOne() throws IOException, TimeReversalCheck.MismatchException {
        List<String> notes = new ArrayList<>();
        PairsReport middle = middle(Boards.byName("english"), 2, MemoryBudget.ofJvm(), PairsTable.Checkpoint.none(), false,
                Notes.keptIn(notes));
        List<String> published = Files.readAllLines(Path.of("..", "docs", "results", "english", "pairs.csv"));
        List<String> got = PairsCsv.pairs(middle).lines().toList();
        assertEquals(published.size(), got.size());
        for (int i = 0; i < got.size(); i++) { // the published table has fewest moves too: the first four columns
            assertEquals(String.join(",", List.of(published.get(i).split(",", -1)).subList(0, 4)), got.get(i));
        }
        assertEquals(new TimeReversalCheck.Passed(528, 46), TimeReversalCheck.check(middle));
        assertEquals(125, middle.solvablePairs());
        assertSolutionsReplay(Boards.byName("english"), middle);
        assertTrue(notes.stream().anyMatch(n -> n.startsWith("solutions: 125 of 125 pairs, each replayed")), notes::toString);
        notes.stream().filter(n -> n.startsWith("solutions: ")).forEach(n -> System.out.println("english: " + n)); // their time and memory, for the record
    }

    /** Triangle-4's starts vacating a corner or the middle of an edge match no single-peg finish by position class: not searched. */
    @Test
    void startsThatNoFinishMatchesAreNotSearched() throws IOException {
        Board board = Boards.byName("triangle-4");
        List<String> notes = new ArrayList<>();
        PairsReport middle = middle(board, 2, MemoryBudget.ofJvm(), PairsTable.Checkpoint.none(), false, Notes.keptIn(notes));
        List<String> ruledOut = middle.starts().stream().filter(s -> s.search().equals(StartFigures.CLASS_CHECK)).map(StartFigures::start)
                .toList();
        assertFalse(ruledOut.isEmpty(), "triangle-4 has starts ruled out by class: " + middle.starts());
        for (String start : ruledOut) {
            StartFigures figures = middle.starts().stream().filter(s -> s.start().equals(start)).findFirst().orElseThrow();
            assertEquals(BigInteger.ZERO, figures.solutions());
            if (figures.start().equals(figures.classRepresentative())) {
                assertTrue(notes.contains("start " + start + ": not searched, its position class matches no single-peg finish"), notes::toString);
            }
        }
    }

    /**
     * A board with no solvable pair (2 × 3: four jumps needed, at most one possible; its passes die
     * out before the middle level, one of them just before it) has a solutions.csv of its header alone.
     */
    @Test
    void noSolvablePairNoSampleButTheHeader() throws IOException {
        PairsReport middle = middle(TestBoards.rectangle(2, 3), 2, MemoryBudget.ofJvm(), PairsTable.Checkpoint.none(), false,
                Progress.silent());
        assertEquals(0, middle.solvablePairs());
        assertEquals(PairsCsv.SOLUTIONS_HEADER + "\n", PairsCsv.solutions(middle));
    }

    /**
     * A table killed once every class is recorded, before its sample solutions, finds them when
     * resumed from its passes' kept levels (each pass going on from its middle level, none
     * searched again): the same solutions.csv as a table never stopped. A pass one of whose kept
     * sets below the middle was damaged meanwhile is searched again from level 0 (the counts to
     * make that level again are gone), to the same file.
     */
    @Test
    void killedTableFindsItsSolutionsFromTheKeptLevels() throws IOException {
        Board board = Boards.byName("pentagon"); // two passes
        InMemoryCheckpoint whole = new InMemoryCheckpoint(() -> { });
        PairsReport never = middle(board, 2, new MemoryBudget(1 << 20), whole, false, Progress.silent());
        int classes = whole.recorded.size();
        InMemoryCheckpoint[] checkpoint = new InMemoryCheckpoint[1];
        checkpoint[0] = new InMemoryCheckpoint(() -> {
            if (checkpoint[0].recorded.size() == classes) {
                throw new IllegalStateException("killed");
            }
        });
        assertThrows(IllegalStateException.class, () -> middle(board, 2, new MemoryBudget(1 << 20), checkpoint[0], false, Progress.silent()));
        List<Path> passDirectories;
        try (Stream<Path> listed = Files.list(tmp.resolve("scratch"))) { // the passes with counts, not their sets (sets-HOLE)
            passDirectories = listed.filter(p -> p.getFileName().toString().startsWith("pass-")).sorted().toList();
        }
        assertTrue(passDirectories.size() >= 2, passDirectories::toString);
        Path damaged = passDirectories.get(0).resolve("levels").resolve("forward-02.roar");
        byte[] bytes = Files.readAllBytes(damaged);
        bytes[bytes.length / 2] ^= 1;
        Files.write(damaged, bytes);
        String damagedPass = "start " + passDirectories.get(0).getFileName().toString().substring("pass-".length());
        List<String> notes = new ArrayList<>();
        PairsReport resumed = middle(board, 1, new MemoryBudget(1 << 20), checkpoint[0], true, Notes.keptIn(notes));
        int middleLevel = (board.holeCount() - 2) / 2;
        List<String> passes = notes.stream().filter(n -> n.contains(": resuming:")).toList();
        assertEquals(passDirectories.size(), passes.size(), notes::toString);
        for (String pass : passes) {
            assertTrue(pass.endsWith(pass.startsWith(damagedPass + "+") || pass.startsWith(damagedPass + ":")
                    ? "resuming: nothing usable was recorded; starting from level 0"
                    : "resuming: forward levels 0-" + (middleLevel - 1) + " done; going on from level " + middleLevel), pass);
        }
        assertTrue(notes.stream().anyMatch(n -> n.startsWith(damagedPass) && n.contains("levels/forward-02.roar is damaged")), notes::toString);
        assertEquals(PairsCsv.solutions(never), PairsCsv.solutions(resumed));
        assertEquals(PairsCsv.pairs(never), PairsCsv.pairs(resumed));
    }

    /** A table killed after its first recorded class, and one killed inside a pass, go on to the same table. */
    @Test
    void killedTableGoesOnFromItsRecordedClassesAndLevels() throws IOException {
        Board board = Boards.byName("triangle-6");
        PairsReport whole = middle(board, 2, MemoryBudget.ofJvm(), PairsTable.Checkpoint.none(), false, Progress.silent());
        InMemoryCheckpoint[] checkpoint = new InMemoryCheckpoint[1];
        checkpoint[0] = new InMemoryCheckpoint(() -> {
            if (checkpoint[0].recorded.size() == 1) {
                throw new IllegalStateException("killed");
            }
        });
        InMemoryCheckpoint killedAfterOne = checkpoint[0];
        assertThrows(IllegalStateException.class,
                () -> middle(board, 2, MemoryBudget.ofJvm(), killedAfterOne, false, Progress.silent()));
        List<String> notes = new ArrayList<>();
        PairsReport resumed = middle(board, 1, MemoryBudget.ofJvm(), killedAfterOne, true, Notes.keptIn(notes));
        assertTrue(notes.stream().anyMatch(n -> n.endsWith("recalled from the interrupted run")), notes::toString);
        assertEquals(PairsCsv.pairs(whole), PairsCsv.pairs(resumed));
        assertEquals(PairsCsv.starts(whole), PairsCsv.starts(resumed));

        InMemoryCheckpoint fresh = new InMemoryCheckpoint(() -> { });
        Progress killer = new Progress() {
            @Override
            public void level(String pass, int level, int pegs, long canonical, long raw, long elapsedNanos) {
                if (level == 5) {
                    throw new IllegalStateException("killed in the pass");
                }
            }
        };
        MemoryBudget throughFiles = new MemoryBudget(1 << 20); // below MiddleSearch.IN_MEMORY_FLOOR: counted through level files
        assertThrows(IllegalStateException.class, () -> middle(board, 2, throughFiles, fresh, false, killer));
        List<String> goingOn = new ArrayList<>();
        PairsReport inPass = middle(board, 2, throughFiles, fresh, true, Notes.keptIn(goingOn));
        assertTrue(goingOn.stream().anyMatch(n -> n.contains("going on from level")), goingOn::toString);
        assertEquals(PairsCsv.pairs(whole), PairsCsv.pairs(inPass));
        assertEquals(PairsCsv.solutions(whole), PairsCsv.solutions(inPass));
    }

    /**
     * A table killed while a pass's counts are made in memory counts them again on resume, from
     * the kept sets it recorded, to the same table.
     */
    @Test
    void killedWhileCountingInMemoryCountsAgain() throws IOException {
        Board board = Boards.byName("triangle-6");
        PairsReport whole = middle(board, 2, MemoryBudget.ofJvm(), PairsTable.Checkpoint.none(), false, Progress.silent());
        InMemoryCheckpoint fresh = new InMemoryCheckpoint(() -> { });
        Progress killer = new Progress() {
            @Override
            public void level(String pass, int level, int pegs, long canonical, long raw, long elapsedNanos) {
            }

            @Override
            public void note(String line) {
                if (line.contains("counted level  3 in memory")) {
                    throw new IllegalStateException("killed while counting");
                }
            }
        };
        assertThrows(IllegalStateException.class, () -> middle(board, 2, MemoryBudget.ofJvm(), fresh, false, killer));
        List<String> notes = new ArrayList<>();
        PairsReport resumed = middle(board, 1, MemoryBudget.ofJvm(), fresh, true, Notes.keptIn(notes));
        assertTrue(notes.stream().anyMatch(n -> n.contains("counted level  6 in memory")), notes::toString);
        assertEquals(PairsCsv.pairs(whole), PairsCsv.pairs(resumed));
        assertEquals(PairsCsv.solutions(whole), PairsCsv.solutions(resumed));
    }

    /**
     * A join of a middle level on disk spills each part's matching successors and records it: a
     * table killed inside the join goes on from its recorded parts to the same table, and its
     * scratch is gone at the end.
     */
    @Test
    void killedJoinGoesOnFromItsRecordedParts() throws IOException {
        Board board = Boards.byName("triangle-6");
        MemoryBudget small = new MemoryBudget(1 << 20);
        List<String> first = new ArrayList<>();
        PairsReport whole = middle(board, 1, small, PairsTable.Checkpoint.none(), false, Notes.keptIn(first));
        assertTrue(first.stream().anyMatch(n -> n.contains("matching successors spilled and merged")), first::toString);
        InMemoryCheckpoint fresh = new InMemoryCheckpoint(() -> { });
        Progress killer = new Progress() {
            @Override
            public void level(String pass, int level, int pegs, long canonical, long raw, long elapsedNanos) {
            }

            @Override
            public void slice(String pass, int level, long done, long total, long elapsedNanos) {
                if (pass.endsWith(" join") && done * 2 >= total && done < total) {
                    throw new IllegalStateException("killed in the join");
                }
            }
        };
        assertThrows(IllegalStateException.class, () -> middle(board, 1, small, fresh, false, killer));
        Path firstRun; // one recorded run lost: that part alone is expanded again
        try (Stream<Path> files = Files.walk(tmp.resolve("scratch"))) {
            firstRun = files.filter(f -> f.getParent().getFileName().toString().startsWith("join-") && f.toString().endsWith("-00000.set"))
                    .findFirst().orElseThrow();
        }
        Files.delete(firstRun);
        List<String> goingOn = new ArrayList<>();
        PairsReport resumed = middle(board, 2, small, fresh, true, Notes.keptIn(goingOn));
        assertTrue(goingOn.stream().anyMatch(n -> n.contains("parts' runs recalled from the interrupted run")), goingOn::toString);
        assertEquals(PairsCsv.pairs(whole), PairsCsv.pairs(resumed));
        assertEquals(PairsCsv.solutions(whole), PairsCsv.solutions(resumed));
        assertFalse(Files.exists(tmp.resolve("scratch")), "scratch removed");
    }

    /**
     * {@code solutions.csv} of {@code report}: its header, then one row per solvable pair of
     * {@code pairs.csv}, in its order, each of whose jumps is legal where it is played (by the
     * board's rules as {@code play} reads them, not by the code that found it) from the full board
     * less the start, leaving one peg on the end.
     */
    static void assertSolutionsReplay(Board board, PairsReport report) {
        List<String> rows = PairsCsv.solutions(report).lines().toList();
        assertEquals(PairsCsv.SOLUTIONS_HEADER, rows.get(0));
        List<String> solvable = PairsCsv.pairs(report).lines().skip(1).map(line -> line.split(","))
                .filter(f -> f[2].equals("true")).map(f -> f[0] + "," + f[1]).toList();
        assertEquals(solvable.size(), rows.size() - 1, board.name() + ": one row per solvable pair");
        for (int i = 1; i < rows.size(); i++) {
            String[] f = rows.get(i).split(",", -1);
            assertEquals(3, f.length, rows.get(i));
            assertEquals(solvable.get(i - 1), f[0] + "," + f[1], board.name() + ": row " + i);
            long position = board.fullMask() & ~(1L << board.hole(f[0]));
            String[] jumps = f[2].split(" ");
            assertEquals(board.holeCount() - 2, jumps.length, rows.get(i));
            for (String jump : jumps) {
                position ^= board.lineMask(Jumps.parseLegal(board, position, jump));
            }
            assertEquals(1L << board.hole(f[1]), position, board.name() + ": " + rows.get(i) + " ends with one peg on " + f[1]);
        }
    }

    private PairsReport middle(Board board, int threads, MemoryBudget budget, PairsTable.Checkpoint checkpoint, boolean resume,
            Progress progress) throws IOException {
        return PairsTable.meetInTheMiddle(board, new RunSettings(threads, budget, progress), tmp.resolve("scratch"), checkpoint, resume,
                false);
    }
}
