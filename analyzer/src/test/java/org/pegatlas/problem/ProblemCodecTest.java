package org.pegatlas.problem;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pegatlas.board.Board;
import org.pegatlas.board.BoardFile;
import org.pegatlas.board.Boards;
import org.pegatlas.board.Positions;
import org.pegatlas.storage.Manifest;
import org.pegatlas.storage.OutputDirectory;

/** A problem written to a directory's record and read back: start, goal, board (built in or a board file's copy). */
class ProblemCodecTest {
    private final Board english = Boards.byName("english");

    @Test
    void startsAndGoalsAreReadBackFromTheRecord() {
        for (String start : List.of("d4", "empty: d4 e4 c1", "d2 c3 d3 e3 d4 d5", "pegs: d4")) {
            for (String goal : List.of("d4", "c3 e3", "any", "at-most:1", "at-most:2")) {
                Problem problem = new Problem(english, Positions.start(english, start), GoalSpec.parse(english, goal));
                Problem back = ProblemCodec.decode(problem.fingerprint(), english);
                assertEquals(problem.start(), back.start(), start);
                assertEquals(problem.goal(), back.goal(), goal);
                assertEquals(problem.fingerprint(), back.fingerprint());
            }
        }
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> ProblemCodec.decode(Problem.centralGame(english, english.hole("d4")).fingerprint(), Boards.byName("french")));
        assertTrue(e.getMessage().contains("is not one of board french"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> ProblemCodec.decode("board=english;start=zz", english));
    }

    @Test
    void recordsAreWrittenAsEveryVersionWroteThem() {
        String board = "board=english;holes=33;lines=76";
        String layout = ";layout=" + english.digest();
        long start = Positions.start(english, "d4");
        assertEquals(board + ";start=1fffeffff;goal=one peg on d4" + layout, Problem.centralGame(english, english.hole("d4")).fingerprint());
        assertEquals(board + ";start=1fffeffff;goal=one peg anywhere" + layout,
                ProblemCodec.encode(new Problem(english, start, Goal.onePegAnywhere())));
        assertEquals(board + ";start=1fffeffff;goal=at most 1 peg" + layout, ProblemCodec.encode(new Problem(english, start, Goal.atMost(1))));
        assertEquals(board + ";start=1fffeffff;goal=at most 3 pegs" + layout, ProblemCodec.encode(new Problem(english, start, Goal.atMost(3))));
        assertEquals(board + ";start=1fffeffff;goal=exactly pegs on c3 e3" + layout,
                ProblemCodec.encode(new Problem(english, start, Goal.exactly(Positions.holes(english, "c3 e3")))));
        String pairs = "pairs;" + board + layout;
        assertEquals(pairs, ProblemCodec.encodePairs(english, false, false));
        assertEquals(pairs + ";moves;middle", ProblemCodec.encodePairs(english, true, true));
        assertEquals(pairs + ";middle", ProblemCodec.encodePairs(english, false, true));
        assertEquals(pairs + ";class=d1+d4", ProblemCodec.encodeClassPass(english, "d1+d4", 1, Integer.MAX_VALUE));
        assertEquals(pairs + ";middle=15;kept;class=c1;images=2", ProblemCodec.encodeClassPass(english, "c1", 2, 15));
        assertEquals(pairs + ";middle=15;sets;class=c1", ProblemCodec.encodeClassSets(english, "c1", 15));
        assertEquals(pairs + ";starts=c1+c4+f4;ends=c1+c4+f4 mirrored;positions=4108748;endPositions=4108748;part=1000000",
                ProblemCodec.encodeJoin(english, "c1+c4+f4", "c1+c4+f4 mirrored", 4_108_748, 4_108_748, 1_000_000));
    }

    @Test
    void goalsNameTheirHoles() {
        assertEquals(1L << english.hole("d4"), GoalSpec.parse(english, "d4").holes());
        assertEquals(Positions.holes(english, "c3 e3"), GoalSpec.parse(english, "c3 e3").holes());
        assertEquals(0, GoalSpec.parse(english, "any").holes());
        assertEquals(0, GoalSpec.parse(english, "at-most:2").holes());
    }

    @Test
    void identitiesNameTheBoardOfProblemsAndOfPairs() {
        ProblemCodec.Identity problem = ProblemCodec.Identity.of(Problem.centralGame(english, english.hole("d4")).fingerprint());
        assertEquals(new ProblemCodec.Identity("english", english.digest(), false), problem);
        assertEquals(english.digest(), problem.builtInBoard().digest());
        ProblemCodec.Identity pairs = ProblemCodec.Identity.of(ProblemCodec.encodePairs(english, false, false));
        assertTrue(pairs.pairs());
        assertNull(new ProblemCodec.Identity("english", "0000", false).builtInBoard(), "another layout is not the built-in board");
    }

    @Test
    void aBoardFilesProblemIsReadBackFromItsCopy(@TempDir Path dir) throws IOException {
        String text = "name: cracker\ndirections: triangular\no\nxx\nxxx\nxxxx\nxxxxx\n";
        Board board = BoardFile.parse(text, "cracker").board();
        Problem problem = new Problem(board, board.fullMask() & ~1L, Goal.onePegOn(0));
        Manifest manifest = OutputDirectory.prepare(dir, problem.fingerprint());
        IllegalArgumentException missing = assertThrows(IllegalArgumentException.class, () -> ProblemCodec.read(dir, manifest));
        assertTrue(missing.getMessage().contains("board cracker is not built in and no copy of its board file is kept"), missing.getMessage());
        ProblemCodec.recordBoardFile(dir, manifest, text);
        manifest.save();
        assertEquals(problem.fingerprint(), ProblemCodec.read(dir, Manifest.load(dir)).fingerprint());
        Files.writeString(dir.resolve(ProblemCodec.BOARD_COPY), text + "\n");
        IllegalArgumentException changed = assertThrows(IllegalArgumentException.class, () -> ProblemCodec.read(dir, Manifest.load(dir)));
        assertTrue(changed.getMessage().contains("has changed since the run wrote it"), changed.getMessage());
        assertFalse(Files.exists(dir.resolve("problem.options")));
    }
}
