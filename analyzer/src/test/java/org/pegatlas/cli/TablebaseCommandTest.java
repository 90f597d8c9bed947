package org.pegatlas.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pegatlas.engine.MemoryTempDirs;
import org.pegatlas.storage.AtomicFiles;

/** {@code tablebase} and {@code query} on the command line: answers, reuse of an analysis, and every kind of bad input. */
class TablebaseCommandTest {
    /** Blocks of positions in the triangle-5 tablebase's map (1,544 positions). */
    private static final int BLOCKS = 78;
    @TempDir(factory = MemoryTempDirs.class)
    Path temp;

    private Path built(String... problem) {
        Path dir = temp.resolve("tb");
        String[] args = Stream.concat(Stream.of("tablebase", "--out", dir.toString(), "--quiet"), Stream.of(problem)).toArray(String[]::new);
        CliRun run = CliRun.of(args);
        assertEquals(ExitCode.OK, run.code(), run.err());
        assertTrue(run.out().contains("tablebase:           1,544 positions (canonical)"), run.out());
        return dir;
    }

    @Test
    void queryAnswersInJsonWithEveryJump() {
        Path dir = built("--board", "triangle-5");
        CliRun run = CliRun.of("query", dir.toString(), "--position", "o/xx/xxx/xxxx/xxxxx", "--json");
        assertEquals(ExitCode.OK, run.code(), run.err());
        assertEquals("{\"position\":\"2 3 4 5 6 7 8 9 10 11 12 13 14 15\",\"pegs\":14,\"onGraph\":true,\"solvable\":true,"
                + "\"fewestPegs\":1,\"solutions\":\"6816\",\"fewestMovesLeft\":10,\"waysToReach\":\"1\",\"jumps\":["
                + "{\"jump\":\"4-1\",\"from\":\"4\",\"over\":\"2\",\"to\":\"1\",\"onGraph\":true,\"solvable\":true,\"fewestPegs\":1,\"solutions\":\"3408\","
                + "\"fewestMovesLeft\":9,\"fewestMovesWithJump\":10},"
                + "{\"jump\":\"6-1\",\"from\":\"6\",\"over\":\"3\",\"to\":\"1\",\"onGraph\":true,\"solvable\":true,\"fewestPegs\":1,\"solutions\":\"3408\","
                + "\"fewestMovesLeft\":9,\"fewestMovesWithJump\":10}]}\n",
                run.out());
    }

    @Test
    void queryReadsPegListsEmptyListsAndDiagramFiles() throws IOException {
        Path dir = built("--board", "triangle-5");
        String byPegs = CliRun.of("query", dir.toString(), "--position", "2,3,4,5,6,7,8,9,10,11,12,13,14,15", "--json").out();
        assertEquals(byPegs, CliRun.of("query", dir.toString(), "--position", "empty: 1", "--json").out());
        Path file = temp.resolve("position.txt");
        Files.writeString(file, "# the start\n    o\n    xx\n    xxx\n    xxxx\n    xxxxx\n");
        assertEquals(byPegs, CliRun.of("query", dir.toString(), "--position", file.toString(), "--json").out());
        CliRun text = CliRun.of("query", dir.toString(), "--position", "empty: 1");
        assertTrue(text.out().contains("solutions:      6,816"), text.out());
        assertTrue(text.out().contains("4-1      keeps the goal fewest pegs  1, 3,408 solutions"), text.out());
    }

