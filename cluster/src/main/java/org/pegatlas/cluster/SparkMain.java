package org.pegatlas.cluster;

import java.io.PrintStream;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.pegatlas.cli.Command;
import org.pegatlas.cli.ExitCode;
import org.pegatlas.cli.Main;

/**
 * The {@code pegatlas-spark} command (the main class for {@code spark-submit}): the analyses of
 * {@code pegatlas} as Spark jobs, with the same options, outputs, messages and exit codes.
 */
public final class SparkMain {
    static final String PROGRAM = "pegatlas-spark";
    private static final Map<String, Command> COMMANDS = new LinkedHashMap<>();

    static {
        for (Command command : List.of(new SparkAnalyzeCommand(), new SparkPairsCommand())) {
            COMMANDS.put(command.declaration().name(), command);
        }
    }

    private SparkMain() {
    }

    public static void main(String[] args) {
        System.exit(run(args, System.out, System.err).status());
    }

    /** Runs the command line {@code args}; returns the exit code instead of exiting. */
    static ExitCode run(String[] args, PrintStream out, PrintStream err) {
        if (args.length == 0 || args[0].equals("--help") || args[0].equals("-h")) {
            PrintStream to = args.length == 0 ? err : out;
            to.println("usage: " + PROGRAM + " <command> [options]   (" + PROGRAM + " <command> --help for its options)");
            to.println();
            to.println("commands:");
            COMMANDS.forEach((name, command) -> to.printf("  %-10s %s%n", name, command.declaration().summary()));
            return args.length == 0 ? ExitCode.USAGE : ExitCode.OK;
        }
        Command command = COMMANDS.get(args[0]);
        if (command == null) {
            err.println(PROGRAM + ": unknown command '" + args[0] + "' (known: " + String.join(", ", COMMANDS.keySet()) + ")");
            return ExitCode.USAGE;
        }
        return Main.runCommand(PROGRAM, command, Arrays.copyOfRange(args, 1, args.length), out, err);
    }
}
