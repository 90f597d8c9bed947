package org.pegatlas.serve;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Semaphore;
import org.pegatlas.board.Board;
import org.pegatlas.board.Positions;
import org.pegatlas.board.Jumps;
import org.pegatlas.tablebase.PositionJson;
import org.pegatlas.board.PositionText;
import org.pegatlas.tablebase.Tablebase;

/**
 * The tablebase over HTTP on 127.0.0.1 (the JDK's built-in server), JSON as agreed for the
 * browser board page:
 *
 * <ul>
 *   <li>{@code GET /api/board}: the board's holes, the start and the goal, and the analysis's
 *       problem (from {@code summary.json});
 *   <li>{@code GET /api/position?pegs=a3,a4,...} or {@code ?diagram=ROW/ROW/...}: a position's value
 *       and every legal jump's;
 *   <li>{@code GET /api/jump?pegs=...&jump=f4-d4}: the value of the position after a legal jump;
 *   <li>{@code GET /} (and {@code /index.html}): the page given to {@link #start}, as
 *       {@code text/html} (the interactive board page, which calls these endpoints).
 * </ul>
 *
 * Errors are {@code {"error": "..."}} with 400 (bad input), 404 (unknown path) or 405 (not GET);
 * an internal failure is a 500 with a one-line message, never a stack trace.
 *
 * <p>Every connection is read on a thread of its own, so clients that send half a request and stop
 * hold up no one else; such a client is cut off after {@value #REQUEST_SECONDS} s, one that does
 * not read its answer after {@value #RESPONSE_SECONDS} s, and an idle kept-alive connection after
 * the JDK's idle interval (30 s). At most {@code threads} requests are answered at once.
 */
public final class TablebaseServer implements AutoCloseable {
    /** The port {@code serve} listens on unless told otherwise. */
    public static final int DEFAULT_PORT = 8337;
    /** Seconds a client has to send its whole request. */
    static final int REQUEST_SECONDS = 10;
    /** Seconds a client has to read its whole answer. */
    static final int RESPONSE_SECONDS = 30;
    private final Tablebase tablebase;
    private final Board board;
    private final String boardJson;
    private final String page;
    private final HttpServer server;
    private final ExecutorService connections;
    private final Semaphore answering;

    private TablebaseServer(Tablebase tablebase, String page, HttpServer server, int threads) throws IOException {
        this.tablebase = tablebase;
        this.page = page;
        this.board = tablebase.problem().board();
        this.boardJson = PositionJson.board(tablebase.problem(), summaryProblem(tablebase.directory()));
        this.server = server;
        this.connections = Executors.newCachedThreadPool(runnable -> {
            Thread thread = new Thread(runnable, "pegatlas-serve");
            thread.setDaemon(true);
            return thread;
        });
        this.answering = new Semaphore(threads);
        server.createContext("/", this::handle);
        server.setExecutor(connections);
    }

