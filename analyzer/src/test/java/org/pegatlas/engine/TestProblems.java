package org.pegatlas.engine;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.pegatlas.board.Board;
import org.pegatlas.board.Boards;
import org.pegatlas.engine.store.MemoryBudget;
import org.pegatlas.problem.Goal;
import org.pegatlas.problem.Problem;
import org.pegatlas.storage.Manifest;
import org.pegatlas.storage.OutputDirectory;

/** Problems for the search tests, and a helper to run the engine on one. */
final class TestProblems {
    /** The English preset problems of boards.md: pegs listed, goal one peg on d4. */
    static final List<List<String>> ENGLISH_PRESETS = List.of(
            List.of("cross", "d2 c3 d3 e3 d4 d5"),
            List.of("plus", "d2 d3 b4 c4 d4 e4 f4 d5 d6"),
            List.of("fireplace", "c1 d1 e1 c2 d2 e2 c3 d3 e3 c4 e4"),
            List.of("up-arrow", "d1 c2 d2 e2 b3 c3 d3 e3 f3 d4 d5 c6 d6 e6 c7 d7 e7"),
            List.of("pyramid", "d2 c3 d3 e3 b4 c4 d4 e4 f4 a5 b5 c5 d5 e5 f5 g5"),
            List.of("diamond", "d1 c2 d2 e2 b3 c3 d3 e3 f3 a4 b4 c4 e4 f4 g4 b5 c5 d5 e5 f5 c6 d6 e6 d7"));

    private TestProblems() {
    }

    static long pegs(Board board, String holes) {
        long mask = 0;
        for (String hole : holes.trim().split("\\s+")) {
            mask |= 1L << board.hole(hole);
        }
        return mask;
    }

    /** An English preset by name. */
    static Problem englishPreset(String name) {
        Board english = Boards.byName("english");
        for (List<String> preset : ENGLISH_PRESETS) {
            if (preset.get(0).equals(name)) {
                return new Problem(english, pegs(english, preset.get(1)), Goal.onePegOn(english.hole("d4")));
            }
        }
        throw new IllegalArgumentException(name);
    }

    /** Full board less {@code vacant}, finishing with one peg on {@code goal}. */
    static Problem vacancy(Board board, String vacant, String goal) {
        return new Problem(board, board.fullMask() & ~(1L << board.hole(vacant)), Goal.onePegOn(board.hole(goal)));
    }

    /** Prepares {@code dir} and runs the whole analysis into it. */
    static Analysis.Outcome analyse(Problem problem, Path dir, int threads) throws IOException {
        return analyse(problem, dir, threads, MemoryBudget.ofJvm());
    }

    /** Prepares {@code dir} and runs the whole analysis into it within {@code budget}. */
    static Analysis.Outcome analyse(Problem problem, Path dir, int threads, MemoryBudget budget) throws IOException {
        Manifest manifest = OutputDirectory.prepare(dir, problem.fingerprint());
        return Analysis.run(problem, dir, manifest, new RunSettings(threads, budget, Progress.silent()), false);
    }
}