    @Test
    void queryAnswersInTextWithTheDiagramTheValueAndEveryJump() {
        Path dir = built("--board", "triangle-5");
        assertEquals("position:       2 3 4 5 6 7 8 9 10 11 12 13 14 15 (14 pegs)\n"
                + "  o....\n  xx...\n  xxx..\n  xxxx.\n  xxxxx\n"
                + "on the graph:   yes (reachable from the start)\n"
                + "ways to reach:  1\n"
                + "can reach goal: yes (one peg on 1)\n"
                + "fewest pegs:    1\n"
                + "solutions:      6,816\n"
                + "fewest moves:   10: 4-1 6-4 1-6 7-2 10-3 12-5 14-12 11-13-6 3-10 15-6-4-1\n"
                + "jumps:          2\n"
                + "  4-1      keeps the goal fewest pegs  1, 3,408 solutions, 10 moves\n"
                + "  6-1      keeps the goal fewest pegs  1, 3,408 solutions, 10 moves\n",
                CliRun.of("query", dir.toString(), "--position", "empty: 1").out());
        assertEquals("position:       1 2 4 (3 pegs)\n"
                + "  x....\n  xo...\n  xoo..\n  oooo.\n  ooooo\n"
                + "on the graph:   no: not reachable from the start (full board less 1); the tablebase holds no value for it\n"
                + "jumps:          1\n"
                + "  2-7      off the graph\n",
                CliRun.of("query", dir.toString(), "--position", "1 2 4").out());
    }

    @Test
    void offGraphPositionsSayNoAndStillListTheirJumps() {
        Path dir = built("--board", "triangle-5");
        CliRun run = CliRun.of("query", dir.toString(), "--position", "1 2 4", "--json");
        assertEquals("{\"position\":\"1 2 4\",\"pegs\":3,\"onGraph\":false,\"solvable\":false,\"fewestPegs\":null,\"solutions\":\"0\","
                + "\"fewestMovesLeft\":null,\"waysToReach\":\"0\",\"jumps\":[{\"jump\":\"2-7\",\"from\":\"2\",\"over\":\"4\",\"to\":\"7\",\"onGraph\":false,"
                + "\"solvable\":false,\"fewestPegs\":null,\"solutions\":\"0\",\"fewestMovesLeft\":null,\"fewestMovesWithJump\":null}]}\n", run.out());
    }

    @Test
    void aSecondBuildReusesTheAnalysisAndADirectoryNamesItsOwnProblem() {
        Path dir = built("--board", "triangle-5");
        CliRun again = CliRun.of("tablebase", "--out", dir.toString(), "--quiet");
        assertEquals(ExitCode.OK, again.code(), again.err());
        assertTrue(again.out().startsWith("using the analysis in " + dir + " (triangle-5: full board less 1 -> one peg on 1)"), again.out());
        CliRun other = CliRun.of("tablebase", "--board", "triangle-5", "--start", "2", "--out", dir.toString(), "--quiet");
        other.assertOneLineError(ExitCode.OUTPUT_REFUSED, "another problem");
        assertEquals(ExitCode.OK, CliRun.of("query", dir.toString(), "--position", "empty: 1").code(), "the old tablebase is intact");
    }

    @Test
    void aBoardFilesTablebaseKeepsOneCopyAndOneOfAnOlderVersionStillOpens() throws IOException {
        Path file = Files.writeString(temp.resolve("cracker.board"), ReportCommandTest.CRACKER);
        Path dir = built("--board-file", file.toString());
        assertTrue(Files.isRegularFile(dir.resolve("board.txt")));
        assertFalse(Files.exists(dir.resolve("tablebase-board.txt")), "one copy of the board file");
        String answer = CliRun.of("query", dir.toString(), "--position", "o/xx/xxx/xxxx/xxxxx", "--json").out();
        assertTrue(answer.contains("\"solutions\":\"6816\""), answer);
        // a directory of an older version: its tablebase's copy of the board file, no board.txt
        Files.move(dir.resolve("board.txt"), dir.resolve("tablebase-board.txt"));
        CliRun old = CliRun.of("query", dir.toString(), "--position", "o/xx/xxx/xxxx/xxxxx", "--json");
        assertEquals(ExitCode.OK, old.code(), old.err());
        assertEquals(answer, old.out());
        Files.delete(dir.resolve("tablebase-board.txt"));
        CliRun.of("query", dir.toString(), "--position", "o/xx/xxx/xxxx/xxxxx")
                .assertOneLineError(ExitCode.USAGE, "board cracker is not built in and no copy of its board file is kept");
    }

