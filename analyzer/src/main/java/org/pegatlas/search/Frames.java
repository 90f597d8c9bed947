package org.pegatlas.search;

import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.pegatlas.board.SymmetryGroup;

/**
 * How counts are kept per canonical position.
 *
 * <p>With one frame (the usual case, symmetries fixing the start) a canonical position {@code c}
 * carries one count, the orbit total {@code T(c)}. With one frame per group element (a start that
 * the group does not fix, as in the pairs table) {@code c} carries a count {@code V[h]} for each
 * element {@code h}, and the number of jump sequences into the raw position {@code r} is the sum
 * of {@code V[h]} over the elements with {@code h(c) = r}. A jump from {@code p} whose successor
 * {@code q} canonicalises by element {@code g} ({@code c = g(q)}) carries {@code V_p[h]} into
 * {@code V_c[h ∘ g⁻¹]}: raw position {@code h(p)} jumps to {@code h(q) = (h ∘ g⁻¹)(c)}.
 */
final class Frames {
    private static final Frames SINGLE = new Frames(1, new int[] {0}, null, new int[] {0}, new int[] {0});

    /** Frames per position. */
    final int count;
    /** Bits a jump needs to name the element that canonicalised it (0 with one frame). */
    final int elementBits;
    /** {@code target[g * count + h]}: the frame receiving frame {@code h} through element {@code g}. */
    final int[] target;
    /** {@code compose[a * count + b]}: the index of {@code a ∘ b} (apply b, then a); null with one frame. */
    final int[] compose;
    /** The elements (a subgroup) under which canonical counts of raw positions are reported. */
    final int[] reportingElements;
    /** {@code inverse[g]}: the index of {@code g⁻¹}. */
    final int[] inverse;

    private Frames(int count, int[] target, int[] compose, int[] reportingElements, int[] inverse) {
        this.count = count;
        this.inverse = inverse;
        this.reportingElements = reportingElements;
        this.elementBits = count == 1 ? 0 : 32 - Integer.numberOfLeadingZeros(count - 1);
        this.target = target;
        this.compose = compose;
    }

    /** One count per canonical position: orbit totals under symmetries that fix the start. */
    static Frames single() {
        return SINGLE;
    }

    /**
     * One count per element of {@code group}, for starts the group does not fix.
     *
     * @param reporting the subgroup (of {@code group}) under which reported canonical counts are
     *     taken, usually the elements fixing the start
     */
    static Frames perElement(SymmetryGroup group, SymmetryGroup reporting) {
        int k = group.order();
        Map<List<Integer>, Integer> index = new HashMap<>();
        for (int g = 0; g < k; g++) {
            index.put(asList(group.permutation(g)), g);
        }
        int[] compose = new int[k * k];
        int[] inverse = new int[k];
        for (int a = 0; a < k; a++) {
            for (int b = 0; b < k; b++) {
                int[] pa = group.permutation(a);
                int[] pb = group.permutation(b);
                int[] ab = new int[pa.length];
                for (int x = 0; x < ab.length; x++) {
                    ab[x] = pa[pb[x]];
                }
                compose[a * k + b] = index.get(asList(ab));
                if (compose[a * k + b] == 0) {
                    inverse[b] = a;
                }
            }
        }
        int[] target = new int[k * k];
        for (int g = 0; g < k; g++) {
            for (int h = 0; h < k; h++) {
                target[g * k + h] = compose[h * k + inverse[g]];
            }
        }
        int[] reportingElements = new int[reporting.order()];
        for (int t = 0; t < reportingElements.length; t++) {
            reportingElements[t] = index.get(asList(reporting.permutation(t)));
        }
        return new Frames(k, target, compose, reportingElements, inverse);
    }

    private static List<Integer> asList(int[] permutation) {
        return Arrays.stream(permutation).boxed().toList();
    }
}
