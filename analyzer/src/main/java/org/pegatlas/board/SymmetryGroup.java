package org.pegatlas.board;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Predicate;

/**
 * A group of symmetries of a board: permutations of its holes that map jump lines onto jump
 * lines. {@link #of(Board)} finds the full group from the lines alone; {@link #subgroup} keeps
 * the elements that fix what a problem needs fixed (its start and goal). Element 0 is always the
 * identity.
 */
public final class SymmetryGroup implements java.io.Serializable {
    /** Groups larger than this are refused: such a board is almost certainly mis-described. */
    public static final int MAX_ORDER = 100_000;

    private final int holes;
    private final int[][] permutations;

    private SymmetryGroup(int holes, int[][] permutations) {
        this.holes = holes;
        this.permutations = permutations;
    }

    /**
     * All permutations of the board's holes that map every jump line to a jump line, found by a
     * backtracking search that places holes one by one and checks each line as soon as its three
     * holes are placed.
     *
     * @throws IllegalArgumentException if the group has more than {@link #MAX_ORDER} elements
     */
    public static SymmetryGroup of(Board board) {
        return new Search(board).run();
    }

    /** Number of elements. */
    public int order() {
        return permutations.length;
    }

    /** Number of holes the permutations act on. */
    public int holes() {
        return holes;
    }

    /** Element {@code g} as hole → image hole; do not modify. */
    public int[] permutation(int g) {
        return permutations[g];
    }

    /** The image of a position under element {@code g} (a slow, simple path). */
    public long apply(int g, long position) {
        int[] p = permutations[g];
        long image = 0;
        for (long m = position; m != 0; m &= m - 1) {
            image |= 1L << p[Long.numberOfTrailingZeros(m)];
        }
        return image;
    }

    /**
     * The set of holes that element {@code g} maps into {@code mask}: the inverse image, so that
     * {@code apply(g, preimage(g, mask)) == mask} (a slow, simple path).
     */
    public long preimage(int g, long mask) {
        int[] p = permutations[g];
        long holes = 0;
        for (int hole = 0; hole < p.length; hole++) {
            holes |= (mask >>> p[hole] & 1) << hole;
        }
        return holes;
    }

    /**
     * The group's multiplication table: {@code table[a * order() + b]} is the element {@code a ∘ b}
     * (first {@code b}, then {@code a}), so that {@code apply(table[a * order() + b], x) ==
     * apply(a, apply(b, x))}.
     *
     * @throws IllegalStateException if the elements are not closed under composition (not a group)
     */
    public int[] products() {
        java.util.Map<java.util.List<Integer>, Integer> index = new java.util.HashMap<>();
        for (int g = 0; g < permutations.length; g++) {
            index.put(Arrays.stream(permutations[g]).boxed().toList(), g);
        }
        int order = permutations.length;
        int[] table = new int[order * order];
        int[] composed = new int[holes];
        for (int a = 0; a < order; a++) {
            for (int b = 0; b < order; b++) {
                for (int hole = 0; hole < holes; hole++) {
                    composed[hole] = permutations[a][permutations[b][hole]];
                }
                Integer product = index.get(Arrays.stream(composed).boxed().toList());
                if (product == null) {
                    throw new IllegalStateException("not a group: elements " + a + " and " + b + " compose to none of its elements");
                }
                table[a * order + b] = product;
            }
        }
        return table;
    }

    /** Each element's inverse: {@code inverses()[g]} is the element {@code h} with {@code g ∘ h} the identity (element 0). */
    public int[] inverses() {
        int order = permutations.length;
        int[] inverses = new int[order];
        for (int g = 0; g < order; g++) {
            int[] p = permutations[g];
            int[] inverse = new int[holes];
            for (int hole = 0; hole < holes; hole++) {
                inverse[p[hole]] = hole;
            }
            inverses[g] = indexOf(inverse);
        }
        return inverses;
    }

    /** The element whose permutation is {@code permutation}. */
    private int indexOf(int[] permutation) {
        for (int g = 0; g < permutations.length; g++) {
            if (Arrays.equals(permutations[g], permutation)) {
                return g;
            }
        }
        throw new IllegalStateException("not a group: the inverse of an element is none of its elements");
    }

    /** The elements that satisfy {@code keep}, which must select a subgroup (identity included). */
    public SymmetryGroup subgroup(Predicate<int[]> keep) {
        int[][] kept = Arrays.stream(permutations).filter(keep).toArray(int[][]::new);
        if (kept.length == 0 || !isIdentity(kept[0])) {
            throw new IllegalArgumentException("a subgroup must contain the identity");
        }
        return new SymmetryGroup(holes, kept);
    }

