package org.pegatlas.storage;

import java.util.ArrayList;
import java.util.List;

/**
 * Bits appended least significant first into 64-bit words, kept in memory in pages. The words
 * are what {@link BitSource} reads back.
 */
final class BitSink {
    private static final int PAGE_WORDS = 1 << 16;

    private final List<long[]> pages = new ArrayList<>();
    private long[] page = new long[PAGE_WORDS];
    private int pageFill;
    private long pending;
    private int pendingBits;

    /** Appends the {@code bits} low bits of {@code value} (0 to 63 bits; higher bits must be 0). */
    void put(long value, int bits) {
        pending |= value << pendingBits;
        if (pendingBits + bits >= 64) {
            word(pending);
            pending = pendingBits == 0 ? 0 : value >>> (64 - pendingBits);
            pendingBits += bits - 64;
        } else {
            pendingBits += bits;
        }
    }

    /** Pads the last word with zero bits, so that {@link #words()} holds every bit put. */
    void flush() {
        if (pendingBits > 0) {
            word(pending);
            pending = 0;
            pendingBits = 0;
        }
    }

    private void word(long w) {
        if (pageFill == PAGE_WORDS) {
            pages.add(page);
            page = new long[PAGE_WORDS];
            pageFill = 0;
        }
        page[pageFill++] = w;
    }

    /** Complete words so far. */
    long wordCount() {
        return (long) pages.size() * PAGE_WORDS + pageFill;
    }

    /** Writes the complete words, in order, and forgets them. */
    void writeTo(ChecksummedChannel out) throws java.io.IOException {
        for (long[] full : pages) {
            out.writeLongs(full, 0, PAGE_WORDS);
        }
        out.writeLongs(page, 0, pageFill);
        pages.clear();
        pageFill = 0;
    }

    /** Writes and forgets the complete pages of words once there are {@code pages} of them, keeping memory bounded. */
    void drainTo(ChecksummedChannel out, int pages) throws java.io.IOException {
        if (this.pages.size() >= pages) {
            for (long[] full : this.pages) {
                out.writeLongs(full, 0, PAGE_WORDS);
            }
            this.pages.clear();
        }
    }
}
