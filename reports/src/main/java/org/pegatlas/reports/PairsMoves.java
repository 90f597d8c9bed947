package org.pegatlas.reports;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * The fewest moves of a pairs table ({@code pairs --moves}); a move is one or more consecutive
 * jumps by the same peg.
 *
 * @param fewest {@code fewest.get(s).get(e)}: the fewest moves from the full board less hole
 *     {@code s} to one peg on hole {@code e}; {@code null} when the pair has no solution or the
 *     moves of its start were not computed
 * @param notComputed the starts (hole names, in hole order) whose fewest moves were not computed:
 *     their class's solvable positions did not fit in half the JVM's heap
 * @param example one solution of a shortest pair, {@code null} when no pair's fewest moves are known
 */
public record PairsMoves(List<List<Integer>> fewest, List<String> notComputed, Example example) {
    /**
     * A solution of a shortest pair, one chain ({@code c1-c3-e3}) per move.
     *
     * @param start the vacated hole of the start
     * @param end the hole of the last peg
     */
    public record Example(String start, String end, List<String> solution) {
        public Example {
            solution = List.copyOf(solution);
        }
    }

    public PairsMoves {
        fewest = fewest.stream().map(row -> Collections.unmodifiableList(new ArrayList<>(row))).toList();
        notComputed = List.copyOf(notComputed);
    }

    /** The fewest moves of any pair whose figure is known, -1 when none is. */
    public int shortest() {
        return fewest.stream().flatMap(List::stream).filter(m -> m != null).mapToInt(Integer::intValue).min().orElse(-1);
    }

    /** The pairs solvable in {@link #shortest} moves, as {@code {start, end}} hole indices, start-major; empty when none. */
    public List<int[]> shortestPairs() {
        int shortest = shortest();
        List<int[]> pairs = new ArrayList<>();
        for (int s = 0; s < fewest.size(); s++) {
            for (int e = 0; e < fewest.get(s).size(); e++) {
                Integer m = fewest.get(s).get(e);
                if (m != null && m == shortest) {
                    pairs.add(new int[] {s, e});
                }
            }
        }
        return pairs;
    }
}
