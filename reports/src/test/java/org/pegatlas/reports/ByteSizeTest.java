package org.pegatlas.reports;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class ByteSizeTest {
    @Test
    void mebibytesBelowOneGibibyteWithTheDecimalsAsked() {
        assertEquals("0 MiB", ByteSize.of(0, 0));
        assertEquals("0.0 MiB", ByteSize.of(0, 1));
        assertEquals("1.5 MiB", ByteSize.of(3 << 19, 1));
        assertEquals("2 MiB", ByteSize.of(3 << 19, 0), "half up");
        assertEquals("1024 MiB", ByteSize.of((1L << 30) - 1, 0), "just below 1 GiB stays in MiB, rounded");
        assertEquals("1023.9 MiB", ByteSize.of((1L << 30) - (1 << 17), 1));
    }

    @Test
    void gibibytesWithOneDecimalFromOneGibibyteUp() {
        assertEquals("1.0 GiB", ByteSize.of(1L << 30, 0));
        assertEquals("1.0 GiB", ByteSize.of(1L << 30, 1));
        assertEquals("40.3 GiB", ByteSize.of(40.25 * (1L << 30) + 1, 0));
        assertEquals("8192.0 GiB", ByteSize.of(1L << 43, 0));
    }
}
