package org.pegatlas.problem;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.math.BigInteger;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.pegatlas.board.Board;
import org.pegatlas.board.Boards;
import org.pegatlas.engine.Analysis;
import org.pegatlas.engine.Progress;
import org.pegatlas.problem.PositionClasses.Verdict;
import org.pegatlas.storage.Manifest;
import org.pegatlas.storage.OutputDirectory;

/** Position classes: counts per board, invariance under jumps, verdicts, and agreement with the engine. */
class PositionClassesTest {
    @TempDir
    Path temp;

    @Test
    void classCountsOfTheBuiltInBoards() {
        assertEquals(16, PositionClasses.of(Boards.byName("english")).count(), "de Bruijn's 16 classes");
        assertEquals(16, PositionClasses.of(Boards.byName("french")).count());
        assertEquals(16, PositionClasses.of(Boards.byName("wiegleb")).count());
        assertEquals(16, PositionClasses.of(Boards.byName("diamond")).count());
        for (int n = 4; n <= 8; n++) {
            assertEquals(4, PositionClasses.of(Boards.byName("triangle-" + n)).count(), "triangle-" + n);
        }
        assertEquals(2, PositionClasses.of(Boards.byName("pentagon")).count());
        Board english = Boards.byName("english");
        assertEquals(english.holeCount() - 4, PositionClasses.of(english).rank());
    }

    @ParameterizedTest
    @ValueSource(strings = {"english", "french", "diamond", "triangle-7", "pentagon"})
    void jumpsKeepTheClassAndClassesAreLinear(String name) {
        Board board = Boards.byName(name);
        PositionClasses classes = PositionClasses.of(board);
        Random random = new Random(name.hashCode());
        Set<Long> seen = new HashSet<>();
        for (int trial = 0; trial < 2000; trial++) {
            long p = random.nextLong() & board.fullMask();
            long q = random.nextLong() & board.fullMask();
            int line = random.nextInt(board.lineCount());
            assertTrue(classes.sameClass(p, p ^ board.lineMask(line)));
            assertEquals(classes.classOf(p) ^ classes.classOf(q), classes.classOf(p ^ q));
            assertEquals(classes.classOf(p), classes.classOf(classes.classOf(p)), "the reduced form is its own class");
            seen.add(classes.classOf(p));
        }
        assertEquals(classes.count(), seen.size(), "random positions meet every class");
    }

    @Test
    void englishCentreGameCanOnlyFinishOnTheFiveHolesBellLists() {
        Board english = Boards.byName("english");
        PositionClasses classes = PositionClasses.of(english);
        long start = english.fullMask() & ~(1L << english.hole("d4"));
        List<String> sameClass = new ArrayList<>();
        for (int h = 0; h < english.holeCount(); h++) {
            if (classes.check(start, Goal.onePegOn(h)) == Verdict.SAME_CLASS) {
                sameClass.add(english.holeName(h));
            }
        }
        assertEquals(List.of("d1", "a4", "d4", "g4", "d7"), sameClass);
        assertEquals(Verdict.SAME_CLASS, classes.check(start, Goal.onePegAnywhere()));
    }

    @Test
    void frenchCentreGameCannotLeaveOnePeg() {
        Board french = Boards.byName("french");
        PositionClasses classes = PositionClasses.of(french);
        long centre = french.fullMask() & ~(1L << french.hole("d4"));
        assertEquals(Verdict.DIFFERENT_CLASSES, classes.check(centre, Goal.onePegAnywhere()));
        assertEquals(Verdict.SAME_CLASS, classes.check(centre, Goal.atMost(2)), "two pegs are possible as far as classes go");
        assertEquals(Verdict.DIFFERENT_CLASSES, new Problem(french, centre, Goal.onePegOn(french.hole("d4"))).positionClassCheck());
        long c1 = french.fullMask() & ~(1L << french.hole("c1"));
        assertEquals(Verdict.SAME_CLASS, classes.check(c1, Goal.onePegAnywhere()), "other vacancies can be solvable");
    }

