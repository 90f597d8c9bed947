package org.pegatlas.cli;

import java.io.IOException;
import java.io.PrintStream;
import org.apache.commons.cli.CommandLine;

/**
 * A sub-command: its {@link Declaration} (all that {@link Main} needs to list it, parse its
 * command line and print its help) and how it runs. Public for launchers of other commands (the
 * Spark job's), which run theirs through {@link Main#runCommand}.
 */
public abstract class Command {
    private final Declaration declaration;

    protected Command(Declaration declaration) {
        this.declaration = declaration;
    }

    public final Declaration declaration() {
        return declaration;
    }

    /** Runs the command on its parsed command line (never a {@code --help} request). */
    protected abstract void run(CommandLine line, PrintStream out, PrintStream err) throws CommandException, IOException;
}
