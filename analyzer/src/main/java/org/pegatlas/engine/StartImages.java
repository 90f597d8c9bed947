package org.pegatlas.engine;

import java.math.BigInteger;
import java.util.Arrays;
import org.pegatlas.board.SymmetryGroup;
import org.pegatlas.storage.CountVector;
import org.pegatlas.storage.WideSum;

/**
 * The images of a start under a symmetry group that need not fix it, for searching the start's
 * whole symmetry class at once, canonically under the group, with one count per image of the start
 * on every position (see docs/algorithms.md, "One pass for a class of starts").
 *
 * <p>Let the group {@code G} move the start {@code s} to {@code k = |G|/|S|} distinct images
 * {@code s_0 = s, s_1, ...}, {@code S} the start's stabiliser. A canonical position {@code c}
 * carries a vector {@code D(c)} of {@code k} counts. Expanding it, a jump to {@code y} whose
 * canonical form is {@code c' = σ y} adds {@code D(c)} permuted by {@code σ} to {@code D(c')}:
 * {@code D_j(c') += D_{pull(σ, j)}(c)}, with {@code pull(σ, j)} the image {@code σ^-1 s_j}. Then the
 * number of jump sequences from {@code s_j} to {@code c} itself is {@code V_j(c) = Sym(D(c))_j / |S|},
 * where {@code Sym} sums the vector permuted by every element fixing {@code c}; so no division
 * happens during the search, and any {@code σ} that canonicalises {@code y} will do.
 *
 * <p>A start the group fixes has one image ({@code k = 1}); {@link #single()} is then the plain
 * search with one orbit-total count per position, and every method here keeps that meaning.
 *
 * <p>Counts of a position are stored image after image, each in the same number of limbs: a
 * {@link CountVector} of {@code k * L} limbs.
 */
public final class StartImages {
    /** Most images a class search carries; a start with more is searched under its own stabiliser. */
    public static final int MAX_IMAGES = 64;

    private static final StartImages SINGLE = new StartImages(1, 0, 0, new int[] {0}, new int[] {0});

    private final int count;
    private final int symmetryBits;
    private final int startImage;
    /** {@code act[g * count + j]}: the index of the image {@code g s_j}. */
    private final int[] act;
    /** {@code pull[g * count + j]}: the index of the image {@code g^-1 s_j}. */
    private final int[] pull;

    private StartImages(int count, int symmetryBits, int startImage, int[] act, int[] pull) {
        this.count = count;
        this.symmetryBits = symmetryBits;
        this.startImage = startImage;
        this.act = act;
        this.pull = pull;
    }

    /** One image: the plain search, one count per position (under a group that fixes the start). */
    public static StartImages single() {
        return SINGLE;
    }

    /**
     * The images of {@code start} under {@code group} (one when the group fixes it: then the
     * plain search, as {@link #single()}).
     *
     * @throws IllegalArgumentException if the start has more than {@link #MAX_IMAGES} images
     */
    public static StartImages of(SymmetryGroup group, long start) {
        int order = group.order();
        long[] images = new long[order];
        int count = 0;
        for (int g = 0; g < order; g++) {
            long image = group.apply(g, start);
            if (indexOf(images, count, image) < 0) {
                images[count++] = image;
            }
        }
        if (count > MAX_IMAGES) {
            throw new IllegalArgumentException("a start with " + count + " images; at most " + MAX_IMAGES + " are carried");
        }
        int[] act = new int[order * count];
        for (int g = 0; g < order; g++) {
            for (int j = 0; j < count; j++) {
                act[g * count + j] = indexOf(images, count, group.apply(g, images[j]));
            }
        }
        int[] pull = new int[order * count];
        for (int g = 0; g < order; g++) {
            int inverse = inverse(group, g);
            System.arraycopy(act, inverse * count, pull, g * count, count);
        }
        long canonicalStart = Long.MAX_VALUE;
        for (int j = 0; j < count; j++) {
            canonicalStart = Math.min(canonicalStart, images[j]);
        }
        int symmetryBits = count == 1 ? 0 : 32 - Integer.numberOfLeadingZeros(order - 1);
        return new StartImages(count, symmetryBits, indexOf(images, count, canonicalStart), act, pull);
    }

    /** Number of images {@code k}: counts per position. */
    public int count() {
        return count;
    }

    /** Bits a jump needs to name the symmetry that canonicalised it: 0 for a single image. */
    int symmetryBits() {
        return symmetryBits;
    }

    /** The index of the image {@code g s_j}. */
    int image(int g, int j) {
        return act[g * count + j];
    }

    /** {@code pull(σ, j)} for all {@code σ} and {@code j}, at {@code σ * count() + j}; do not modify. */
    int[] pull() {
        return pull;
    }

    /**
     * The start level's counts: one jump sequence (the empty one) from the image that is the
     * canonical start, in {@code limbs} limbs per image. For a single image, the start's orbit size.
     */
    CountVector startCounts(int orbitSize) {
        CountVector counts = new CountVector(1, count);
        counts.data()[startImage] = count == 1 ? orbitSize : 1;
        return counts;
    }

    /** Limbs of each image's count in {@code counts}. */
    int limbsPerImage(CountVector counts) {
        return counts.limbs() / count;
    }