    @Test
    void tablebaseWithoutAProblemOrAnAnalysisIsRefused() {
        Path dir = temp.resolve("new");
        CliRun.of("tablebase", "--out", dir.toString()).assertOneLineError(ExitCode.USAGE,
                "no problem: give one (--board, --problem, --start, --goal, ...) or an --out directory holding a complete analysis");
        assertFalse(Files.exists(dir));
    }
    @Test
    void badPositionsAreOneLineUsageErrors() {
        Path dir = built("--board", "triangle-5");
        CliRun.of("query", dir.toString(), "--position", "z9").assertOneLineError(ExitCode.USAGE, "no hole 'z9'");
        CliRun.of("query", dir.toString(), "--position", "o/xx/xxx").assertOneLineError(ExitCode.USAGE, "3 rows");
        CliRun.of("query", dir.toString(), "--position", "o/xx/xqx/xxxx/xxxxx").assertOneLineError(ExitCode.USAGE, "'q'");
        CliRun.of("query", dir.toString(), "--position", "1 1").assertOneLineError(ExitCode.USAGE, "listed twice");
        CliRun.of("query", dir.toString()).assertOneLineError(ExitCode.USAGE, "--position");
        CliRun.of("query", "--position", "1").assertOneLineError(ExitCode.USAGE, "missing DIR");
        CliRun.of("query", dir.toString(), "extra", "--position", "1").assertOneLineError(ExitCode.USAGE, "unexpected argument 'extra'");
    }

    @Test
    void directoriesWithoutAUsableTablebaseAreRefused() throws IOException {
        CliRun.of("query", temp.resolve("none").toString(), "--position", "1").assertOneLineError(ExitCode.USAGE, "no tablebase directory");
        Path analysed = temp.resolve("analysed");
        assertEquals(ExitCode.OK, CliRun.of("analyze", "--board", "triangle-4", "--out", analysed.toString(), "--quiet").code());
        CliRun.of("query", analysed.toString(), "--position", "1").assertOneLineError(ExitCode.USAGE, "holds no tablebase");
        Path dir = built("--board", "triangle-5");
        try (RandomAccessFile map = new RandomAccessFile(dir.resolve("tablebase.cm3").toFile(), "rw")) {
            map.setLength(map.length() / 2);
        }
        CliRun.of("query", dir.toString(), "--position", "1").assertOneLineError(ExitCode.USAGE, "interrupted build");
        String record = withoutChecksumLine(Files.readString(dir.resolve("tablebase.txt")));
        AtomicFiles.writeString(dir.resolve("tablebase.txt"), record.replace("format=3", "format=1"));
        CliRun.of("query", dir.toString(), "--position", "1").assertOneLineError(ExitCode.USAGE,
                "tablebase.txt: a tablebase of format 1, without the fewest moves left; build it again with 'pegatlas tablebase --out");
        AtomicFiles.writeString(dir.resolve("tablebase.txt"), record.replace("format=3", "format=2"));
        CliRun.of("query", dir.toString(), "--position", "1").assertOneLineError(ExitCode.USAGE,
                "tablebase.txt: a tablebase of format 2, one map entry per position; build it again with 'pegatlas tablebase --out");
        AtomicFiles.writeString(dir.resolve("tablebase.txt"), "format=7\n");
        CliRun.of("query", dir.toString(), "--position", "1").assertOneLineError(ExitCode.USAGE, "rebuild the tablebase");
    }

    /** A tablebase's record as written before it ended with a checksum line (so that it can be edited). */
    private static String withoutChecksumLine(String record) {
        return record.substring(0, record.indexOf("# crc32c="));
    }

    @Test
    void oneSolutionIsSingular() {
        Path dir = built("--board", "triangle-5");
        CliRun text = CliRun.of("query", dir.toString(), "--position", "2 5 6");
        assertTrue(text.out().contains("6-4      keeps the goal fewest pegs  1, 1 solution, 1 move\n"), text.out());
        CliRun.of("query", dir.toString(), "--position", "2 5 6", "--solution", "1").assertOneLineError(ExitCode.USAGE,
                "solution 1 does not exist: the position has 1 solution, numbered 0 to 0");
    }

