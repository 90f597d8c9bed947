package org.pegatlas.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pegatlas.board.Board;
import org.pegatlas.board.Boards;
import org.pegatlas.board.Positions;
import org.pegatlas.problem.Goal;
import org.pegatlas.engine.MemoryTempDirs;
import org.pegatlas.problem.Problem;
import org.pegatlas.tablebase.Tablebase;
import org.pegatlas.tablebase.Tablebases;

/** The terminal game driven by piped commands, with and without a tablebase. */
class PlaySessionTest {
    @TempDir(factory = MemoryTempDirs.class)
    static Path dir;
    static final Board TRIANGLE = Boards.byName("triangle-5");
    static final Problem PROBLEM = new Problem(TRIANGLE, Positions.start(TRIANGLE, "1"), Goal.onePegOn(0));
    static Tablebase tablebase;

    @BeforeAll
    static void build() throws IOException {
        Tablebases.build(PROBLEM, dir.resolve("tb"));
        tablebase = Tablebase.open(dir.resolve("tb"));
    }

    @AfterAll
    static void close() {
        tablebase.close();
    }

    private static String play(Problem problem, Tablebase tablebase, String input) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        new PlaySession(problem, tablebase, new PrintStream(bytes, true, StandardCharsets.UTF_8)).run(new BufferedReader(new StringReader(input)));
        return bytes.toString(StandardCharsets.UTF_8);
    }

    @Test
    void aChainOfJumpsByOnePegIsPlayedAsFewestMovesPrintsIt() throws IOException {
        String out = play(PROBLEM, null, "4-1 6-4 15-6 3-10 13-6 11-13 14-12-5\n");
        assertTrue(out.contains("6 pegs, 8 jumps"), out);
        assertTrue(play(PROBLEM, null, "4-1-6\n").contains("! jump 1-6 is not legal here"), "each jump of the chain is checked");
    }

    @Test
    void hintsListTheWinningJumpsWithTheirSolutionCounts() throws IOException {
        String out = play(PROBLEM, tablebase, "4-1\nhint\n");
        assertTrue(out.contains("""
                         1
                       .   3
                     .   5   6
                   7   8   9  10
                11  12  13  14  15
                13 pegs, 1 jump; the goal is reachable (3,408 solutions from here, fewest moves left 9)
                """), out);
        assertTrue(out.contains("""
                  6-4      1,848 solutions, fewest moves 9 *
                  13-4     1,560 solutions, fewest moves 9 *
                2 of 4 jumps keep the goal reachable; these lose it: 9-2 11-4; * keeps the fewest moves (9)
                """), out);
    }

    /**
     * Moves left count the move being made: after the sample solution's 15-6 (its 11th jump) the
     * chain 6-4-1 continues that move, so no move is left to start; after 4-1 6-4 7-2, 1-4 takes a
     * move more than the others (unmarked); {@code solve fewest} finishes in the moves left.
     */
    @Test
    void movesLeftCountTheMoveBeingMadeAndSolveFewestFinishesInThem() throws IOException {
        String chain = play(PROBLEM, tablebase, "4-1 6-4 1-6 7-2 10-3 12-5 14-12 11-13 13-6 3-10 15-6\nhint\n");
        assertTrue(chain.contains("3 pegs, 11 jumps; the goal is reachable (1 solution from here, fewest moves left 0)"), chain);
        assertTrue(chain.contains("  6-4      1 solution, fewest moves 0 *\n"), chain);
        String mixed = play(PROBLEM, tablebase, "4-1 6-4 7-2\nhint\nsolve fewest\n");
        assertTrue(mixed.contains("""
                  1-4      45 solutions, fewest moves 8
                  1-6      91 solutions, fewest moves 7 *
                """), mixed);
        assertTrue(mixed.contains("6 of 8 jumps keep the goal reachable; these lose it: 9-7 13-6; * keeps the fewest moves (7)"), mixed);
        // 1-6 10-3 12-5 14-12 11-13-6 3-10 15-6-4-1: 7 moves
        assertTrue(mixed.contains("finished in 10 jumps: 1-6 10-3 12-5 14-12 11-13 13-6 3-10 15-6 6-4 4-1 (the fewest moves left, 7;"), mixed);
        assertTrue(mixed.contains("1 peg, 13 jumps; goal reached: solved!"), mixed);
    }

    @Test
    void solveKeepsThePlayersJumpsAndReplayShowsTheWholeGame() throws IOException {
        String out = play(PROBLEM, tablebase, "6-1 13-6\nsolve\nreplay\n");
        assertTrue(out.contains("finished in 11 jumps: "), out);
        assertTrue(out.contains("1 peg, 13 jumps; goal reached: solved!"), out);
        assertTrue(out.contains("1. 6-1:\n") && out.contains("2. 13-6:\n") && out.contains("13. "), out);
        String lost = play(PROBLEM, tablebase, "4-1 9-2\nsolve\nhint\n");
        assertTrue(lost.contains("12 pegs, 2 jumps; the goal is out of reach (fewest pegs now 1)\n"), lost);
        assertTrue(lost.contains("the goal cannot be reached from here; undo to a position that can reach it\n"), lost);
        assertTrue(lost.contains("no jump keeps the goal reachable; undo to get back on track\n"), lost);
    }

    @Test
    void solveTakesANumberedSolutionOrARandomOneWithItsSeed() throws IOException {
        String first = play(PROBLEM, tablebase, "solve 0\n");
        assertTrue(first.contains("finished in 13 jumps: 4-1 6-4 1-6 7-2 10-3 12-5 14-12 11-13 13-6 3-10 15-6 6-4 4-1"
                + " (solution 0 of 6,816 from here; replay shows the whole game)\n"), first);
        assertEquals(first.replace("solve 0", "solve"), play(PROBLEM, tablebase, "solve\n"), "solve is solution 0");
        String last = play(PROBLEM, tablebase, "6-1\nsolve 3407\n");
        assertTrue(last.contains("(solution 3,407 of 3,408 from here; replay shows the whole game)"), last);
        assertTrue(last.contains("1 peg, 13 jumps; goal reached: solved!"), last);
        String drawn = play(PROBLEM, tablebase, "solve random 7\n");
        assertTrue(drawn.contains(" from here, drawn at random with seed 7; replay shows the whole game)"), drawn);
        assertEquals(drawn, play(PROBLEM, tablebase, "solve random 7\n"), "the same seed draws the same solution");
        String fresh = play(PROBLEM, tablebase, "solve random\n");
        assertTrue(fresh.matches("(?s).*of 6,816 from here, drawn at random with seed -?\\d+; .*"), fresh);
        String wrong = play(PROBLEM, tablebase, "solve 6816\nsolve first\nsolve random x\nsolve 1 2\n");
        assertTrue(wrong.contains("! solution 6816 does not exist: the position has 6,816 solutions, numbered 0 to 6,815\n"), wrong);
        assertTrue(wrong.contains("! a solution is picked by its index (0, 1, ...) or random, not 'first'\n"), wrong);
        assertTrue(wrong.contains("! the seed of solve random is a whole number, not 'x'\n"), wrong);
        assertTrue(wrong.contains("! solve takes a solution's index, random or random SEED, not '1 2'\n"), wrong);
        String none = play(PROBLEM, null, "solve 3\n");
        assertTrue(none.contains("! solve 3 needs a tablebase (play --tablebase DIR); solve alone searches\n"), none);
    }

    @Test
    void mistakesChangeNothingAndUndoRedoWalkTheGame() throws IOException {
        String out = play(PROBLEM, tablebase, "1-4\n4-9\nfrobnicate\nundo\n4-1\nundo\nredo\nredo\nquit\n4-1\n");
        assertTrue(out.contains("! jump 1-4 is not legal here: no peg on 1\n"), out);
        assertTrue(out.contains("! board triangle-5 has no jump 4-9 (a peg jumps one neighbour into the hole beyond)\n"), out);
        assertTrue(out.contains("! 'frobnicate' is not a jump; write it from-to, like 1-4; type help for the commands\n"), out);
        assertTrue(out.contains("! nothing to undo\n") && out.contains("undone\n") && out.contains("redone\n") && out.contains("! nothing to redo\n"), out);
        assertTrue(out.endsWith("! nothing to redo\nbye\n"), "quit stops reading: " + out);
    }

    @Test
    void savedGamesLoadBackAndOtherProblemsGamesAreRefused() throws IOException {
        Path file = dir.resolve("game.txt");
        play(PROBLEM, tablebase, "4-1 6-4\nsave " + file + "\n");
        assertEquals("# pegatlas game\nproblem: " + PROBLEM.fingerprint() + "\njumps: 4-1 6-4\n", Files.readString(file));
        String loaded = play(PROBLEM, tablebase, "load " + file + "\n");
        assertTrue(loaded.contains("loaded 2 jumps from " + file + "\n") && loaded.contains("12 pegs, 2 jumps"), loaded);
        Problem other = new Problem(TRIANGLE, Positions.start(TRIANGLE, "4"), Goal.onePegAnywhere());
        String refused = play(other, null, "load " + file + "\nload " + dir.resolve("none.txt") + "\n");
        assertTrue(refused.contains("! " + file + ": the saved game is of another problem"), refused);
        assertTrue(refused.contains("! cannot read " + dir.resolve("none.txt") + ": no such file"), refused);
        Files.writeString(file, "problem: " + PROBLEM.fingerprint() + "\njumps: 4-1 4-1\n");
        String illegal = play(PROBLEM, tablebase, "load " + file + "\n");
        assertTrue(illegal.contains("! " + file + ": saved jump 2: jump 4-1 is not legal here: no peg on 4"), illegal);
        Files.write(file, new byte[] {'j', (byte) 0xff, (byte) 0xfe, '\n'});
        String binary = play(PROBLEM, tablebase, "load " + file + "\n");
        assertTrue(binary.contains("! cannot read " + file + ": not a text file (not UTF-8)\n"), binary);
    }

    @Test
    void withoutATablebaseHintsListJumpsAndSolveSearches() throws IOException {
        String out = play(PROBLEM, null, "hint\nsolve\n");
        assertTrue(out.contains("no tablebase: hints list the legal jumps and solve searches; for exact values build one with"
                + " 'pegatlas tablebase <the same problem options> --out DIR' and play with --tablebase DIR"), out);
        assertTrue(out.contains("legal jumps: 4-1 6-1 (no tablebase: which keep the goal is not known; try solve)"), out);
        assertTrue(out.contains("finished in 13 jumps: ") && out.contains("1 peg, 13 jumps; goal reached: solved!"), out);
        String lost = play(PROBLEM, null, "4-1 9-2\nsolve\n");
        assertTrue(lost.contains("the goal cannot be reached from here"), lost);
    }
}
