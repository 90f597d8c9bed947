package org.pegatlas.engine.store;

import java.io.IOException;

/**
 * Reads a sorted run (distinct keys in ascending order, each with one count) an entry at a time,
 * wherever the run lives. After {@link #advance()} returns {@code true}, {@link #key()} is the
 * current key and its count's {@link #limbs()} limbs are at {@link #countData()}{@code [}{@link
 * #countAt()}{@code ...]}.
 */
public interface RunCursor extends AutoCloseable {
    /** Moves to the next entry; {@code false} at the end of the run. */
    boolean advance() throws IOException;

    long key();

    long[] countData();

    int countAt();

    int limbs();

    @Override
    default void close() throws IOException {
    }

    /** A cursor over an in-memory run. */
    static RunCursor of(Run run) {
        return of(run, 0, run.size());
    }

    /** A cursor over the entries {@code [from, to)} of an in-memory run. */
    static RunCursor of(Run run, int from, int to) {
        return new RunCursor() {
            private int index = from - 1;

            @Override
            public boolean advance() {
                return ++index < to;
            }

            @Override
            public long key() {
                return run.keys()[index];
            }

            @Override
            public long[] countData() {
                return run.counts().data();
            }

            @Override
            public int countAt() {
                return index * run.counts().limbs();
            }

            @Override
            public int limbs() {
                return run.counts().limbs();
            }
        };
    }
}
