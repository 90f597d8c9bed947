package org.pegatlas.engine.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The level store owns the level files' names (issue 45, item 1): no main source of the analyzer
 * outside {@code engine.store} spells one. Checked on the sources (string literals, comments left
 * out): a literal that is an extension or the directory of the level files ({@code "roar"},
 * {@code "counts"}, {@code "levels"}), or that holds a level file's name or its pattern
 * ({@code .roar}, {@code %s-%02d}). Other packages name level files through {@link LevelFiles}.
 */
class LevelFileNamesTest {
    /** A string literal of Java source. */
    private static final Pattern LITERAL = Pattern.compile("\"(?:\\\\.|[^\"\\\\\\n])*\"");
    /** Comments, left out before the literals are looked for. */
    private static final Pattern COMMENT = Pattern.compile("/\\*.*?\\*/|//[^\\n]*", Pattern.DOTALL);
    /** A literal that names level files. */
    private static final Pattern LEVEL_FILE_NAME = Pattern.compile("\"(roar|counts|levels/?)\"|.*(\\.roar|%s-%02d).*");

    @Test
    void noLevelFileNameOutsideTheStore() throws IOException, URISyntaxException {
        Path sources = mainSources();
        Path store = sources.resolve("org/pegatlas/engine/store");
        List<String> found = new ArrayList<>();
        int files = 0;
        try (Stream<Path> paths = Files.walk(sources)) {
            for (Path file : (Iterable<Path>) paths.filter(p -> p.toString().endsWith(".java"))::iterator) {
                files++;
                if (file.startsWith(store)) {
                    continue;
                }
                String code = COMMENT.matcher(Files.readString(file)).replaceAll(" ");
                Matcher literal = LITERAL.matcher(code);
                while (literal.find()) {
                    if (LEVEL_FILE_NAME.matcher(literal.group()).matches()) {
                        found.add(sources.relativize(file) + ": " + literal.group());
                    }
                }
            }
        }
        assertTrue(files > 100, "too few sources found under " + sources + ": " + files);
        assertEquals(List.of(), found, "level file names spelled outside engine.store (use LevelFiles)");
    }

    /** {@code analyzer/src/main/java}, found from where the main classes were compiled to ({@code analyzer/target/classes}). */
    private static Path mainSources() throws URISyntaxException {
        Path classes = Path.of(LevelFiles.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        Path sources = classes.getParent().getParent().resolve("src/main/java");
        assertTrue(Files.isDirectory(sources), "no sources at " + sources);
        return sources;
    }
}
