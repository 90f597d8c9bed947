package org.pegatlas.tablebase;

import java.io.IOException;
import java.lang.reflect.Method;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;

/**
 * A build step (run by Maven after compiling, see {@code analyzer/pom.xml}): compiles the class
 * Chronicle Map would otherwise generate and compile with javac at run time when it opens any map,
 * the native implementation of its {@code VanillaGlobalMutableState}, into the build's class
 * directory. Chronicle Values loads such a class from the class path when it is there and only
 * generates it when not, so every JVM that opens a tablebase saves the run-time compilation
 * (about 1.5 s of a one-shot query). The source is Chronicle Values' own generator's output.
 */
public final class ChronicleClasses {
    private static final String STATE = "net.openhft.chronicle.hash.VanillaGlobalMutableState";

    private ChronicleClasses() {
    }

    /** {@code args[0]}: the class output directory. Fails the build (nonzero exit) on any error. */
    public static void main(String[] args) throws Exception {
        Path classes = Path.of(args[0]);
        Class<?> type = Class.forName(STATE);
        Class<?> modelClass = Class.forName("net.openhft.chronicle.values.ValueModel");
        Object model = modelClass.getMethod("acquire", Class.class).invoke(null, type);
        Method generate = Class.forName("net.openhft.chronicle.values.Generators")
                .getDeclaredMethod("generateNativeClass", modelClass, String.class);
        generate.setAccessible(true);
        String simpleName = STATE.substring(STATE.lastIndexOf('.') + 1) + "$$Native";
        String source = (String) generate.invoke(null, model, simpleName);
        Path sources = Files.createTempDirectory("pegatlas-chronicle-");
        try {
            Path file = sources.resolve(simpleName + ".java");
            Files.writeString(file, source);
            JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
            int status = javac.run(null, null, null, List.of("-nowarn", "-classpath", System.getProperty("java.class.path"), "-d",
                    classes.toString(), file.toString()).toArray(new String[0]));
            if (status != 0) {
                throw new IllegalStateException("javac failed on the generated " + simpleName);
            }
        } finally {
            deleteTree(sources);
        }
    }

    private static void deleteTree(Path dir) throws IOException {
        try (var files = Files.walk(dir)) {
            for (Path p : files.sorted(java.util.Comparator.reverseOrder()).toList()) {
                Files.delete(p);
            }
        }
    }
}
