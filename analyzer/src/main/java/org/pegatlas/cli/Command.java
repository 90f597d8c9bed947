package org.pegatlas.cli;

import java.io.IOException;
import java.io.PrintStream;
import org.apache.commons.cli.CommandLine;

/** A sub-command of {@code pegatlas}: its {@link Declaration} and how it runs. */
abstract class Command {
    private final Declaration declaration;

    Command(Declaration declaration) {
        this.declaration = declaration;
    }

    final Declaration declaration() {
        return declaration;
    }

    /** Runs the command on its parsed command line (never a {@code --help} request). */
    abstract void run(CommandLine line, PrintStream out, PrintStream err) throws CommandException, IOException;
}
