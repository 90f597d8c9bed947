package org.pegatlas.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.math.BigInteger;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pegatlas.board.Board;
import org.pegatlas.board.Boards;
import org.pegatlas.reports.Json;
import org.pegatlas.storage.Manifest;
import org.pegatlas.storage.OutputDirectory;

/** {@code pegatlas report} on triangle-5 runs: the page holds exactly the run's figures, and nothing from the network. */
class ReportCommandTest {
    @TempDir
    static Path temp;
    static Path analysis;
    static Path pairs;
    /** triangle-5 as a board file of another name, with its central game's start drawn in. */
    static final String CRACKER = "name: cracker\ndirections: triangular\no\nxx\nxxx\nxxxx\nxxxxx\n";
    /** A board file of the same name and another layout. */
    static final String NOT_CRACKER = "name: cracker\ndirections: orthogonal\nooo\nooo\n";

    @BeforeAll
    static void runTriangle5() {
        analysis = temp.resolve("t5");
        pairs = temp.resolve("t5-pairs");
        assertEquals(ExitCode.OK, CliRun.of("analyze", "--board", "triangle-5", "--out", analysis.toString(), "--quiet").code());
        assertEquals(ExitCode.OK, CliRun.of("pairs", "--board", "triangle-5", "--out", pairs.toString(), "--quiet").code());
    }

    private static String report(Path dir, String... options) throws IOException {
        List<String> args = new ArrayList<>(List.of("report", dir.toString()));
        args.addAll(List.of(options));
        CliRun r = CliRun.of(args.toArray(new String[0]));
        assertEquals(ExitCode.OK, r.code(), r.err());
        assertTrue(r.out().startsWith("wrote " + dir.resolve("report.html")), r.out());
        return Files.readString(dir.resolve("report.html"));
    }

    private static Map<?, ?> json(Path file) throws IOException {
        return (Map<?, ?>) Json.parse(Files.readString(file));
    }

    private static Map<?, ?> data(String html) {
        Matcher m = Pattern.compile("<script type=\"application/json\" id=\"report-data\">\n(.*?)\n</script>", Pattern.DOTALL).matcher(html);
        assertTrue(m.find(), "data block");
        return (Map<?, ?>) Json.parse(m.group(1));
    }

    /** The totals table's figures by key, thousands separators removed. */
    private static Map<String, String> totalsTable(String html) {
        Map<String, String> figures = new HashMap<>();
        Matcher m = Pattern.compile("data-key=\"(\\w+)\">([0-9,]+)<").matcher(html);
        while (m.find()) {
            figures.put(m.group(1), m.group(2).replace(",", ""));
        }
        return figures;
    }

    static void assertOffline(String html) {
        assertFalse(Pattern.compile("(src|href)\\s*=\\s*[\"']?\\s*(https?:|//)", Pattern.CASE_INSENSITIVE).matcher(html).find(), "external src/href");
        assertFalse(html.contains("<link") || html.contains("@import") || html.contains("url("), "no linked resources");
    }

    @Test
    void analysisReportHoldsExactlyTheSummarysFigures() throws IOException {
        String html = report(analysis);
        assertOffline(html);
        Map<?, ?> summary = json(analysis.resolve("summary.json"));
        Map<?, ?> data = data(html);
        Map<?, ?> totals = (Map<?, ?>) data.get("totals");
        Map<String, String> table = totalsTable(html);
        for (String key : List.of("reachable_raw", "reachable_canonical", "solvable_raw", "solvable_canonical", "dead_ends_raw", "dead_ends_canonical",
                "solutions", "games")) {
            assertEquals(summary.get(key).toString(), totals.get(key), key);
            assertEquals(summary.get(key).toString(), table.get(key), key);
        }
        for (String key : List.of("levels", "shortest_game_jumps", "longest_game_jumps")) {
            assertEquals(summary.get(key), totals.get(key), key);
            assertEquals(summary.get(key).toString(), table.get(key), key);
        }
        // the triangle-5 figures, pinned
        assertEquals(List.of("3016", "1544", "370", "190", "122", "72", "6816", "568630"), List.of(table.get("reachable_raw"),
                table.get("reachable_canonical"), table.get("solvable_raw"), table.get("solvable_canonical"), table.get("dead_ends_raw"),
                table.get("dead_ends_canonical"), table.get("solutions"), table.get("games")));
        List<String> levelsCsv = Files.readAllLines(analysis.resolve("levels.csv"));
        List<?> levels = (List<?>) data.get("levels");
        assertEquals(levelsCsv.size() - 1, levels.size());
        for (int i = 0; i < levels.size(); i++) {
            String[] f = levelsCsv.get(i + 1).split(",");
            Map<?, ?> level = (Map<?, ?>) levels.get(i);
            assertEquals(List.of(f[0], f[1], f[2], f[3], f[4], f[5], f[6], f[7], f[8], f[9]), List.of(level.get("level").toString(),
                    level.get("pegs").toString(), level.get("reachable_raw"), level.get("reachable_canonical"), level.get("solvable_raw"),
                    level.get("solvable_canonical"), level.get("dead_ends_raw"), level.get("dead_ends_canonical"), level.get("paths"),
                    level.get("games_ended")), "level " + i);
        }
        Map<?, ?> run = (Map<?, ?>) summary.get("run");
        assertTrue(html.contains("<tr><th>time</th><td>" + run.get("elapsed_seconds") + " s</td></tr>"), "time");
        assertTrue(html.contains(String.format(java.util.Locale.ROOT, "%,d bytes", (BigInteger) run.get("peak_memory_bytes"))), "memory");
        assertTrue(html.contains("<tr><th>threads</th><td>" + run.get("threads") + "</td></tr>"), "threads");
        assertTrue(Manifest.load(analysis).hasFile("report.html"), "recorded in the manifest");
    }