    @Test
    void querySolutionByIndexOrAtRandom() {
        Path dir = built("--board", "triangle-5");
        CliRun first = CliRun.of("query", dir.toString(), "--position", "empty: 1", "--solution", "0");
        assertEquals("solution 0 of 6816: 4-1 6-4 1-6 7-2 10-3 12-5 14-12 11-13 13-6 3-10 15-6 6-4 4-1\n", first.out(), first.err());
        CliRun random = CliRun.of("query", dir.toString(), "--position", "empty: 1", "--solution", "random", "--seed", "7");
        assertTrue(random.out().matches("solution \\d+ of 6816 \\(random, --seed 7\\): [-0-9 ]+\n"), random.out());
        assertEquals(random.out(), CliRun.of("query", dir.toString(), "--position", "empty: 1", "--solution", "random", "--seed", "7").out());
        CliRun.of("query", dir.toString(), "--position", "empty: 1", "--solution", "6816").assertOneLineError(ExitCode.USAGE,
                "--solution: solution 6816 does not exist: the position has 6,816 solutions, numbered 0 to 6,815");
        CliRun.of("query", dir.toString(), "--position", "1 2 4", "--solution", "0").assertOneLineError(ExitCode.USAGE,
                "--solution: the position has no solution");
        CliRun.of("query", dir.toString(), "--position", "empty: 1", "--solution", "first").assertOneLineError(ExitCode.USAGE,
                "--solution: a solution is picked by its index (0, 1, ...) or random, not 'first'");
        CliRun.of("query", dir.toString(), "--position", "empty: 1", "--solution", "0", "--seed", "1").assertOneLineError(ExitCode.USAGE,
                "--seed goes with --solution random");
    }

    @Test
    void anEditedRecordIsRefusedInOneLine() throws IOException {
        Path dir = built("--board", "triangle-5");
        String record = Files.readString(dir.resolve("tablebase.txt"));
        assertTrue(record.contains("\nentries=1544\nblocks=" + BLOCKS + "\n"), record);
        AtomicFiles.writeString(dir.resolve("tablebase.txt"), withoutChecksumLine(record).replace("blocks=" + BLOCKS, "blocks=" + (BLOCKS - 1)));
        CliRun.of("query", dir.toString(), "--position", "empty: 1").assertOneLineError(ExitCode.USAGE, "tablebase.cm3 holds " + BLOCKS
                + " blocks where tablebase.txt records " + (BLOCKS - 1) + " in 14 levels (an edited or damaged record?); build the tablebase again");
    }

    @Test
    void editedEntriesOrBlockBitsAreRefusedInOneLine() throws IOException {
        Path dir = built("--board", "triangle-5");
        Path file = dir.resolve("tablebase.txt");
        String record = Files.readString(file);
        for (String edited : List.of(record.replace("\nentries=1544\n", "\nentries=1545\n"), record.replaceFirst("\nblock_bits=1", "\nblock_bits=0"))) {
            assertFalse(edited.equals(record));
            Files.writeString(file, edited);
            CliRun.of("query", dir.toString(), "--position", "empty: 1").assertOneLineError(ExitCode.USAGE,
                    file + ": its records do not match the CRC-32C on its last line (edited or damaged); rebuild the tablebase");
        }
    }

    @Test
    void flippedBytesInTheMapAreCaughtByServeAndVerify() throws IOException {
        Path dir = built("--board", "triangle-5");
        Path map = dir.resolve("tablebase.cm3");
        long size = Files.size(map);
        try (RandomAccessFile file = new RandomAccessFile(map.toFile(), "rw")) {
            // the last entries written: value bytes, past the map's header
            for (long at = size - 4096; at < size; at += 61) {
                file.seek(at);
                int b = file.read();
                file.seek(at);
                file.write(b ^ 0x5a);
            }
        }
        assertEquals(size, Files.size(map));
        CliRun served = assertTimeoutPreemptively(Duration.ofSeconds(60), () -> CliRun.of("serve", dir.toString(), "--port", "0"));
        served.assertOneLineError(ExitCode.USAGE, map + " is damaged: its CRC-32C is not the one tablebase.txt records");
        CliRun verified = CliRun.of("verify", dir.toString(), "--quiet");
        assertEquals(ExitCode.VERIFY_FAILED, verified.code(), verified.err());
        assertTrue(verified.out().contains("MISMATCH tablebase.cm3: CRC-32C differs from the manifest (damaged)"), verified.out());
    }