    /**
     * Starts serving {@code tablebase} on 127.0.0.1.
     *
     * @param page the HTML page of {@code GET /}
     * @param port the port, or 0 for any free one (see {@link #port()})
     * @param threads requests answered at once, at least 1
     * @throws IOException when the port cannot be bound (the message says which)
     */
    public static TablebaseServer start(Tablebase tablebase, String page, int port, int threads) throws IOException {
        // the JDK server writes headers and body separately; without TCP_NODELAY each answer waits ~40 ms for a delayed ACK
        System.setProperty("sun.net.httpserver.nodelay", "true");
        // read once, when the JVM's first server is made
        System.setProperty("sun.net.httpserver.maxReqTime", Integer.toString(REQUEST_SECONDS));
        System.setProperty("sun.net.httpserver.maxRspTime", Integer.toString(RESPONSE_SECONDS));
        HttpServer server;
        try {
            server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), port), 64);
        } catch (IOException e) {
            throw new IOException("cannot listen on 127.0.0.1:" + port + ": " + e.getMessage(), e);
        }
        TablebaseServer served = new TablebaseServer(tablebase, page, server, threads);
        server.start();
        return served;
    }

    /** The port listened on. */
    public int port() {
        return server.getAddress().getPort();
    }

    /** The base address, {@code http://127.0.0.1:PORT/}. */
    public String url() {
        return "http://127.0.0.1:" + port() + "/";
    }

    /** Stops serving (the tablebase stays open: its owner closes it). */
    @Override
    public void close() {
        server.stop(0);
        connections.shutdownNow();
    }

    /** The {@code problem} object of the analysis's {@code summary.json}, on one line. */
    private static String summaryProblem(Path dir) throws IOException {
        String summary = Files.readString(dir.resolve("summary.json"));
        int key = summary.indexOf("\"problem\"");
        int open = summary.indexOf('{', key);
        int close = summary.indexOf('}', open);
        if (key < 0 || open < 0 || close < 0) {
            throw new IOException(dir.resolve("summary.json") + ": no problem object");
        }
        return summary.substring(open, close + 1).replaceAll("\\n\\s*", "");
    }

    /** A request that gets a 4xx answer with this message. */
    private static final class BadRequest extends Exception {
        final int status;

        BadRequest(int status, String message) {
            super(message);
            this.status = status;
        }
    }

    private void handle(HttpExchange exchange) throws IOException {
        try (exchange; InputStream body = exchange.getRequestBody()) {
            body.readAllBytes();
            try {
                if (!exchange.getRequestMethod().equals("GET")) {
                    exchange.getResponseHeaders().set("Allow", "GET");
                    throw new BadRequest(405, "method " + exchange.getRequestMethod() + " not allowed; use GET");
                }
                answering.acquireUninterruptibly();
                try {
                    route(exchange);
                } finally {
                    answering.release();
                }
            } catch (BadRequest e) {
                send(exchange, e.status, "application/json", PositionJson.error(e.getMessage()));
            } catch (RuntimeException e) {
                String message = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage().replace('\n', ' ');
                send(exchange, 500, "application/json", PositionJson.error("internal error: " + message));
            }
        }
    }

    private void route(HttpExchange exchange) throws IOException, BadRequest {
        String path = exchange.getRequestURI().getRawPath();
        Map<String, String> query = query(exchange.getRequestURI().getRawQuery());
        switch (path) {
            case "/api/board" -> send(exchange, 200, "application/json", boardJson);
            case "/api/position" -> send(exchange, 200, "application/json", PositionJson.report(board, tablebase.report(position(query))));
            case "/api/jump" -> {
                long position = position(query);
                String jump = query.get("jump");
                if (jump == null) {
                    throw new BadRequest(400, "give the jump, as jump=f4-d4");
                }
                int line;
                try {
                    line = Jumps.parseLegal(board, position, jump);
                } catch (IllegalArgumentException e) {
                    throw new BadRequest(400, e.getMessage());
                }
                send(exchange, 200, "application/json", PositionJson.report(board, tablebase.report(position ^ board.lineMask(line))));
            }
            case "/", "/index.html" -> send(exchange, 200, "text/html", page);
            default -> throw new BadRequest(404, "no such path " + path + "; the paths are /, /api/board, /api/position and /api/jump");
        }
    }

    /** The position of {@code pegs=} (holes separated by commas or spaces; empty: no peg) or {@code diagram=}. */
    private long position(Map<String, String> query) throws BadRequest {
        String pegs = query.get("pegs");
        String diagram = query.get("diagram");
        if ((pegs == null) == (diagram == null)) {
            throw new BadRequest(400, "give the position as pegs=a3,a4,... or as diagram=ROW/ROW/... (x peg, o empty hole, . no hole), one of them");
        }
        try {
            if (diagram != null) {
                return Positions.inlineDiagram(board, diagram.contains("/") ? diagram : diagram + "/");
            }
            return pegs.isBlank() ? 0 : PositionText.parse(board, pegs);
        } catch (IllegalArgumentException e) {
            throw new BadRequest(400, e.getMessage());
        }
    }

    private static Map<String, String> query(String raw) throws BadRequest {
        Map<String, String> parameters = new HashMap<>();
        if (raw == null || raw.isEmpty()) {
            return parameters;
        }
        for (String pair : raw.split("&")) {
            int eq = pair.indexOf('=');
            try {
                String name = URLDecoder.decode(eq < 0 ? pair : pair.substring(0, eq), StandardCharsets.UTF_8);
                String value = eq < 0 ? "" : URLDecoder.decode(pair.substring(eq + 1), StandardCharsets.UTF_8);
                if (parameters.put(name, value) != null) {
                    throw new BadRequest(400, "parameter " + name + " given twice");
                }
            } catch (IllegalArgumentException e) {
                throw new BadRequest(400, "malformed query string: " + e.getMessage());
            }
        }
        return parameters;
    }

    /** Sends {@code text} with {@code status}; to a HEAD request the headers alone (a body there is a protocol error the JDK warns of). */
    private static void send(HttpExchange exchange, int status, String type, String text) throws IOException {
        byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
        exchange.getResponseHeaders().set("Content-Type", type + "; charset=utf-8");
        exchange.getResponseHeaders().set("Cache-Control", "no-store");
        if (exchange.getRequestMethod().equals("HEAD")) {
            exchange.sendResponseHeaders(status, -1);
            return;
        }
        exchange.sendResponseHeaders(status, bytes.length);
        try (OutputStream out = exchange.getResponseBody()) {
            out.write(bytes);
        }
    }
}
