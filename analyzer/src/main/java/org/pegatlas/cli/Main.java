package org.pegatlas.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
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
        for (Command command : List.of(new AnalyzeCommand(), new SolveCommand(), new PairsCommand(), new BoardsCommand(), new VerifyCommand(),
                new EstimateCommand(), new ReportCommand(), new ExportCommand(), new TablebaseCommand(), new QueryCommand(),
                new ServeCommand(), new PlayCommand(System.in))) {
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
        if (args.length == 0) {
            printUsage(err);
            return ExitCode.USAGE;
        }
        if (args[0].equals("--help") || args[0].equals("-h") || args[0].equals("help")) {
            printUsage(out);
            return written(out, err);
        }
        if (args[0].equals("--version")) {
            out.println("pegatlas " + Version.get());
            return written(out, err);
        }
        Command command = COMMANDS.get(args[0]);
        if (command == null) {
            err.println("pegatlas: unknown command '" + args[0] + "' (known: " + String.join(", ", COMMANDS.keySet())
                    + "); see 'pegatlas --help'");
            return ExitCode.USAGE;
        }
        return runCommand("pegatlas", command, Arrays.copyOfRange(args, 1, args.length), out, err);
    }

    /**
     * Runs one command on its arguments (those after its name), printing its help when asked;
     * every failure becomes one line on {@code err}, {@code program: message}, and its exit code.
     * For the {@code pegatlas} command and for launchers of other commands (the Spark job's).
     */
    public static ExitCode runCommand(String program, Command command, String[] args, PrintStream out, PrintStream err) {
        Declaration declared = command.declaration();
        String typed = program + " " + declared.name();
        try {
            CommandLine line = CommandLines.parse(typed, declared.options(), declared.operand(), args);
            if (line.hasOption("help")) {
                CommandLines.printHelp(typed, declared.options(), declared.operand(), out, declared.description());
            } else {
                command.run(line, out, err);
            }
            return written(out, err);
        } catch (CommandException e) {
            err.println(program + ": " + oneLine(e));
            return e.exitCode();
        } catch (TablebaseException e) {
            err.println(program + ": " + oneLine(e));
            return ExitCode.USAGE;
        } catch (OutputDirectory.RefusedException e) {
            err.println(program + ": " + oneLine(e));
            return ExitCode.OUTPUT_REFUSED;
        } catch (IOException e) {
            if (isOutOfRoom(e)) {
                err.println(program + ": no room to write (" + oneLine(e) + ")" + (declared.options().hasLongOption("resume")
                        ? "; what was finished is kept: make room, then run the same command with --resume to go on" : ""));
                return ExitCode.IO_ERROR;
            }
            err.println(program + ": I/O error: " + oneLine(withReason(e)));
            debug(e, err);
            return ExitCode.IO_ERROR;
        } catch (OutOfMemoryError e) {
            err.println(program + ": out of memory; give the JVM more with PEGATLAS_JAVA_OPTS=-Xmx...");
            debug(e, err);
            return ExitCode.INTERNAL_ERROR;
        } catch (RuntimeException e) {
            err.println(program + ": internal error: " + oneLine(e));
            debug(e, err);
            return ExitCode.INTERNAL_ERROR;
        }
    }

    /** {@link ExitCode#OK} when everything printed on {@code out} was written; else says so on {@code err}: {@link ExitCode#IO_ERROR}. */
    private static ExitCode written(PrintStream out, PrintStream err) {
        if (out.checkError()) {
            err.println("pegatlas: cannot write to standard output (disk full or closed?); the output is incomplete");
            return ExitCode.IO_ERROR;
        }
        return ExitCode.OK;
    }

    /**
     * Whether a write failed for want of room: the disk or the user's quota is full, or a file
     * would outgrow what the file system or the process's limit ({@code ulimit -f}) allows; Chronicle
     * Map says "Not enough space to fallocate" when it cannot reserve a tablebase's file.
     */
    static boolean isOutOfRoom(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            String message = String.valueOf(t.getMessage());
            if (message.contains("No space left on device") || message.contains("Disk quota exceeded")
                    || message.contains("File too large") || message.contains("Not enough space to fallocate")) {
                return true;
            }
        }
        return false;
    }

    /**
     * A failure's message as one printable line: a line break becomes a space, any other control
     * character ({@code < 0x20}, {@code 0x7f}; from a board file's name, say) its escape {@code \xNN}.
     */
    /**
     * {@code e}, or for a file-system failure whose message is only a file's name (the JDK's
     * {@link AccessDeniedException}, {@link NoSuchFileException}, {@link FileAlreadyExistsException}
     * without a reason) one that says what went wrong with it.
     */
    static IOException withReason(IOException e) {
        if (e instanceof FileSystemException failed && failed.getReason() == null) {
            String reason = e instanceof AccessDeniedException ? "permission denied"
                    : e instanceof NoSuchFileException ? "no such file or directory"
                    : e instanceof FileAlreadyExistsException ? "already exists" : null;
            if (reason != null) {
                return new FileSystemException(failed.getFile(), failed.getOtherFile(), reason);
            }
        }
        return e;
    }

    private static String oneLine(Throwable e) {
        String message = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
        StringBuilder line = new StringBuilder(message.length());
        message.chars().forEach(c -> {
            if (c == '\n') {
                line.append(' ');
            } else if (c < 0x20 || c == 0x7f) {
                line.append(String.format(Locale.ROOT, "\\x%02x", c));
            } else {
                line.append((char) c);
            }
        });
        return line.toString();
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
