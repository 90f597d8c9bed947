package org.pegatlas.play;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import org.pegatlas.board.Board;
import org.pegatlas.problem.Problem;
import org.pegatlas.board.Jumps;

/**
 * One game of a problem: the jumps played from the start, and the jumps undone (which
 * {@link #redo} plays again until another jump is made). Saved as text:
 *
 * <pre>
 * # pegatlas game
 * problem: FINGERPRINT
 * jumps: d2-d4 b3-d3
 * </pre>
 */
final class Game {
    private final Problem problem;
    private final List<Integer> played = new ArrayList<>();
    private final Deque<Integer> undone = new ArrayDeque<>();
    private long position;

    Game(Problem problem) {
        this.problem = problem;
        this.position = problem.start();
    }

    Problem problem() {
        return problem;
    }

    /** The current position (raw). */
    long position() {
        return position;
    }

    /** The jump lines played, in order. */
    List<Integer> played() {
        return List.copyOf(played);
    }

    /** The position after the first {@code jumps} played jumps (0: the start). */
    long positionAfter(int jumps) {
        long p = problem.start();
        for (int i = 0; i < jumps; i++) {
            p ^= problem.board().lineMask(played.get(i));
        }
        return p;
    }

    /**
     * Plays {@code move}: a jump written {@code from-to}, or a chain of jumps by one peg written
     * hole after hole ({@code 14-12-5}, as {@code fewest moves:} prints a move), one jump after
     * another; forgets the undone jumps.
     *
     * @throws IllegalArgumentException with a one-line reason when a jump is not legal here (the
     *     chain's jumps before it stay played)
     */
    void jump(String move) {
        String[] holes = move.trim().split("-", -1);
        if (holes.length <= 2) {
            playNew(move);
        }
        for (int i = 0; holes.length > 2 && i + 1 < holes.length; i++) {
            playNew(holes[i] + "-" + holes[i + 1]);
        }
    }

    /** Plays one jump written {@code from-to}, if legal here, and forgets the undone jumps. */
    private void playNew(String jump) {
        play(Jumps.parseLegal(problem.board(), position, jump));
        undone.clear();
    }

    /** Plays a legal jump line, keeping the undone jumps (the caller decides). */
    private void play(int line) {
        position ^= problem.board().lineMask(line);
        played.add(line);
    }

    /** Appends legal jump lines (a found finish); forgets the undone jumps. */
    void playAll(List<Integer> lines) {
        for (int line : lines) {
            if (!problem.board().canJump(position, line)) {
                throw new IllegalStateException("jump " + problem.board().jumpName(line) + " is not legal");
            }
            play(line);
        }
        undone.clear();
    }

    /** Takes back the last jump; false when there is none. */
    boolean undo() {
        if (played.isEmpty()) {
            return false;
        }
        int line = played.remove(played.size() - 1);
        position ^= problem.board().lineMask(line);
        undone.push(line);
        return true;
    }

    /** Plays the last undone jump again; false when there is none. */
    boolean redo() {
        if (undone.isEmpty()) {
            return false;
        }
        play(undone.pop());
        return true;
    }

    /** Back to the start, forgetting everything. */
    void restart() {
        played.clear();
        undone.clear();
        position = problem.start();
    }

    /** The game as the text {@link #load} reads. */
    String save() {
        Board board = problem.board();
        StringBuilder jumps = new StringBuilder();
        for (int line : played) {
            jumps.append(jumps.length() == 0 ? "" : " ").append(board.jumpName(line));
        }
        return "# pegatlas game\nproblem: " + problem.fingerprint() + "\njumps: " + jumps + "\n";
    }

    /**
     * Replaces this game by the saved one.
     *
     * @throws IllegalArgumentException with a one-line reason when the text is not a saved game of
     *     this problem or holds a jump that is not legal where it is played (the game is then unchanged)
     */
    void load(String text) {
        String problemLine = null;
        String jumpsLine = "";
        for (String line : text.split("\r?\n")) {
            String s = line.strip();
            if (s.startsWith("problem:")) {
                problemLine = s.substring("problem:".length()).strip();
            } else if (s.startsWith("jumps:")) {
                jumpsLine = s.substring("jumps:".length()).strip();
            } else if (!s.isEmpty() && !s.startsWith("#")) {
                throw new IllegalArgumentException("not a saved pegatlas game: '" + s + "'");
            }
        }
        if (problemLine == null) {
            throw new IllegalArgumentException("not a saved pegatlas game: no 'problem:' line");
        }
        if (!problemLine.equals(problem.fingerprint())) {
            throw new IllegalArgumentException("the saved game is of another problem (" + problemLine + ")");
        }
        Game loaded = new Game(problem);
        int n = 0;
        for (String jump : jumpsLine.isEmpty() ? new String[0] : jumpsLine.split("\\s+")) {
            n++;
            try {
                loaded.jump(jump);
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("saved jump " + n + ": " + e.getMessage());
            }
        }
        restart();
        playAll(loaded.played);
    }
}
