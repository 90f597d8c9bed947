package org.pegatlas.engine;

import java.math.BigInteger;
import java.util.Arrays;
import org.pegatlas.board.SymmetryGroup;
import org.pegatlas.engine.store.Level;
import org.pegatlas.storage.CountVector;
import org.pegatlas.storage.PositionKeys;
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
 * <p>Several starts can be searched in one pass (the pairs table does so for the starts of one
 * position class): each is a <em>source</em>, the images are the union of their orbits (which the
 * group permutes without mixing them), and everything above holds per source, with the source's
 * own {@code k} and {@code S}; the start level then holds every source's canonical start.
 *
 * <p>Counts of a position are stored image after image, each in the same number of limbs: a
 * {@link CountVector} of {@code k * L} limbs.
 */
public final class StartImages {
    /** Most images a class search carries; a start with more is searched under its own stabiliser. */
    public static final int MAX_IMAGES = 64;

    private static final StartImages SINGLE = new StartImages(1, new long[0], new int[] {0}, new long[] {1}, new int[] {0}, new int[] {0});

    private final int count;
    private final int symmetryBits;
    /** The images {@code s_0, s_1, ...}, source after source (empty for {@link #single()}). */
    private final long[] images;
    /** {@code own[r]}: the index of source {@code r}'s start itself among the images. */
    private final int[] own;
    /** {@code orbit[r]}: the indices of source {@code r}'s images, one bit each. */
    private final long[] orbit;
    /** {@code act[g * count + j]}: the index of the image {@code g s_j}. */
    private final int[] act;
    /** {@code pull[g * count + j]}: the index of the image {@code g^-1 s_j}. */
    private final int[] pull;

    /** The images and their tables; the bits of a symmetry index follow from {@code act} (a row of {@code count} per element). */
    private StartImages(int count, long[] images, int[] own, long[] orbit, int[] act, int[] pull) {
        this.count = count;
        this.symmetryBits = count == 1 ? 0 : 32 - Integer.numberOfLeadingZeros(act.length / count - 1);
        this.images = images;
        this.own = own;
        this.orbit = orbit;
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
        return of(group, new long[] {start});
    }

