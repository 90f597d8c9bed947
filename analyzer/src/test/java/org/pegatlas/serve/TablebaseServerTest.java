package org.pegatlas.serve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.InetAddress;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pegatlas.engine.MemoryTempDirs;

/** The HTTP endpoints on a triangle-5 tablebase: answers, and a 4xx JSON error for every kind of bad request. */
class TablebaseServerTest {
    @TempDir(factory = MemoryTempDirs.class)
    static Path dir;
    static ServedTriangle5 served;
    static TablebaseServer server;
    static final String PAGE = "<!DOCTYPE html><title>board</title><p>é</p>";

    @BeforeAll
    static void serve() throws IOException {
        served = ServedTriangle5.start(dir, PAGE);
        server = served.server();
    }

    @AfterAll
    static void stop() {
        served.close();
    }

    private static HttpResponse<String> get(String pathAndQuery) throws IOException, InterruptedException {
        return served.get(pathAndQuery.substring(1));
    }

    @Test
    void clientsThatSendHalfARequestAndStopHoldUpNoOne() throws Exception {
        List<Socket> stalled = new ArrayList<>();
        try {
            for (int i = 0; i < 8; i++) { // four times the server's 2 threads
                Socket socket = new Socket(InetAddress.getLoopbackAddress(), server.port());
                socket.getOutputStream().write("GET /api/bo".getBytes(StandardCharsets.US_ASCII));
                socket.getOutputStream().flush();
                stalled.add(socket);
            }
            HttpResponse<String> response = ServedTriangle5.CLIENT.send(HttpRequest.newBuilder(URI.create(server.url() + "api/board"))
                    .timeout(Duration.ofSeconds(9)).build(), HttpResponse.BodyHandlers.ofString());
            assertEquals(200, response.statusCode(), "answered while the stalled clients wait (they are cut off only after 10 s)");
        } finally {
            for (Socket socket : stalled) {
                socket.close();
            }
        }
    }

    @Test
    void listensOnLoopbackOnly() {
        assertTrue(server.url().startsWith("http://127.0.0.1:") && server.port() > 0, server.url());
    }

    @Test
    void boardDescribesHolesStartGoalAndProblem() throws Exception {
        HttpResponse<String> response = get("/api/board");
        assertEquals(200, response.statusCode());
        assertTrue(response.headers().firstValue("Content-Type").orElse("").startsWith("application/json"));
        String body = response.body();
        assertTrue(body.startsWith("{\"board\":\"triangle-5\",\"holes\":[{\"name\":\"1\",\"row\":0,\"col\":0},{\"name\":\"2\",\"row\":1,\"col\":0},"), body);
        assertTrue(body.contains("\"startPegs\":[\"2\",\"3\",\"4\",\"5\",\"6\",\"7\",\"8\",\"9\",\"10\",\"11\",\"12\",\"13\",\"14\",\"15\"],"
                + "\"goal\":\"one peg on 1\",\"problem\":{\"board\": \"triangle-5\","), body);
        assertTrue(body.endsWith("\"position_class_check\": \"same class\"},\"start\":\"2 3 4 5 6 7 8 9 10 11 12 13 14 15\"}"), body);
    }

    @Test
    void positionByPegsOrDiagramAndAfterAJump() throws Exception {
        HttpResponse<String> byPegs = get("/api/position?pegs=2,3,4,5,6,7,8,9,10,11,12,13,14,15");
        assertEquals(200, byPegs.statusCode());
        assertTrue(byPegs.body().startsWith("{\"position\":\"2 3 4 5 6 7 8 9 10 11 12 13 14 15\",\"pegs\":14,\"onGraph\":true,\"solvable\":true,"
                + "\"fewestPegs\":1,\"solutions\":\"6816\",\"fewestMovesLeft\":10,\"waysToReach\":\"1\",\"jumps\":[{\"jump\":\"4-1\""), byPegs.body());
        assertEquals(byPegs.body(), get("/api/position?diagram=o/xx/xxx/xxxx/xxxxx").body());
        HttpResponse<String> after = get("/api/jump?pegs=2,3,4,5,6,7,8,9,10,11,12,13,14,15&jump=4-1");
        assertEquals(200, after.statusCode());
        assertTrue(after.body().startsWith("{\"position\":\"1 3 5 6 7 8 9 10 11 12 13 14 15\",\"pegs\":13,\"onGraph\":true,\"solvable\":true,"
                + "\"fewestPegs\":1,\"solutions\":\"3408\",\"fewestMovesLeft\":9,\"waysToReach\":\"1\","), after.body());
        assertEquals(200, get("/api/position?pegs=").statusCode(), "the empty board is a position too (off the graph)");
    }

