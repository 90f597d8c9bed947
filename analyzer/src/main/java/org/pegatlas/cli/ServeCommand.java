package org.pegatlas.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.concurrent.CountDownLatch;
import org.apache.commons.cli.CommandLine;
import org.apache.commons.cli.Option;
import org.apache.commons.cli.Options;
import org.pegatlas.engine.Analysis;
import org.pegatlas.serve.TablebaseServer;
import org.pegatlas.tablebase.Tablebase;

/** {@code pegatlas serve DIR}: the tablebase's lookups as JSON over HTTP on 127.0.0.1, until stopped. */
final class ServeCommand extends Command {

    ServeCommand() {
        super(new Declaration("serve",
                "an interactive board page and tablebase lookups as JSON over HTTP on 127.0.0.1 (GET /, /api/board, /api/position, /api/jump)",
                "Keeps the tablebase built in DIR open and answers over HTTP on 127.0.0.1 until stopped (Ctrl-C):"
                        + " GET /api/board (board, start, goal, problem), GET /api/position?pegs=a3,a4,... or ?diagram=ROW/ROW/..."
                        + " (a position's value and every legal jump's), GET /api/jump?pegs=...&jump=f4-d4 (the value after the jump),"
                        + " GET / (the interactive board page: click a peg, then where it lands, to jump; every move coloured by whether the goal"
                        + " stays reachable; hint, undo, and the position's counts after every jump). Errors are HTTP 4xx with {\"error\": \"...\"}."
                        + " Prints the address on standard output.",
                "DIR",
                new Options()
                        .addOption(Option.builder().longOpt("port").hasArg().argName("n")
                                .desc("the port on 127.0.0.1 (default " + TablebaseServer.DEFAULT_PORT + "; 0: any free port, printed)").get())
                        .addOption(Option.builder("t").longOpt("threads").hasArg().argName("n")
                                .desc("requests answered at once (default: the number of processors); every connection is read on a thread"
                                        + " of its own, so slow clients hold up no one, and is cut off after 10 s without a whole request").get())));
    }

    @Override
    protected void run(CommandLine line, PrintStream out, PrintStream err) throws CommandException, IOException {
        int port = port(line);
        int threads = RunOptions.threads(line, err);
        Tablebase tablebase = Tablebase.openChecked(Path.of(line.getArgList().get(0)));
        TablebaseServer server;
        try {
            server = TablebaseServer.start(tablebase, ReportPages.served(tablebase.problem()), port, threads);
        } catch (IOException e) {
            tablebase.close();
            throw CommandException.usage(e.getMessage());
        } catch (CommandException e) {
            tablebase.close();
            throw e;
        }
        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            server.close();
            tablebase.close();
            stopped.countDown();
        }));
        out.println("serving the tablebase (" + Analysis.problemInfo(tablebase.problem()).line() + ") on " + server.url());
        out.flush();
        try {
            stopped.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static int port(CommandLine line) throws CommandException {
        String value = line.getOptionValue("port");
        if (value == null) {
            return TablebaseServer.DEFAULT_PORT;
        }
        try {
            int port = Integer.parseInt(value.trim());
            if (port >= 0 && port <= 65535) {
                return port;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw CommandException.usage("--port needs a port number from 0 to 65535, not '" + value + "'");
    }
}
