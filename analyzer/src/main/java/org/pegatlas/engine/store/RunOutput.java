package org.pegatlas.engine.store;

import java.io.IOException;

/** Receives a merged run's entries in ascending key order. */
public interface RunOutput {
    /**
     * @param key a key greater than every key received before
     * @param count the key's count, {@code count.length} limbs, least significant first; the
     *     array is reused by the caller after this returns
     */
    void accept(long key, long[] count) throws IOException;
}
