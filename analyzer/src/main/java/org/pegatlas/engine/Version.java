package org.pegatlas.engine;

/** The pegatlas version, from the jar's manifest ({@code dev} when run from classes). */
public final class Version {
    private Version() {
    }

    public static String get() {
        String version = Version.class.getPackage().getImplementationVersion();
        return version == null ? "dev" : version;
    }
}
