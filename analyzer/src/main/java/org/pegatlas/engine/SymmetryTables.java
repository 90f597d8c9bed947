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
     * {@code byteImage[((b * 256) + v) * order + g]}: image under g of byte value v at byte b; the
     * images of one byte under all elements are adjacent, so a position's images cost one cache
     * line per byte.
     */
    private final long[] byteImage;
    /** {@code lineImage[line * order + g]}: image under g of the line's three-hole mask. */
    final long[] lineImage;

    public SymmetryTables(Board board, SymmetryGroup group) {
        order = group.order();
        bytes = (board.holeCount() + 7) / 8;
        byteImage = new long[order * bytes * 256];
        for (int g = 0; g < order; g++) {
            for (int b = 0; b < bytes; b++) {
                for (int v = 0; v < 256; v++) {
                    long bits = ((long) v << (8 * b)) & board.fullMask();
                    byteImage[(b * 256 + v) * order + g] = group.apply(g, bits);
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
        int base = (int) (position & 0xff) * order;
        for (int g = 0; g < order; g++) {
            out[g] = byteImage[base + g];
        }
        for (int b = 1; b < bytes; b++) {
            base = (b * 256 + (int) (position >>> (8 * b) & 0xff)) * order;
            for (int g = 0; g < order; g++) {
                out[g] |= byteImage[base + g];
            }
        }
    }

    /** The canonical form (smallest image) of a position. */
    public long canonical(long position) {
        long[] images = new long[order];
        images(position, images);
        long min = Long.MAX_VALUE;
        for (long image : images) {
            min = Math.min(min, image);
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

    /** {@link #orbitSize(long)} from the position's images (as {@link #images} writes them). */
    public int orbitSize(long position, long[] images) {
        return order / stabiliser(position, images);
    }

    /**
     * The canonical form of the position after jump line {@code line}, {@code position ^ lineMask},
     * from the position's images (as {@link #images} writes them): one xor and one minimum per element.
     */
    public long canonicalAfterJump(long[] images, int line) {
        int base = line * order;
        long min = Long.MAX_VALUE;
        for (int g = 0; g < order; g++) {
            min = Math.min(min, images[g] ^ lineImage[base + g]);
        }
        return min;
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
