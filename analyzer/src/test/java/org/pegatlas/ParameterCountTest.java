package org.pegatlas;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.lang.reflect.Constructor;
import java.lang.reflect.Executable;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.RecordComponent;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.pegatlas.board.Board;

/**
 * How many parameters the methods and constructors of the analyzer's main code take (issue 45,
 * item 2: none more than {@value #MOST}, at most {@value #MOST_MANY} more than {@value #MANY}).
 * The bounds are a ratchet: lower them as methods get parameter objects, never raise them.
 *
 * <p>Counted: every declared method and constructor of the classes compiled from
 * {@code analyzer/src/main}, as written in the source. Not counted: synthetic and bridge methods
 * (lambdas' bodies among them), the constructors of anonymous and local classes (their parameters
 * are captured variables), and records' canonical constructors (their parameters are the
 * components). The hidden parameters the compiler adds are left out: the enclosing instance of an
 * inner class's constructor, an enum constant's name and ordinal.
 */
class ParameterCountTest {
    /** Most parameters of any method or constructor. */
    private static final int MOST = 8;
    /** More than this many parameters is "many". */
    private static final int MANY = 6;
    /** Most methods and constructors with more than {@link #MANY} parameters. */
    private static final int MOST_MANY = 10;
    /** The count the issue sets as its goal, printed with the current one. */
    private static final int GOAL_MOST = 8;

    @Test
    void fewParameters() throws Exception {
        List<Counted> counted = counted();
        counted.sort(Comparator.comparingInt(Counted::parameters).reversed().thenComparing(Counted::name));
        List<Counted> many = counted.stream().filter(c -> c.parameters() > MANY).toList();
        long overGoal = counted.stream().filter(c -> c.parameters() > GOAL_MOST).count();
        System.out.printf("parameters: %d methods and constructors with more than %d, %d with more than %d%n", overGoal, GOAL_MOST,
                many.size(), MANY);
        many.forEach(c -> System.out.println("  " + c.parameters() + " " + c.name()));
        assertTrue(counted.size() > 100, "too few methods found: " + counted.size());
        assertTrue(many.isEmpty() || many.get(0).parameters() <= MOST, "more than " + MOST + " parameters: " + many.get(0));
        assertTrue(many.size() <= MOST_MANY, many.size() + " methods and constructors take more than " + MANY
                + " parameters (at most " + MOST_MANY + "): " + many);
    }

    /** A method or constructor and its parameter count as written. */
    private record Counted(String name, int parameters) {
    }

    private static List<Counted> counted() throws IOException, URISyntaxException, ClassNotFoundException {
        Path root = Path.of(Board.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        List<String> names;
        try (Stream<Path> files = Files.walk(root)) {
            names = files.filter(f -> f.toString().endsWith(".class"))
                    .map(f -> root.relativize(f).toString().replace(f.getFileSystem().getSeparator(), "."))
                    .map(n -> n.substring(0, n.length() - ".class".length()))
                    .filter(n -> !n.endsWith("package-info"))
                    .toList();
        }
        List<Counted> counted = new ArrayList<>();
        for (String name : names) {
            Class<?> type = Class.forName(name, false, ParameterCountTest.class.getClassLoader());
            if (type.isAnonymousClass() || type.isLocalClass() || type.isSynthetic()) {
                continue;
            }
            for (Method method : type.getDeclaredMethods()) {
                if (!method.isSynthetic() && !method.isBridge()) {
                    counted.add(new Counted(type.getName() + "." + method.getName(), method.getParameterCount()));
                }
            }
            for (Constructor<?> constructor : type.getDeclaredConstructors()) {
                if (!constructor.isSynthetic() && !isCanonical(type, constructor)) {
                    counted.add(new Counted(type.getName() + ".<init>", constructor.getParameterCount() - hidden(type)));
                }
            }
        }
        return counted;
    }

    /** The parameters javac adds to every constructor of {@code type}. */
    private static int hidden(Class<?> type) {
        if (type.isEnum()) {
            return 2;
        }
        return type.isMemberClass() && !Modifier.isStatic(type.getModifiers()) ? 1 : 0;
    }

    private static boolean isCanonical(Class<?> type, Executable constructor) {
        return type.isRecord() && Arrays.equals(constructor.getParameterTypes(),
                Arrays.stream(type.getRecordComponents()).map(RecordComponent::getType).toArray());
    }
}