    @Test
    void badRequestsGetFourHundredsWithAJsonError() throws Exception {
        assertError(get("/api/jump?pegs=2,3,4,5,6,7,8,9,10,11,12,13,14,15&jump=1-4"), 400, "jump 1-4 is not legal here: no peg on 1");
        assertError(get("/api/jump?pegs=2,3&jump=7-10"), 400, "board triangle-5 has no jump 7-10");
        assertError(get("/api/jump?pegs=2,3"), 400, "give the jump");
        assertError(get("/api/position?pegs=2,99"), 400, "board triangle-5 has no hole '99'");
        assertError(get("/api/position?diagram=o/xx"), 400, "the diagram has 2 rows; board triangle-5 has 5");
        assertError(get("/api/position"), 400, "give the position as pegs=");
        assertError(get("/api/position?pegs=2&diagram=o/xx"), 400, "one of them");
        assertError(get("/api/position?pegs=2&pegs=3"), 400, "parameter pegs given twice");
        assertError(get("/api/nothing"), 404, "no such path /api/nothing");
        HttpResponse<String> post = ServedTriangle5.CLIENT.send(HttpRequest.newBuilder(URI.create(server.url() + "api/board"))
                .POST(HttpRequest.BodyPublishers.ofString("x")).build(), HttpResponse.BodyHandlers.ofString());
        assertError(post, 405, "method POST not allowed");
        assertEquals("GET", post.headers().firstValue("Allow").orElse(""));
    }

    /** A HEAD request gets its status and headers, no body, and the JDK's server logs no warning about a body (issue 49, item 15). */
    @Test
    void aHeadRequestGetsNoBodyAndNoWarning() throws Exception {
        java.util.logging.Logger log = java.util.logging.Logger.getLogger("com.sun.net.httpserver");
        List<java.util.logging.LogRecord> warnings = new java.util.concurrent.CopyOnWriteArrayList<>();
        java.util.logging.Handler keep = new java.util.logging.Handler() {
            @Override
            public void publish(java.util.logging.LogRecord record) {
                if (record.getLevel().intValue() >= java.util.logging.Level.WARNING.intValue()) {
                    warnings.add(record);
                }
            }

            @Override
            public void flush() {
            }

            @Override
            public void close() {
            }
        };
        log.addHandler(keep);
        try {
            HttpResponse<String> head = ServedTriangle5.CLIENT.send(HttpRequest.newBuilder(URI.create(server.url() + "api/board"))
                    .method("HEAD", HttpRequest.BodyPublishers.noBody()).build(), HttpResponse.BodyHandlers.ofString());
            assertEquals(405, head.statusCode());
            assertEquals("", head.body());
            assertEquals("GET", head.headers().firstValue("Allow").orElse(""));
        } finally {
            log.removeHandler(keep);
        }
        assertEquals(List.of(), warnings.stream().map(java.util.logging.LogRecord::getMessage).toList());
    }

    private static void assertError(HttpResponse<String> response, int status, String message) {
        assertEquals(status, response.statusCode(), response.body());
        assertTrue(response.body().startsWith("{\"error\":\"") && response.body().contains(message) && !response.body().contains("\n"),
                response.body());
    }

    @Test
    void rootAnswersWithTheGivenPage() throws Exception {
        for (String path : new String[] {"/", "/index.html"}) {
            HttpResponse<String> page = get(path);
            assertEquals(200, page.statusCode());
            assertEquals("text/html; charset=utf-8", page.headers().firstValue("Content-Type").orElse(""));
            assertEquals(PAGE, page.body());
        }
    }
}
