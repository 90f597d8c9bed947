package org.pegatlas.storage;

/**
 * The identity of the level file layouts this build writes and reads ({@link LevelSetFile} and
 * {@link CountFile}), recorded in every output directory's manifest so that a run is only resumed
 * by a build that reads its files.
 */
public final class LevelFormat {
    /**
     * What a directory whose manifest records no level format holds: the layouts written before the
     * format was recorded (set version 2, count version 3).
     */
    static final String UNRECORDED = "set-2,counts-3";

    private LevelFormat() {
    }

    /** The level format a directory's manifest records ({@link #UNRECORDED} when it records none). */
    static String recorded(Manifest manifest) {
        String format = manifest.get(OutputDirectory.LEVEL_FORMAT_KEY);
        return format == null ? UNRECORDED : format;
    }

    /** This build's level format, as {@code set-V,counts-W}. */
    public static String current() {
        return "set-" + LevelSetFile.VERSION + ",counts-" + CountFile.VERSION;
    }
}
