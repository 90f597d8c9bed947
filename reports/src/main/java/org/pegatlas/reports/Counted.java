package org.pegatlas.reports;

import java.math.BigInteger;
import java.util.Locale;

/** A count with its noun in the right number, for text meant to be read: {@code 1 peg}, {@code 2 pegs}, {@code 1,024 threads}. */
public final class Counted {
    private Counted() {
    }

    /**
     * {@code n} (with thousands separators) and {@code singular}, made plural unless {@code n} is
     * 1: {@code es} after a noun ending in {@code ch}, {@code sh}, {@code s} or {@code x} (mismatch,
     * finish), else {@code s}.
     */
    public static String of(long n, String singular) {
        return of(BigInteger.valueOf(n), singular);
    }

    /** {@link #of(long, String)} for a count of any size. */
    public static String of(BigInteger n, String singular) {
        boolean sibilant = singular.endsWith("ch") || singular.endsWith("sh") || singular.endsWith("s") || singular.endsWith("x");
        String plural = sibilant ? singular + "es" : singular + "s";
        return String.format(Locale.ROOT, "%,d %s", n, n.equals(BigInteger.ONE) ? singular : plural);
    }
}