    @Test
    void verdictsForEveryKindOfGoal() {
        Board english = Boards.byName("english");
        PositionClasses classes = PositionClasses.of(english);
        long centre = english.fullMask() & ~(1L << english.hole("d4"));
        long twoPegs = (1L << english.hole("d4")) | (1L << english.hole("d5"));
        assertEquals(classes.sameClass(centre, twoPegs) ? Verdict.SAME_CLASS : Verdict.DIFFERENT_CLASSES,
                classes.check(centre, Goal.exactly(twoPegs)));
        assertEquals(Verdict.SAME_CLASS, classes.check(centre, Goal.atMost(1)));
        assertEquals(Verdict.SAME_CLASS, classes.check(centre, Goal.atMost(4)));
        assertEquals(Verdict.NOT_DECIDED, classes.check(centre, Goal.atMost(12)), "C(33, 12) positions are too many to try");
        assertEquals(Verdict.NOT_DECIDED, classes.check(centre, new Goal() {
            @Override
            public boolean test(long position) {
                return false;
            }

            @Override
            public boolean isFixedBy(int[] permutation) {
                return true;
            }

            @Override
            public String describe(Board board) {
                return "never";
            }
        }));
        Board pentagon = Boards.byName("pentagon");
        PositionClasses p = PositionClasses.of(pentagon);
        long h = pentagon.fullMask() & ~(1L << pentagon.hole("H"));
        for (String inner : List.of("H", "E", "F", "J", "M", "I")) {
            assertEquals(Verdict.SAME_CLASS, p.check(h, Goal.onePegOn(pentagon.hole(inner))), inner);
        }
        for (String outer : List.of("A", "C", "G", "L", "P", "O", "N", "K", "D", "B")) {
            assertEquals(Verdict.DIFFERENT_CLASSES, p.check(h, Goal.onePegOn(pentagon.hole(outer))), outer);
        }
        // the seed's observation: inner vacancies finish inside, outer ones outside
        long inner = pegs(pentagon, "H E F J M I");
        for (int s = 0; s < 16; s++) {
            for (int f = 0; f < 16; f++) {
                boolean sameSide = ((inner >>> s & 1) == (inner >>> f & 1));
                assertEquals(sameSide ? Verdict.SAME_CLASS : Verdict.DIFFERENT_CLASSES,
                        p.check(pentagon.fullMask() & ~(1L << s), Goal.onePegOn(f)), pentagon.holeName(s) + " -> " + pentagon.holeName(f));
            }
        }
    }

    private static long pegs(Board board, String holes) {
        long mask = 0;
        for (String hole : holes.split(" ")) {
            mask |= 1L << board.hole(hole);
        }
        return mask;
    }

    /**
     * On every built-in board of at most 21 holes, for every single-vacancy start and every one-peg
     * finish: "different classes" implies the engine finds no solution. One engine run per start
     * covers all its different-class finishes at once: its goal is one peg on any of them, whose
     * solution count is the sum of theirs (so it is 0 exactly when each of theirs is).
     */
    @ParameterizedTest
    @ValueSource(strings = {"triangle-4", "triangle-5", "triangle-6", "pentagon"})
    void differentClassesMeansTheEngineFindsNoSolution(String name) throws IOException {
        Board board = Boards.byName(name);
        assertTrue(board.holeCount() <= 21);
        PositionClasses classes = PositionClasses.of(board);
        int pairs = 0;
        for (int s = 0; s < board.holeCount(); s++) {
            long start = board.fullMask() & ~(1L << s);
            long otherClass = 0;
            for (int h = 0; h < board.holeCount(); h++) {
                Verdict verdict = new Problem(board, start, Goal.onePegOn(h)).positionClassCheck();
                assertEquals(classes.sameClass(start, 1L << h) ? Verdict.SAME_CLASS : Verdict.DIFFERENT_CLASSES, verdict);
                if (verdict == Verdict.DIFFERENT_CLASSES) {
                    otherClass |= 1L << h;
                }
            }
            assertTrue(otherClass != 0, "every vacancy has finishes in other classes");
            pairs += Long.bitCount(otherClass);
            Problem problem = new Problem(board, start, new OnePegOnAnyOf(otherClass));
            assertEquals(BigInteger.ZERO, solutions(problem, temp.resolve(name + "-" + s)),
                    name + ": " + problem.describeStart() + " -> " + problem.goal().describe(board));
        }
        // pentagon: the 6 inner holes (H E F J M I) and the 10 outer ones are the two classes of single pegs
        int expectedPairs = switch (name) {
            case "triangle-4" -> 82;
            case "triangle-5" -> 150;
            case "triangle-6" -> 294;
            default -> 2 * 6 * 10;
        };
        assertEquals(expectedPairs, pairs, "(start, finish) pairs in different classes");
    }