    @Test
    void aZeroFilledOrRandomMapIsRefusedAtOnce() throws IOException {
        Path dir = built("--board", "triangle-5");
        Path map = dir.resolve("tablebase.cm3");
        byte[] random = new byte[(int) Files.size(map)];
        new Random(49).nextBytes(random);
        for (byte[] content : List.of(new byte[random.length], random)) {
            Files.write(map, content);
            CliRun queried = assertTimeoutPreemptively(Duration.ofSeconds(10),
                    () -> CliRun.of("query", dir.toString(), "--position", "empty: 1"));
            queried.assertOneLineError(ExitCode.USAGE, map + " is damaged: it does not begin with a Chronicle Map header");
            CliRun served = assertTimeoutPreemptively(Duration.ofSeconds(10), () -> CliRun.of("serve", dir.toString(), "--port", "0"));
            served.assertOneLineError(ExitCode.USAGE, map + " is damaged: its CRC-32C is not the one tablebase.txt records");
        }
    }

    @Test
    void queriesLeaveTheMapFileByteForByteUnchanged() throws IOException {
        Path dir = built("--board", "triangle-5");
        AtomicFiles.Written before = AtomicFiles.checksum(dir.resolve("tablebase.cm3"));
        for (String position : List.of("empty: 1", "1 2 4", "o/xx/xxx/xxxx/xxxxx")) {
            assertEquals(ExitCode.OK, CliRun.of("query", dir.toString(), "--position", position).code());
        }
        assertEquals(before, AtomicFiles.checksum(dir.resolve("tablebase.cm3")));
        try (Stream<Path> files = Files.list(dir)) {
            assertFalse(files.anyMatch(p -> p.getFileName().toString().endsWith(".tmp")), "no temporary file left");
        }
    }

    @Test
    void playAndServeRefuseTablebasesTheyCannotUse() {
        Path dir = built("--board", "triangle-5");
        CliRun.of("play", "--board", "triangle-5", "--start", "2", "--tablebase", dir.toString())
                .assertOneLineError(ExitCode.USAGE, "is of another problem");
        CliRun.of("play", "--tablebase", temp.resolve("none").toString()).assertOneLineError(ExitCode.USAGE, "no tablebase directory");
        CliRun.of("serve").assertOneLineError(ExitCode.USAGE, "missing DIR");
        CliRun.of("serve", dir.toString(), "--port", "70000").assertOneLineError(ExitCode.USAGE, "--port needs a port number");
        CliRun.of("serve", temp.toString(), "--port", "0").assertOneLineError(ExitCode.USAGE, "holds no tablebase");
    }

    @Test
    void helpExplainsEveryOption() {
        CliRun tablebase = CliRun.of("tablebase", "--help");
        for (String option : List.of("--board", "--board-file", "--problem", "--start", "--goal", "--out", "--threads", "--quiet")) {
            assertTrue(tablebase.out().contains(option), option);
        }
        CliRun query = CliRun.of("query", "--help");
        assertTrue(query.out().contains("pegatlas query DIR [options]") && query.out().contains("--position") && query.out().contains("--json"),
                query.out());
        CliRun serve = CliRun.of("serve", "--help");
        assertTrue(serve.out().contains("pegatlas serve DIR [options]") && serve.out().contains("--port") && serve.out().contains("/api/jump"),
                serve.out());
        CliRun play = CliRun.of("play", "--help");
        assertTrue(play.out().contains("--tablebase") && play.out().contains("--board") && play.out().contains("undo"), play.out());
    }
}
