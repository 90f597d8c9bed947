package org.pegatlas.engine;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.LongUnaryOperator;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.pegatlas.board.Board;
import org.pegatlas.board.Boards;
import org.pegatlas.board.TestBoards;
import org.pegatlas.engine.store.LevelFiles;
import org.pegatlas.engine.store.MemoryBudget;
import org.pegatlas.storage.PositionKeys;
import org.pegatlas.storage.LevelSetFile;

/** The level sets of a pass of the pairs table, without counts, against the pass with counts. */
class PassSetsTest {
    @TempDir(factory = MemoryTempDirs.class)
    Path tmp;

    static Stream<Board> boards() {
        return Stream.of(Boards.byName("triangle-6"), Boards.byName("pentagon"), TestBoards.rectangle(4, 5), TestBoards.rectangle(5, 5),
                Boards.byName("english"));
    }

    /**
     * Each reached set is, byte for byte, the set file of the same level written by the pass with
     * counts over every successor (not only the kept ones); each kept set is a subset of it.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("boards")
    void reachedSetsAreTheLevelsOfThePassWithCounts(Board board) throws IOException {
        int middle = (board.holeCount() - 2) / 2;
        int last = board.holeCount() > 30 ? 9 : middle; // English: levels 0 to 9 are enough, and quick
        StartClassPass pass = StartClassPass.of(board, new int[] {1});
        Path counted = tmp.resolve("counted");
        pass.run(new StartClassPass.Extent(last, null), 2, MemoryBudget.ofJvm(), counted, Progress.silent(), System.nanoTime());
        PassSets sets = PassSets.open(tmp.resolve("sets"), pass, last, 2, Progress.silent(), System.nanoTime());
        assertEquals(last + 1, sets.reach(last));
        for (int k = 0; k <= last; k++) {
            assertArrayEquals(Files.readAllBytes(LevelFiles.path(counted, LevelFiles.FORWARD, k, LevelFiles.SET)),
                    Files.readAllBytes(sets.path(PassSets.REACHED, k)), "level " + k);
        }
    }

    /**
     * Each kept set, made backwards from a dual middle level (the complements, or the successors'
     * complements, of one middle position in three), is exactly what the definition gives tested
     * forwards position by position: the middle level keeps a reached position whose complement
     * ({@code n} even) or a successor's complement ({@code n} odd) the dual holds, a lower level
     * one with a successor kept above.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("boards")
    void keptSetsAreTheirDefinition(Board board) throws IOException {
        if (board.holeCount() > 30) {
            return; // the English middle level takes longer than this test is worth; the small boards have both parities of n
        }
        int middle = (board.holeCount() - 2) / 2;
        int pegs = board.holeCount() - 1;
        boolean throughJump = board.holeCount() % 2 == 1;
        long full = board.fullMask();
        StartClassPass pass = StartClassPass.of(board, new int[] {1});
        SymmetryTables tables = pass.tables();
        PositionKeys keys = board.positionKeys();
        PassSets sets = PassSets.open(tmp.resolve("sets"), pass, middle, 2, Progress.silent(), System.nanoTime());
        assertEquals(middle + 1, sets.reach(middle));
        long[] reachedMiddle = LevelSetFile.read(sets.path(PassSets.REACHED, middle));
        TreeSet<Long> dual = new TreeSet<>();
        for (int i = 0; i < reachedMiddle.length; i += 3) {
            long q = keys.position(reachedMiddle[i], pegs - middle);
            for (long after : throughJump ? successors(board, q) : new long[] {q}) {
                dual.add(keys.key(tables.canonical(full & ~after)));
            }
        }
        Path dualFile = tmp.resolve("dual.roar");
        long[] dualKeys = dual.stream().mapToLong(Long::longValue).toArray();
        LevelSetFile.write(dualFile, keys, pegs - middle, dualKeys, dualKeys.length);
        sets.keep(middle, dualFile, LongUnaryOperator.identity());

        Set<Long> above = null;
        for (int k = middle; k >= 0; k--) {
            Set<Long> expected = new HashSet<>();
            for (long key : LevelSetFile.read(sets.path(PassSets.REACHED, k))) {
                long q = keys.position(key, pegs - k);
                // with n even the middle level tests the position itself (dead ends included), otherwise its successors
                for (long after : k == middle && !throughJump ? new long[] {q} : successors(board, q)) {
                    boolean keeps = k == middle ? dual.contains(keys.key(tables.canonical(full & ~after)))
                            : above.contains(keys.key(tables.canonical(after)));
                    if (keeps) {
                        expected.add(key);
                        break;
                    }
                }
            }
            Set<Long> kept = new HashSet<>();
            for (long key : LevelSetFile.read(sets.path(PassSets.KEPT, k))) {
                kept.add(key);
            }
            assertEquals(expected, kept, "level " + k);
            if (k == middle) {
                assertTrue(!kept.isEmpty() && kept.size() < reachedMiddle.length, "the middle level keeps some of its positions, not all");
            }
            above = kept;
        }
    }

    private static long[] successors(Board board, long position) {
        return java.util.stream.IntStream.range(0, board.lineCount()).filter(line -> board.canJump(position, line))
                .mapToLong(line -> position ^ board.lineMask(line)).toArray();
    }

    /**
     * Sets recorded by an interrupted run are not made again, a damaged one is, and the files come
     * out the same.
     */
    @Test
    void aResumeMakesOnlyWhatIsMissingOrDamaged() throws IOException {
        Board board = Boards.byName("triangle-6");
        StartClassPass pass = StartClassPass.of(board, new int[] {1});
        int middle = (board.holeCount() - 2) / 2;
        PassSets first = PassSets.open(tmp.resolve("sets"), pass, middle, 1, Progress.silent(), System.nanoTime());
        first.reach(middle);
        byte[] level3 = Files.readAllBytes(first.path(PassSets.REACHED, 3));
        byte[] damaged = level3.clone();
        damaged[damaged.length / 2] ^= 1;
        Files.write(first.path(PassSets.REACHED, 3), damaged);
        List<String> notes = new ArrayList<>();
        PassSets resumed = PassSets.open(tmp.resolve("sets"), pass, middle, 2, Notes.keptIn(notes), System.nanoTime());
        assertTrue(notes.stream().anyMatch(n -> n.contains("reached-03.roar is damaged")), notes::toString);
        long before = Files.getLastModifiedTime(resumed.path(PassSets.REACHED, 5)).toMillis();
        resumed.reach(middle);
        assertArrayEquals(level3, Files.readAllBytes(resumed.path(PassSets.REACHED, 3)));
        assertEquals(before, Files.getLastModifiedTime(resumed.path(PassSets.REACHED, 5)).toMillis(), "level 5 was recorded: not made again");
    }
}