    /** Adds every count of every image in {@code counts} to {@code sum}: the jump sequences from the start into the positions' classes. */
    void addAll(WideSum sum, CountVector counts) {
        sum.addAll(count == 1 ? counts : new CountVector(counts.data(), limbsPerImage(counts)));
    }

    /**
     * Adds the figures of canonical position {@code index} of {@code level}, seen from the start
     * {@code s_0}, to {@code tally}: the positions of its class that {@code s_0} reaches, counted
     * raw and canonically under the start's stabiliser {@code S}, and, for a dead end, the jump
     * sequences from {@code s_0} that end in it. Only for more than one image (the search tallies
     * a single image's figures itself: one canonical position, its class size raw).
     *
     * @param images the position's images under the search's group, as {@link SymmetryTables#images} writes them
     * @param fixing how many elements fix the position
     */
    void tally(Level level, int index, long[] images, int fixing, boolean deadEnd, LevelTally tally) {
        long position = level.positions()[index];
        CountVector counts = level.counts();
        int limbs = limbsPerImage(counts);
        long[] data = counts.data();
        int at = index * count * limbs;
        long support = 0;
        for (int j = 0; j < count; j++) {
            for (int l = 0; l < limbs; l++) {
                if (data[at + j * limbs + l] != 0) {
                    support |= 1L << j;
                    break;
                }
            }
        }
        long reached = support;
        int classes = Long.bitCount(support);
        if (fixing > 1) {
            for (int g = 1; g < images.length; g++) {
                if (images[g] == position) {
                    reached |= pulled(support, g);
                }
            }
            classes = orbitsOfFixing(reached, position, images);
        }
        long raw = (long) images.length / count * Long.bitCount(reached) / fixing;
        tally.canonical += classes;
        tally.raw += raw;
        if (deadEnd) {
            tally.deadEndsCanonical += classes;
            tally.deadEndsRaw += raw;
            for (int j = 0; j < count; j++) {
                tally.deadEndCountTotal.add(data, at + j * limbs, limbs);
            }
        }
    }

    /** The images {@code j} with {@code pull(g, j)} in {@code support}. */
    private long pulled(long support, int g) {
        long out = 0;
        for (int j = 0; j < count; j++) {
            out |= (support >>> pull[g * count + j] & 1) << j;
        }
        return out;
    }

    /** Number of orbits, under the elements fixing {@code position}, of the images in {@code set}. */
    private int orbitsOfFixing(long set, long position, long[] images) {
        int orbits = 0;
        for (long left = set; left != 0; orbits++) {
            int j = Long.numberOfTrailingZeros(left);
            for (int g = 0; g < images.length; g++) {
                if (images[g] == position) {
                    left &= ~(1L << act[g * count + j]);
                }
            }
        }
        return orbits;
    }

    /**
     * Exact solutions from the start {@code s_0} into each one-peg position, from the last level of
     * its class search (none unless that level's positions have one peg).
     *
     * @param group the search's group, of which this holds the start's images
     */
    BigInteger[] finishes(Level last, SymmetryGroup group, int holes) {
        BigInteger[] ends = new BigInteger[holes];
        Arrays.fill(ends, BigInteger.ZERO);
        if (last.pegs() != 1) {
            return ends;
        }
        int limbs = limbsPerImage(last.counts());
        long[] data = last.counts().data();
        BigInteger stabiliserOrder = BigInteger.valueOf(group.order() / count);
        for (int i = 0; i < last.size(); i++) {
            long position = last.positions()[i];
            int hole = Long.numberOfTrailingZeros(position);
            BigInteger[] reaching = new BigInteger[count];
            Arrays.fill(reaching, BigInteger.ZERO);
            for (int fixing = 0; fixing < group.order(); fixing++) {
                if (group.apply(fixing, position) == position) {
                    for (int j = 0; j < count; j++) {
                        int from = (i * count + pull[fixing * count + j]) * limbs;
                        reaching[j] = reaching[j].add(WideSum.toBigInteger(data, from, limbs));
                    }
                }
            }
            // the one-peg position g^-1 c, with its peg on g^-1(hole), is reached from s_0 as c is from g s_0
            for (int g = 0; g < group.order(); g++) {
                int[] permutation = group.permutation(g);
                for (int end = 0; end < holes; end++) {
                    if (permutation[end] == hole) {
                        ends[end] = reaching[image(g, 0)].divide(stabiliserOrder);
                    }
                }
            }
        }
        return ends;
    }

    private static int indexOf(long[] values, int size, long value) {
        for (int i = 0; i < size; i++) {
            if (values[i] == value) {
                return i;
            }
        }
        return -1;
    }

    /** The element {@code h} with {@code h g} the identity. */
    private static int inverse(SymmetryGroup group, int g) {
        int[] p = group.permutation(g);
        for (int h = 0; h < group.order(); h++) {
            int[] q = group.permutation(h);
            boolean identity = true;
            for (int hole = 0; hole < p.length && identity; hole++) {
                identity = q[p[hole]] == hole;
            }
            if (identity) {
                return h;
            }
        }
        throw new IllegalArgumentException("not a group: element " + g + " has no inverse");
    }
}
