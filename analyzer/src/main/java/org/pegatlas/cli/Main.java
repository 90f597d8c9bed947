package org.pegatlas.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.commons.cli.CommandLine;
import org.pegatlas.engine.Version;
import org.pegatlas.storage.OutputDirectory;
import org.pegatlas.tablebase.TablebaseException;

/**
 * The {@code pegatlas} command: dispatches to a sub-command and turns every failure into one line
 * on standard error and an {@link ExitCode}. Set {@code PEGATLAS_DEBUG=1} to see stack traces of
 * internal errors.
 */
public final class Main {
    private static final Map<String, Command> COMMANDS = new LinkedHashMap<>();

    static {
        for (Command command : List.of(new AnalyzeCommand(), new PairsCommand(), new BoardsCommand(), new VerifyCommand(),
                new EstimateCommand(), new ReportCommand(), new TablebaseCommand(), new QueryCommand(), new ServeCommand(),
                new PlayCommand(System.in))) {
            COMMANDS.put(command.declaration().name(), command);
        }
    }

    private Main() {
    }

    public static void main(String[] args) {
        System.exit(run(args, System.out, System.err).status());
    }

    /** Runs the command line {@code args}; returns the exit code instead of exiting. */
    public static ExitCode run(String[] args, PrintStream out, PrintStream err) {
        if (args.length == 0 || args[0].equals("--help") || args[0].equals("-h") || args[0].equals("help")) {
            printUsage(args.length == 0 ? err : out);
            return args.length == 0 ? ExitCode.USAGE : ExitCode.OK;
        }
        if (args[0].equals("--version")) {
            out.println("pegatlas " + Version.get());
            return ExitCode.OK;
        }
        Command command = COMMANDS.get(args[0]);
        try {
            if (command == null) {
                throw CommandException.usage("unknown command '" + args[0] + "' (known: " + String.join(", ", COMMANDS.keySet())
                        + "); see 'pegatlas --help'");
            }
            Declaration declared = command.declaration();
            CommandLine line = CommandLines.parse(args[0], declared.options(), declared.operand(), Arrays.copyOfRange(args, 1, args.length));
            if (line.hasOption("help")) {
                CommandLines.printHelp(args[0], declared.options(), declared.operand(), out, declared.description());
            } else {
                command.run(line, out, err);
            }
            return ExitCode.OK;
        } catch (CommandException e) {
            err.println("pegatlas: " + e.getMessage());
            return e.exitCode();
        } catch (TablebaseException e) {
            err.println("pegatlas: " + e.getMessage());
            return ExitCode.USAGE;
        } catch (OutputDirectory.RefusedException e) {
            err.println("pegatlas: " + e.getMessage());
            return ExitCode.OUTPUT_REFUSED;
        } catch (IOException e) {
            err.println("pegatlas: I/O error: " + oneLine(e));
            debug(e, err);
            return ExitCode.IO_ERROR;
        } catch (OutOfMemoryError e) {
            err.println("pegatlas: out of memory; give the JVM more with PEGATLAS_JAVA_OPTS=-Xmx...");
            return ExitCode.INTERNAL_ERROR;
        } catch (RuntimeException e) {
            err.println("pegatlas: internal error: " + oneLine(e));
            debug(e, err);
            return ExitCode.INTERNAL_ERROR;
        }
    }

    private static String oneLine(Throwable e) {
        String message = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
        return message.replace('\n', ' ');
    }

    private static void debug(Throwable e, PrintStream err) {
        if (System.getenv("PEGATLAS_DEBUG") != null) {
            e.printStackTrace(err);
        }
    }

    private static void printUsage(PrintStream out) {
        out.println("usage: pegatlas <command> [options]   (pegatlas <command> --help for its options)");
        out.println();
        out.println("Exhaustive peg-solitaire analysis: every reachable position, every position that can still");
        out.println("reach the goal, exact solution and game counts.");
        out.println();
        out.println("commands:");
        COMMANDS.forEach((name, command) -> out.printf("  %-10s %s%n", name, command.declaration().summary()));
        out.println();
        out.println("  --version  print the version");
        out.println();
        out.println(ExitCode.helpLine());
    }
}
