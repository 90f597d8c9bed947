package org.pegatlas.engine;

import org.pegatlas.board.Board;
import org.pegatlas.board.SymmetryGroup;

/**
 * Fast images of positions under a symmetry group, by byte-wise lookup tables built from the
 * group's permutations (any board, any group).
 *
 * <p>The canonical form of a position is the smallest of its images (compared as non-negative
 * {@code long}s). Because symmetries permute bits, the image of {@code p ^ m} is the image of
 * {@code p} xor the image of {@code m}; the search uses this to canonicalise every successor of a
 * position with one xor and one minimum per group element, from {@link #lineImage}.
 *
 * <p>Public for the tablebase ({@code org.pegatlas.tablebase}), which canonicalises the
 * successors of stored positions the same way the search does.
 */
public final class SymmetryTables {
    public final int order;
    private final int bytes;
    /**
     * Entries per byte value in {@link #byteImage}: 8 for groups of up to 8 elements (the extra
     * entries are 0), so that {@link #images} can unroll its loop over the elements; else the order.
     */
    private final int stride;
    /**
     * {@code byteImage[((b * 256) + v) * stride + g]}: image under g of byte value v at byte b; the
     * images of one byte under all elements are adjacent, so a position's images cost one cache
     * line per byte (with up to 8 elements).
     */
    private final long[] byteImage;
    /** {@code lineImage[line * order + g]}: image under g of the line's three-hole mask. */
    final long[] lineImage;

    public SymmetryTables(Board board, SymmetryGroup group) {
        order = group.order();
        bytes = (board.holeCount() + 7) / 8;
        stride = Math.max(order, 8);
        byteImage = new long[stride * bytes * 256];
        for (int g = 0; g < order; g++) {
            for (int b = 0; b < bytes; b++) {
                for (int v = 0; v < 256; v++) {
                    long bits = ((long) v << (8 * b)) & board.fullMask();
                    byteImage[(b * 256 + v) * stride + g] = group.apply(g, bits);
                }
            }
        }
        lineImage = new long[board.lineCount() * order];
        for (int line = 0; line < board.lineCount(); line++) {
            for (int g = 0; g < order; g++) {
                lineImage[line * order + g] = group.apply(g, board.lineMask(line));
            }
        }
    }

    /** Number of elements of the group. */
    public int order() {
        return order;
    }

    /** Writes the image of {@code position} under every element into {@code out[0, order)}. */
    public void images(long position, long[] out) {
        if (stride == 8) {
            imagesUnrolled(position, out);
            return;
        }
        int base = (int) (position & 0xff) * stride;
        for (int g = 0; g < order; g++) {
            out[g] = byteImage[base + g];
        }
        for (int b = 1; b < bytes; b++) {
            base = (b * 256 + (int) (position >>> (8 * b) & 0xff)) * stride;
            for (int g = 0; g < order; g++) {
                out[g] |= byteImage[base + g];
            }
        }
    }

    /**
     * {@link #images} for groups of at most 8 elements: the images are gathered in locals (about
     * three times faster than or-ing into {@code out}, which the compiler must store every time),
     * and only the first {@link #order} are written.
     */
    private void imagesUnrolled(long position, long[] out) {
        long[] table = byteImage;
        int base = (int) (position & 0xff) * 8;
        long i0 = table[base], i1 = table[base + 1], i2 = table[base + 2], i3 = table[base + 3];
        long i4 = table[base + 4], i5 = table[base + 5], i6 = table[base + 6], i7 = table[base + 7];
        for (int b = 1; b < bytes; b++) {
            base = (b * 256 + (int) (position >>> (8 * b) & 0xff)) * 8;
            i0 |= table[base];
            i1 |= table[base + 1];
            i2 |= table[base + 2];
            i3 |= table[base + 3];
            i4 |= table[base + 4];
            i5 |= table[base + 5];
            i6 |= table[base + 6];
            i7 |= table[base + 7];
        }
        out[0] = i0;
        // the order is the same on every call, so these branches are always predicted
        if (order > 1) {
            out[1] = i1;
        }
        if (order > 2) {
            out[2] = i2;
        }
        if (order > 3) {
            out[3] = i3;
        }
        if (order > 4) {
            out[4] = i4;
        }
        if (order > 5) {
            out[5] = i5;
        }
        if (order > 6) {
            out[6] = i6;
        }
        if (order > 7) {
            out[7] = i7;
        }
    }

    /** The canonical form (smallest image) of a position. */
    public long canonical(long position) {
        return canonical(position, new long[order]);
    }

    /** {@link #canonical(long)} with {@code images} (at least {@link #order} long) as scratch. */
    public long canonical(long position, long[] images) {
        images(position, images);
        long min = images[0];
        for (int g = 1; g < order; g++) {
            min = min(min, images[g]);
        }
        return min;
    }

    /**
     * Writes the images of {@code position} into {@code images} and returns an element giving the
     * smallest, its canonical form (the first such element when several do).
     */
    public int canonicalising(long position, long[] images) {
        images(position, images);
        int g = 0;
        for (int h = 1; h < order; h++) {
            if (images[h] < images[g]) {
                g = h;
            }
        }
        return g;
    }

    /** Size of the orbit of {@code position}: the group order over its stabiliser's. */
    public int orbitSize(long position) {
        long[] images = new long[order];
        images(position, images);
        return orbitSize(position, images);
    }

    /** The raw positions that the canonical {@code positions} stand for: the sum of their orbit sizes. */
    public long orbitSum(long[] positions) {
        long[] images = new long[order];
        long sum = 0;
        for (long position : positions) {
            images(position, images);
            sum += order / stabiliser(position, images);
        }
        return sum;
    }

    /** {@link #orbitSize(long)} from the position's images (as {@link #images} writes them). */
    public int orbitSize(long position, long[] images) {
        return order / stabiliser(position, images);
    }

    /**
     * The canonical form of the position after jump line {@code line}, {@code position ^ lineMask},
     * from the position's images (as {@link #images} writes them): one xor and one minimum per
     * element. The minima take no branch (a branch on random images is mispredicted about half
     * the time), and for groups of order 8 (the square boards) they form a tree, unrolled.
     */
    public long canonicalAfterJump(long[] images, int line) {
        int at = line * order;
        long[] li = lineImage;
        if (order == 8) {
            long a = min(images[0] ^ li[at], images[1] ^ li[at + 1]);
            long b = min(images[2] ^ li[at + 2], images[3] ^ li[at + 3]);
            long c = min(images[4] ^ li[at + 4], images[5] ^ li[at + 5]);
            long d = min(images[6] ^ li[at + 6], images[7] ^ li[at + 7]);
            return min(min(a, b), min(c, d));
        }
        long min = images[0] ^ li[at];
        for (int g = 1; g < order; g++) {
            min = min(min, images[g] ^ li[at + g]);
        }
        return min;
    }

    /**
     * The first element mapping the position after jump line {@code line} to {@code canonical}, its
     * {@link #canonicalAfterJump canonical form}, from the position's images.
     */
    int elementGiving(long[] images, int line, long canonical) {
        int at = line * order;
        int g = 0;
        while ((images[g] ^ lineImage[at + g]) != canonical) {
            g++;
        }
        return g;
    }

    /** The smaller of two non-negative {@code long}s (positions), without a branch. */
    private static long min(long a, long b) {
        long difference = b - a;
        return a + (difference & (difference >> 63));
    }

    /** Number of elements fixing {@code position}, given its images. */
    static int stabiliser(long position, long[] images) {
        int fixed = 0;
        for (long image : images) {
            if (image == position) {
                fixed++;
            }
        }
        return fixed;
    }
}