    /**
     * The images of several starts under {@code group}, for one pass from all of them: each start
     * is a source, its images follow those of the sources before it. A single start the group
     * fixes gives the plain search, as {@link #single()}.
     *
     * @throws IllegalArgumentException if the starts have more than {@link #MAX_IMAGES} images in
     *     all, or one start is an image of another
     */
    public static StartImages of(SymmetryGroup group, long... starts) {
        int order = group.order();
        long[] images = new long[MAX_IMAGES];
        int[] own = new int[starts.length];
        long[] orbit = new long[starts.length];
        int count = 0;
        for (int r = 0; r < starts.length; r++) {
            if (indexOf(images, count, starts[r]) >= 0) {
                throw new IllegalArgumentException("start " + r + " is an image of an earlier start");
            }
            for (int g = 0; g < order; g++) {
                long image = group.apply(g, starts[r]);
                if (indexOf(images, count, image) < 0) {
                    if (count == MAX_IMAGES) {
                        throw new IllegalArgumentException("starts with more than " + MAX_IMAGES + " images; at most " + MAX_IMAGES
                                + " are carried");
                    }
                    orbit[r] |= 1L << count;
                    images[count++] = image;
                }
            }
            own[r] = indexOf(images, count, starts[r]);
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
        return new StartImages(count, Arrays.copyOf(images, count), own, orbit, act, pull);
    }

    /** Number of sources: the starts searched at once. */
    public int sources() {
        return orbit.length;
    }

    /** Number of images {@code k}: counts per position. */
    public int count() {
        return count;
    }

    /** The start of image {@code j}, a position (not for {@link #single()}, which holds none). */
    long start(int j) {
        return images[j];
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
     * The level a pass starts from, in key order: each source's canonical start (the least of its
     * images) with one jump sequence, the empty one, from that image; for {@link #single()},
     * {@code start}'s canonical form with the count {@code orbitSize}. One limb per image.
     *
     * @param start the start, for {@link #single()} only (the others hold their starts)
     * @param orbitSize the start's orbit size under the search's group, for {@link #single()} only
     */
    Level startLevel(long start, int orbitSize, SymmetryTables symmetries, PositionKeys keys) {
        if (images.length == 0) {
            int pegs = Long.bitCount(start);
            CountVector counts = new CountVector(1, 1);
            counts.data()[0] = orbitSize;
            long[] key = {keys.key(symmetries.canonical(start))};
            return new Level(pegs, key, keys.positions(key, pegs), counts);
        }
        int pegs = Long.bitCount(images[0]);
        int sources = sources();
        long[][] entries = new long[sources][];
        for (int r = 0; r < sources; r++) {
            long canonical = Long.MAX_VALUE;
            for (int j = 0; j < count; j++) {
                if ((orbit[r] >>> j & 1) != 0) {
                    canonical = Math.min(canonical, images[j]);
                }
            }
            entries[r] = new long[] {keys.key(canonical), indexOf(images, count, canonical)};
        }
        Arrays.sort(entries, (a, b) -> Long.compare(a[0], b[0]));
        long[] levelKeys = new long[sources];
        CountVector counts = new CountVector(sources, count);
        for (int i = 0; i < sources; i++) {
            levelKeys[i] = entries[i][0];
            counts.data()[i * count + (int) entries[i][1]] = count == 1 ? orbitSize : 1;
        }
        return new Level(pegs, levelKeys, keys.positions(levelKeys, pegs), counts);
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
     * Adds the figures of canonical position {@code index} of {@code level}, seen from each
     * source's start {@code s_0}, to the source's {@link LevelTally#source tally}: the positions of
     * its class that the start reaches, counted raw and canonically under the start's stabiliser
     * {@code S}, and, for a dead end, the jump sequences from the start that end in it. A source
     * that does not reach the position's class adds nothing. Only for more than one image (the
     * search tallies a single image's figures itself: one canonical position, its class size raw).
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
        if (fixing > 1) {
            for (int g = 1; g < images.length; g++) {
                if (images[g] == position) {
                    reached |= pulled(support, g);
                }
            }
        }
        for (int r = 0; r < orbit.length; r++) {
            long reachedHere = reached & orbit[r];
            if (reachedHere == 0) {
                continue;
            }
            LevelTally source = tally.source(r);
            int classes = fixing > 1 ? orbitsOfFixing(reachedHere, position, images) : Long.bitCount(reachedHere);
            long raw = (long) images.length / Long.bitCount(orbit[r]) * Long.bitCount(reachedHere) / fixing;
            source.canonical += classes;
            source.raw += raw;
            if (deadEnd) {
                source.deadEndsCanonical += classes;
                source.deadEndsRaw += raw;
                for (long left = orbit[r]; left != 0; left &= left - 1) {
                    source.deadEndCountTotal.add(data, at + Long.numberOfTrailingZeros(left) * limbs, limbs);
                }
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
     * Exact solutions from the start of source {@code source} ({@code s_0} of its images) into each
     * one-peg position, from the last level of the search (none unless that level's positions have
     * one peg).
     *
     * @param group the search's group, of which this holds the starts' images
     */
    BigInteger[] finishes(Level last, SymmetryGroup group, int holes, int source) {
        BigInteger[] ends = new BigInteger[holes];
        Arrays.fill(ends, BigInteger.ZERO);
        if (last.pegs() != 1) {
            return ends;
        }
        int limbs = limbsPerImage(last.counts());
        long[] data = last.counts().data();
        BigInteger stabiliserOrder = BigInteger.valueOf(group.order() / Long.bitCount(orbit[source]));
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
                        ends[end] = reaching[image(g, own[source])].divide(stabiliserOrder);
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
