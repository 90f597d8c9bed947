package org.pegatlas.engine;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.nio.file.Files;
import java.nio.file.Path;

/** The process's peak memory so far. */
public final class PeakMemory {
    private PeakMemory() {
    }

    /**
     * Peak resident set size from {@code /proc/self/status} (VmHWM) where the platform has it;
     * otherwise the sum of the JVM's heap pools' peak usage.
     */
    public static long bytes() {
        try {
            for (String line : Files.readAllLines(Path.of("/proc/self/status"))) {
                if (line.startsWith("VmHWM:")) {
                    return Long.parseLong(line.replaceAll("[^0-9]", "")) * 1024;
                }
            }
        } catch (IOException | RuntimeException e) {
            // fall through to the JVM's own figure
        }
        long peak = 0;
        for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
            peak += pool.getPeakUsage().getUsed();
        }
        return peak;
    }
}
