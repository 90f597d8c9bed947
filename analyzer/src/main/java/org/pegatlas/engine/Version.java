package org.pegatlas.engine;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Properties;

/**
 * The pegatlas version: the pom's {@code project.version}, which the build writes into the
 * resource {@code org/pegatlas/version.properties} (so tests, the jar and the release archive
 * all report the same).
 */
public final class Version {
    private static final String RESOURCE = "/org/pegatlas/version.properties";

    private Version() {
    }

    public static String get() {
        try (InputStream in = Version.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException(RESOURCE + " is missing: build with Maven");
            }
            Properties properties = new Properties();
            properties.load(in);
            return properties.getProperty("version");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