    /** The subgroup of elements that map {@code position} (a set of holes) onto itself. */
    public SymmetryGroup stabilizer(long position) {
        return subgroup(p -> mapsOnto(p, position));
    }

    private static boolean mapsOnto(int[] permutation, long mask) {
        for (long m = mask; m != 0; m &= m - 1) {
            if ((mask >>> permutation[Long.numberOfTrailingZeros(m)] & 1) == 0) {
                return false;
            }
        }
        return true;
    }

    private static boolean isIdentity(int[] p) {
        for (int i = 0; i < p.length; i++) {
            if (p[i] != i) {
                return false;
            }
        }
        return true;
    }

    /** The backtracking search behind {@link #of(Board)}. */
    private static final class Search {
        private final Board board;
        private final int n;
        private final boolean[] isLine;
        private final int[] order;
        /** For the hole at each search depth, the lines whose other holes are placed earlier. */
        private final int[][][] closingLines;
        private final long[] signature;
        private final int[] image;
        private final boolean[] used;
        private final List<int[]> found = new ArrayList<>();

        Search(Board board) {
            this.board = board;
            this.n = board.holeCount();
            this.isLine = new boolean[n * n * n];
            this.signature = new long[n];
            for (int i = 0; i < board.lineCount(); i++) {
                int[] l = board.line(i);
                isLine[encode(l[0], l[1], l[2])] = true;
                signature[l[0]] += 1;
                signature[l[1]] += 1L << 20;
                signature[l[2]] += 1L << 40;
            }
            this.order = placementOrder();
            int[] depthOf = new int[n];
            for (int d = 0; d < n; d++) {
                depthOf[order[d]] = d;
            }
            List<List<int[]>> closing = new ArrayList<>();
            for (int d = 0; d < n; d++) {
                closing.add(new ArrayList<>());
            }
            for (int i = 0; i < board.lineCount(); i++) {
                int[] l = board.line(i);
                int last = Math.max(depthOf[l[0]], Math.max(depthOf[l[1]], depthOf[l[2]]));
                closing.get(last).add(l);
            }
            this.closingLines = closing.stream().map(list -> list.toArray(new int[0][])).toArray(int[][][]::new);
            this.image = new int[n];
            this.used = new boolean[n];
        }

        SymmetryGroup run() {
            place(0);
            found.sort((a, b) -> isIdentity(a) ? -1 : isIdentity(b) ? 1 : Arrays.compare(a, b));
            return new SymmetryGroup(n, found.toArray(new int[0][]));
        }

        private void place(int depth) {
            if (depth == n) {
                if (found.size() >= MAX_ORDER) {
                    throw new IllegalArgumentException("board " + board.name() + " has more than " + MAX_ORDER + " symmetries");
                }
                found.add(image.clone());
                return;
            }
            int hole = order[depth];
            for (int candidate = 0; candidate < n; candidate++) {
                if (used[candidate] || signature[candidate] != signature[hole]) {
                    continue;
                }
                image[hole] = candidate;
                if (linesHold(depth)) {
                    used[candidate] = true;
                    place(depth + 1);
                    used[candidate] = false;
                }
            }
        }

        private boolean linesHold(int depth) {
            for (int[] l : closingLines[depth]) {
                if (!isLine[encode(image[l[0]], image[l[1]], image[l[2]])]) {
                    return false;
                }
            }
            return true;
        }

        /** Breadth-first over holes sharing a line, so constraints close as early as possible. */
        private int[] placementOrder() {
            List<List<Integer>> neighbours = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                neighbours.add(new ArrayList<>());
            }
            for (int i = 0; i < board.lineCount(); i++) {
                int[] l = board.line(i);
                for (int a : l) {
                    for (int b : l) {
                        if (a != b) {
                            neighbours.get(a).add(b);
                        }
                    }
                }
            }
            int[] result = new int[n];
            boolean[] seen = new boolean[n];
            int filled = 0;
            for (int root = 0; root < n; root++) {
                if (seen[root]) {
                    continue;
                }
                ArrayDeque<Integer> queue = new ArrayDeque<>();
                queue.add(root);
                seen[root] = true;
                while (!queue.isEmpty()) {
                    int h = queue.poll();
                    result[filled++] = h;
                    for (int next : neighbours.get(h)) {
                        if (!seen[next]) {
                            seen[next] = true;
                            queue.add(next);
                        }
                    }
                }
            }
            return result;
        }

        private int encode(int a, int b, int c) {
            return (a * n + b) * n + c;
        }
    }
}