    @Test
    void analysisReportReplaysTheSampleSolution() throws IOException {
        Map<?, ?> data = data(report(analysis));
        Board board = Boards.byName("triangle-5");
        List<String> start = new ArrayList<>();
        for (int h = 1; h < 15; h++) {
            start.add(board.holeName(h));
        }
        assertEquals(start, data.get("start_pegs"));
        assertEquals(List.of("1"), data.get("goal_holes"));
        List<?> jumps = (List<?>) data.get("solution");
        assertEquals(json(analysis.resolve("summary.json")).get("sample_solution"), jumps.stream().map(j -> ((Map<?, ?>) j).get("jump")).toList());
        assertEquals(Map.of("jump", "4-1", "from", "4", "over", "2", "to", "1"), jumps.get(0));
        assertEquals(Map.of("jump", "10-3", "from", "10", "over", "6", "to", "3"), jumps.get(4));
        assertEquals(Map.of("jump", "4-1", "from", "4", "over", "2", "to", "1"), jumps.get(12), "the last jump ends on the goal");
    }

    /** Every pair's exact count in its cell's title and in the page's data; each solvable cell's sample solution too (solutions.csv). */
    @Test
    void pairsReportHoldsEveryPairExactly() throws IOException {
        String html = report(pairs);
        assertOffline(html);
        List<String> csv = Files.readAllLines(pairs.resolve("pairs.csv"));
        List<?> rows = (List<?>) data(html).get("solutions");
        Map<String, String> samples = new java.util.HashMap<>(); // start,end -> jumps
        List<String> solutionsCsv = Files.readAllLines(pairs.resolve("solutions.csv"));
        for (String line : solutionsCsv.subList(1, solutionsCsv.size())) {
            String[] f = line.split(",");
            samples.put(f[0] + "," + f[1], f[2]);
            assertTrue(html.contains("<tr id=\"solution-" + f[0] + "-" + f[1] + "\"><td>" + f[0] + "</td><td>" + f[1] + "</td><td class=\"jumps\">"
                    + f[2] + "</td></tr>"), "the table of samples: " + line);
        }
        int cells = 0;
        int unsolvable = 0;
        for (String line : csv.subList(1, csv.size())) {
            String[] f = line.split(",");
            int s = Integer.parseInt(f[0]) - 1;
            int e = Integer.parseInt(f[1]) - 1;
            assertEquals(f[3], ((List<?>) rows.get(s)).get(e), line);
            assertTrue(html.contains("data-start=\"" + f[0] + "\" data-end=\"" + f[1] + "\" data-count=\"" + f[3] + "\"><title>start " + f[0]
                    + " vacated, last peg on " + f[1] + ": " + (f[2].equals("true") ? String.format(java.util.Locale.ROOT, "%,d", Long.parseLong(f[3]))
                            + (f[3].equals("1") ? " solution" : " solutions") + "; a solution: " + samples.get(f[0] + "," + f[1]) : "unsolvable")
                    + "</title>"), line);
            cells++;
            unsolvable += f[2].equals("true") ? 0 : 1;
        }
        assertEquals(225, cells);
        assertEquals(225 - 54, unsolvable);
        assertEquals(54, samples.size(), "one sample per solvable pair");
        assertEquals(unsolvable, html.split("class=\"cross\"", -1).length - 1);
        Map<?, ?> summary = json(pairs.resolve("pairs.json"));
        Map<String, String> table = totalsTable(html);
        assertEquals(List.of("15", "54", "438984"), List.of(table.get("solvable_starts"), table.get("solvable_pairs"), table.get("solutions")));
        for (String key : List.of("solvable_starts", "solvable_pairs", "solutions")) {
            assertEquals(summary.get(key).toString(), table.get(key), key);
        }
        assertTrue(html.contains("<tr><th>time</th><td>" + ((Map<?, ?>) summary.get("run")).get("elapsed_seconds") + " s</td></tr>"), "time");
    }

