package org.pegatlas.reports;

import java.util.Locale;

/** A number of bytes for a person to read: binary units, {@code 1.5 GiB} or {@code 512 MiB}. */
public final class ByteSize {
    private static final double MIB = 1L << 20;
    private static final double GIB = 1L << 30;

    private ByteSize() {
    }

    /**
     * {@code bytes} in GiB with one decimal from 1 GiB up, else in MiB with {@code mibDecimals}
     * decimals (0 or more), rounded half up, a dot as the decimal sign: {@code 1.5 GiB},
     * {@code 0.5 MiB} (one decimal), {@code 1023 MiB} (none).
     */
    public static String of(double bytes, int mibDecimals) {
        return bytes >= GIB ? String.format(Locale.ROOT, "%.1f GiB", bytes / GIB)
                : String.format(Locale.ROOT, "%." + mibDecimals + "f MiB", bytes / MIB);
    }
}