    /**
     * The larger built-in boards, on starts small enough to search in a test: a cluster of the ten
     * holes nearest to a chosen hole. Whatever the class check rules out, the engine must not find.
     */
    @ParameterizedTest
    @ValueSource(strings = {"english", "french", "wiegleb", "diamond", "triangle-7", "triangle-8"})
    void differentClassesMeansNoSolutionOnTheLargerBoards(String name) throws IOException {
        Board board = Boards.byName(name);
        PositionClasses classes = PositionClasses.of(board);
        int searched = 0;
        for (int centre = 0; centre < board.holeCount(); centre += 7) {
            long start = nearestHoles(board, centre, 10);
            long otherClass = 0;
            for (int h = 0; h < board.holeCount(); h++) {
                if (!classes.sameClass(start, 1L << h)) {
                    otherClass |= 1L << h;
                    assertEquals(Verdict.DIFFERENT_CLASSES, new Problem(board, start, Goal.onePegOn(h)).positionClassCheck());
                }
            }
            if (otherClass == 0) {
                continue;
            }
            searched++;
            Problem problem = new Problem(board, start, new OnePegOnAnyOf(otherClass));
            assertEquals(BigInteger.ZERO, solutions(problem, temp.resolve(name + "-cluster-" + centre)),
                    name + ": " + problem.describeStart() + " -> " + problem.goal().describe(board));
        }
        assertTrue(searched >= 3, "enough starts with finishes in other classes: " + searched);
    }

    /** The {@code count} holes nearest to {@code centre} on the board's grid (ties by hole index). */
    private static long nearestHoles(Board board, int centre, int count) {
        Integer[] holes = new Integer[board.holeCount()];
        for (int h = 0; h < holes.length; h++) {
            holes[h] = h;
        }
        java.util.Arrays.sort(holes, java.util.Comparator.comparingInt((Integer h) -> {
            int dr = board.row(h) - board.row(centre);
            int dc = board.column(h) - board.column(centre);
            return dr * dr + dc * dc;
        }).thenComparingInt(h -> h));
        long mask = 0;
        for (int i = 0; i < count; i++) {
            mask |= 1L << holes[i];
        }
        return mask;
    }

    /** Positive controls: same-class finishes that the engine does reach. */
    @Test
    void sameClassFinishesThatAreSolvable() throws IOException {
        Board t5 = Boards.byName("triangle-5");
        Problem corner = new Problem(t5, t5.fullMask() & ~1L, Goal.onePegOn(0));
        assertEquals(Verdict.SAME_CLASS, corner.positionClassCheck());
        assertTrue(solutions(corner, temp.resolve("t5")).signum() > 0);
        Board pentagon = Boards.byName("pentagon");
        int h = pentagon.hole("H");
        Problem centre = new Problem(pentagon, pentagon.fullMask() & ~(1L << h), Goal.onePegOn(h));
        assertEquals(Verdict.SAME_CLASS, centre.positionClassCheck());
        assertTrue(solutions(centre, temp.resolve("pentagon")).signum() > 0);
    }

    /** One peg left, on any hole of a set. */
    private record OnePegOnAnyOf(long holes) implements Goal {
        @Override
        public boolean test(long position) {
            return Long.bitCount(position) == 1 && (position & holes) != 0;
        }

        @Override
        public boolean isFixedBy(int[] permutation) {
            for (long m = holes; m != 0; m &= m - 1) {
                if ((holes >>> permutation[Long.numberOfTrailingZeros(m)] & 1) == 0) {
                    return false;
                }
            }
            return true;
        }

        @Override
        public String describe(Board board) {
            return "one peg on any of " + board.holeNames(holes);
        }
    }

    private static BigInteger solutions(Problem problem, Path dir) throws IOException {
        Manifest manifest = OutputDirectory.prepare(dir, problem.fingerprint());
        return Analysis.run(problem, dir, manifest, 1, Progress.silent()).report().totals().solutions();
    }
}
