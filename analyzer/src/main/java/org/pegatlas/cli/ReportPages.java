package org.pegatlas.cli;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.pegatlas.board.Board;
import org.pegatlas.board.BoardDrawing;
import org.pegatlas.reports.AnalysisReport;
import org.pegatlas.reports.PairsCsv;
import org.pegatlas.reports.SavedResults;
import org.pegatlas.reports.html.BoardLayout;
import org.pegatlas.reports.html.HtmlReport;
import org.pegatlas.reports.html.Jump;
import org.pegatlas.reports.html.ServedPage;
import org.pegatlas.problem.Problem;

/**
 * The HTML report of a saved run: its figures read back from the output directory, and what only
 * the board can tell added (where the holes lie, the start's pegs, the goal's holes, and the
 * holes of every jump of the sample solution). Also the interactive board page that {@code serve}
 * answers {@code GET /} with.
 */
final class ReportPages {
    private ReportPages() {
    }

    /** The page of an analysis directory of {@code problem}. */
    static String analysis(SavedRun run, Problem problem) throws CommandException, IOException {
        AnalysisReport report;
        try {
            report = SavedResults.analysis(run.read("summary.json"), run.read("levels.csv"));
        } catch (IllegalArgumentException e) {
            throw CommandException.usage(run.dir() + ": " + e.getMessage());
        }
        Board board = problem.board();
        long start = problem.start();
        return HtmlReport.analysis(report, layout(board), board.holeNameList(start), board.holeNameList(problem.goal().holes()),
                jumps(board, start, report.sampleSolution()));
    }

    /** The page of a pairs directory computed on {@code board}, with its sample solutions when it has them ({@code solutions.csv}). */
    static String pairs(SavedRun run, Board board) throws CommandException, IOException {
        try {
            String samples = run.records(PairsCsv.SOLUTIONS_FILE) ? run.read(PairsCsv.SOLUTIONS_FILE) : null;
            return HtmlReport.pairs(SavedResults.pairs(run.read("pairs.json"), run.read("pairs.csv"), run.read("starts.csv"), samples),
                    layout(board));
        } catch (IllegalArgumentException e) {
            throw CommandException.usage(run.dir() + ": " + e.getMessage());
        }
    }

    /** The interactive board page of {@code problem}'s tablebase ({@link ServedPage}). */
    static String served(Problem problem) throws CommandException {
        Board board = problem.board();
        return ServedPage.render(layout(board), board.holeNameList(problem.goal().holes()), problem.describeStart(), problem.goal().describe(board));
    }

    /** Where the board's holes lie ({@link BoardDrawing#points}). */
    static BoardLayout layout(Board board) {
        double[][] points = BoardDrawing.points(board);
        List<BoardLayout.Hole> holes = new ArrayList<>();
        for (int h = 0; h < board.holeCount(); h++) {
            holes.add(new BoardLayout.Hole(board.holeName(h), points[h][0], points[h][1]));
        }
        return new BoardLayout(board.name(), holes);
    }

    /**
     * The jumps of a solution written {@code from-to}, replayed from {@code start}: each must be a
     * legal jump of the position it is made in.
     */
    static List<Jump> jumps(Board board, long start, List<String> names) throws CommandException {
        List<Jump> jumps = new ArrayList<>();
        long position = start;
        for (String name : names) {
            int chosen = -1;
            for (int line = 0; line < board.lineCount() && chosen < 0; line++) {
                int[] l = board.line(line);
                if (board.jumpName(line).equals(name) && (position >>> l[0] & 1) == 1 && (position >>> l[1] & 1) == 1 && (position >>> l[2] & 1) == 0) {
                    chosen = line;
                }
            }
            if (chosen < 0) {
                throw CommandException.usage("summary.json: jump " + (jumps.size() + 1) + " of the sample solution, " + name + ", is no legal jump there");
            }
            int[] l = board.line(chosen);
            jumps.add(new Jump(name, board.holeName(l[0]), board.holeName(l[1]), board.holeName(l[2])));
            position ^= board.lineMask(chosen);
        }
        return jumps;
    }
}
