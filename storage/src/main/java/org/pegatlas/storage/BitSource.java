package org.pegatlas.storage;

import java.io.IOException;
import java.nio.LongBuffer;

/** Reads back, in order, bits written by {@link BitSink}, from little-endian 64-bit words. */
final class BitSource {
    private final Words more;
    private LongBuffer words;
    private long word;
    private int left;

    /** Supplies the words after those given so far. */
    @FunctionalInterface
    interface Words {
        /** @return the next words, or {@code null} when there are none */
        LongBuffer next() throws IOException;
    }

    /** Thrown when a read goes past the last word. */
    static final class ExhaustedException extends IOException {
        ExhaustedException() {
            super("no bits left");
        }
    }

    /** Reads {@code words}, then whatever {@code more} supplies. */
    BitSource(LongBuffer words, Words more) {
        this.words = words;
        this.more = more;
    }

    /** Reads {@code words} only. */
    BitSource(LongBuffer words) {
        this(words, () -> null);
    }

    /** The next {@code bits} bits (0 to 63) as a number, the first bit read least significant. */
    long get(int bits) throws IOException {
        if (bits <= left) {
            long value = word & ((1L << bits) - 1);
            word = bits == 64 ? 0 : word >>> bits;
            left -= bits;
            return value;
        }
        long value = word;
        int have = left;
        load();
        value |= (word << have) & ((1L << bits) - 1);
        word >>>= bits - have;
        left -= bits - have;
        return value;
    }

    /**
     * Counts one bits up to the first zero bit, which is consumed, or up to {@code limit} ones,
     * after which nothing more is consumed.
     */
    int ones(int limit) throws IOException {
        int count = 0;
        while (true) {
            if (left == 0) {
                load();
            }
            int run = Math.min(Long.numberOfTrailingZeros(~word), left);
            if (count + run >= limit) {
                skip(limit - count);
                return limit;
            }
            if (run < left) {
                skip(run + 1);
                return count + run;
            }
            count += run;
            skip(run);
        }
    }

    private void skip(int bits) {
        word = bits == 64 ? 0 : word >>> bits;
        left -= bits;
    }

    private void load() throws IOException {
        while (!words.hasRemaining()) {
            words = more.next();
            if (words == null) {
                words = LongBuffer.allocate(0);
                throw new ExhaustedException();
            }
        }
        word = words.get();
        left = 64;
    }

    /** Whether every bit left, in the current word and after it, is zero and no word is left. */
    boolean onlyPaddingLeft() throws IOException {
        while (!words.hasRemaining()) {
            words = more.next();
            if (words == null) {
                words = LongBuffer.allocate(0);
                return word == 0;
            }
        }
        return false;
    }
}
