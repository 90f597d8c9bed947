package org.pegatlas.serve;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import org.pegatlas.board.Board;
import org.pegatlas.board.Boards;
import org.pegatlas.board.Positions;
import org.pegatlas.problem.Goal;
import org.pegatlas.problem.Problem;
import org.pegatlas.tablebase.Tablebase;
import org.pegatlas.tablebase.Tablebases;

/** For HTTP tests: the tablebase of {@link #PROBLEM}, built in a directory and served on a free port of 127.0.0.1. */
public final class ServedTriangle5 implements AutoCloseable {
    private static final Board BOARD = Boards.byName("triangle-5");
    /** Triangle-5, hole 1 empty at the start, one peg on hole 1 at the end. */
    public static final Problem PROBLEM = new Problem(BOARD, Positions.start(BOARD, "1"), Goal.onePegOn(0));
    public static final HttpClient CLIENT = HttpClient.newHttpClient();

    private final Tablebase tablebase;
    private final TablebaseServer server;

    private ServedTriangle5(Tablebase tablebase, TablebaseServer server) {
        this.tablebase = tablebase;
        this.server = server;
    }

    /** Builds the tablebase in {@code dir} and serves it, with {@code page} at {@code GET /}. */
    public static ServedTriangle5 start(Path dir, String page) throws IOException {
        Tablebases.build(PROBLEM, dir);
        Tablebase tablebase = Tablebase.open(dir);
        return new ServedTriangle5(tablebase, TablebaseServer.start(tablebase, page, 0, 2));
    }

    public TablebaseServer server() {
        return server;
    }

    /** The answer to {@code GET /PATH} ({@code relative} without the leading slash). */
    public HttpResponse<String> get(String relative) throws IOException, InterruptedException {
        return CLIENT.send(HttpRequest.newBuilder(URI.create(server.url() + relative)).build(), HttpResponse.BodyHandlers.ofString());
    }

    @Override
    public void close() {
        server.close();
        tablebase.close();
    }
}