    @Test
    void anAnalysisOfABoardFileNeedsNoBoardFileItKeepsItsCopy() throws IOException {
        Path file = Files.writeString(temp.resolve("cracker.board"), CRACKER);
        Path dir = temp.resolve("cracker");
        assertEquals(ExitCode.OK, CliRun.of("analyze", "--board-file", file.toString(), "--out", dir.toString(), "--quiet").code());
        Files.delete(file); // the directory names its board by itself (board.txt)
        String html = report(dir);
        assertEquals(totalsTable(report(analysis)), totalsTable(html), "the same figures as the built-in triangle-5");
        assertTrue(html.contains("aria-label=\"board cracker\""));
        Path other = Files.writeString(temp.resolve("other.board"), NOT_CRACKER);
        CliRun.of("report", dir.toString(), "--board-file", other.toString()).assertOneLineError(ExitCode.USAGE, "is not the board " + dir);

        Path copy = dir.resolve("board.txt");
        Files.writeString(copy, CRACKER.replace("name: cracker", "name: cracker "));
        CliRun.of("report", dir.toString()).assertOneLineError(ExitCode.USAGE, copy + " has changed since the run wrote it");
        // a directory without the copy (written before it was kept) needs the board file given
        Files.delete(copy);
        CliRun.of("report", dir.toString()).assertOneLineError(ExitCode.USAGE, "board cracker is not built in and no copy of its board file is kept");
        Files.writeString(file, CRACKER);
        assertEquals(html, report(dir, "--board-file", file.toString()));
    }

    @Test
    void aPairsTableOfABoardFileNeedsNoBoardFileItKeepsItsCopy() throws IOException {
        Path file = Files.writeString(temp.resolve("cracker-pairs.board"), CRACKER);
        Path dir = temp.resolve("cracker-pairs");
        assertEquals(ExitCode.OK, CliRun.of("pairs", "--board-file", file.toString(), "--out", dir.toString(), "--quiet").code());
        String html = report(dir);
        assertTrue(html.contains("aria-label=\"board cracker\""));
        CliRun.of("report", dir.toString(), "--board-file", Files.writeString(temp.resolve("other-pairs.board"), NOT_CRACKER).toString())
                .assertOneLineError(ExitCode.USAGE, "is not the board " + dir);
        // a table written before the copy was kept needs the board file given
        Files.delete(dir.resolve("board.txt"));
        CliRun.of("report", dir.toString()).assertOneLineError(ExitCode.USAGE, "board cracker is not built in and no copy of its board file is kept");
        assertEquals(html, report(dir, "--board-file", file.toString()));
    }

    @Test
    void badDirectoriesAreOneLineUsageErrors() throws IOException {
        CliRun.of("report").assertOneLineError(ExitCode.USAGE, "missing DIR");
        CliRun.of("report", "a", "b").assertOneLineError(ExitCode.USAGE, "unexpected argument 'b'");
        CliRun.of("report", temp.resolve("none").toString()).assertOneLineError(ExitCode.USAGE, "no output directory");
        Path empty = Files.createDirectories(temp.resolve("empty"));
        CliRun.of("report", empty.toString()).assertOneLineError(ExitCode.USAGE, "holds no pegatlas results");
        assertFalse(Files.exists(empty.resolve("report.html")));

        Path copy = Files.createDirectories(temp.resolve("copy"));
        for (String name : List.of("manifest.txt", "summary.json", "levels.csv")) {
            Files.copy(analysis.resolve(name), copy.resolve(name));
        }
        Files.writeString(copy.resolve("summary.json"), Files.readString(copy.resolve("summary.json")).replace("\"games\": 568630", "\"games\": 568631"));
        CliRun.of("report", copy.toString()).assertOneLineError(ExitCode.USAGE, "summary.json has changed since the run wrote it");
        Files.delete(copy.resolve("summary.json"));
        CliRun.of("report", copy.toString()).assertOneLineError(ExitCode.USAGE, "summary.json is missing");
        Manifest.load(copy).put(OutputDirectory.STATUS_KEY, OutputDirectory.RUNNING).save();
        CliRun.of("report", copy.toString()).assertOneLineError(ExitCode.USAGE, "holds a run that did not finish");
        assertFalse(Files.exists(copy.resolve("report.html")));
    }

    @Test
    void helpNeedsNoDirectory() {
        CliRun r = CliRun.of("report", "--help");
        assertEquals(ExitCode.OK, r.code());
        assertTrue(r.out().contains("pegatlas report DIR [options]") && r.out().contains("--board-file") && r.out().contains("--help"), r.out());
        assertTrue(CliRun.of("--help").out().contains("report"));
    }
}
