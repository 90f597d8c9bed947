package org.pegatlas.cli;

import java.io.PrintStream;
import java.io.PrintWriter;
import java.util.HashSet;
import java.util.Set;
import org.apache.commons.cli.CommandLine;
import org.apache.commons.cli.DefaultParser;
import org.apache.commons.cli.HelpFormatter;
import org.apache.commons.cli.Option;
import org.apache.commons.cli.Options;
import org.apache.commons.cli.ParseException;

/** Parsing and help shared by the sub-commands. */
public final class CommandLines {
    private CommandLines() {
    }

    /**
     * Parses {@code args}: options, and exactly one argument named {@code operand} when that is not
     * {@code null} (none is needed with {@code --help}); stray or missing arguments, an option with
     * a value given twice, and parse errors become usage errors, which name {@code command} as typed
     * (e.g. {@code pegatlas analyze}).
     */
    static CommandLine parse(String command, Options options, String operand, String[] args) throws CommandException {
        try {
            CommandLine line = new DefaultParser().parse(options, args);
            Set<String> seen = new HashSet<>();
            for (Option option : line.getOptions()) {
                String name = option.getLongOpt() != null ? option.getLongOpt() : option.getOpt();
                if (option.hasArg() && !seen.add(name)) {
                    throw CommandException.usage("--" + name + " is given more than once; give it once");
                }
            }
            int allowed = operand == null ? 0 : 1;
            if (line.getArgList().size() > allowed) {
                throw CommandException.usage("unexpected argument '" + line.getArgList().get(allowed) + "'; see '" + command + " --help'");
            }
            if (line.getArgList().size() < allowed && !line.hasOption("help")) {
                throw CommandException.usage("missing " + operand + "; usage: " + command + " " + operand + " [options]");
            }
            return line;
        } catch (ParseException e) {
            throw CommandException.usage(e.getMessage() + "; see '" + command + " --help'");
        }
    }

    public static String required(CommandLine line, String option) throws CommandException {
        String value = line.getOptionValue(option);
        if (value == null) {
            throw CommandException.usage("missing required option --" + option);
        }
        if (value.isBlank()) {
            throw CommandException.usage("--" + option + " is empty: give it a value");
        }
        return value;
    }

    /** The option's value as a positive integer, or {@code fallback} when absent. */
    public static int positiveInt(CommandLine line, String option, int fallback) throws CommandException {
        String value = line.getOptionValue(option);
        if (value == null) {
            return fallback;
        }
        try {
            int n = Integer.parseInt(value.trim());
            if (n > 0) {
                return n;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw CommandException.usage("--" + option + " needs a positive whole number, not '" + value + "'");
    }

    /** {@code -b, --board NAME}, described by {@code description}. */
    public static Option boardOption(String description) {
        return Option.builder("b").longOpt("board").hasArg().argName("name").desc(description).get();
    }

    /** {@code --board-file FILE}, described by {@code description}. */
    public static Option boardFileOption(String description) {
        return Option.builder().longOpt("board-file").hasArg().argName("file").desc(description).get();
    }

    /** {@code -o, --out DIR}: the output directory. */
    public static Option outOption() {
        return Option.builder("o").longOpt("out").hasArg().argName("dir")
                .desc("output directory (required): created if missing; refused if it holds another problem's results"
                        + " or files that are not pegatlas output").get();
    }

    /** {@code -h, --help}. */
    public static Option helpOption() {
        return Option.builder("h").longOpt("help").desc("show this help").get();
    }

    /**
     * The command's help: its usage line ({@code command} as typed, e.g. {@code pegatlas analyze};
     * {@code operand} may be {@code null}), description and options.
     */
    static void printHelp(String command, Options options, String operand, PrintStream out, String description) {
        PrintWriter writer = new PrintWriter(out);
        HelpFormatter formatter = new HelpFormatter();
        String usage = command + (operand == null ? "" : " " + operand) + " [options]";
        formatter.printHelp(writer, 100, usage, description, options, 2, 2, "", false);
        writer.flush();
    }
}
