package org.pegatlas.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pegatlas.reports.Json;
import org.pegatlas.engine.MemoryTempDirs;
import org.pegatlas.serve.ServedTriangle5;

/**
 * The board page {@code serve} answers {@code GET /} with, served over a triangle-5 tablebase: an
 * offline HTML page whose board has every hole, and whose script's requests (the start from
 * {@code api/board}, then {@code api/position} and {@code api/jump}) are answered.
 */
class ServedPageTest {
    @TempDir(factory = MemoryTempDirs.class)
    static Path dir;
    static ServedTriangle5 served;

    @BeforeAll
    static void serve() throws IOException, CommandException {
        served = ServedTriangle5.start(dir, ReportPages.served(ServedTriangle5.PROBLEM));
    }

    @AfterAll
    static void stop() {
        served.close();
    }

    private static HttpResponse<String> get(String relative) throws IOException, InterruptedException {
        return served.get(relative);
    }

    @Test
    void pageIsOfflineHtmlWithEveryHoleAndTheGoalRinged() throws Exception {
        HttpResponse<String> page = get("");
        assertEquals(200, page.statusCode());
        assertEquals("text/html; charset=utf-8", page.headers().firstValue("Content-Type").orElse(""));
        String html = page.body();
        ReportCommandTest.assertOffline(html);
        assertFalse(Pattern.compile("https?:", Pattern.CASE_INSENSITIVE).matcher(html).find(), "no absolute address at all");
        assertTrue(html.contains("<h1>triangle-5: full board less 1 → one peg on 1</h1>"), "heading");
        assertTrue(html.contains("<body class=\"serve\">"), "the served page's styles");
        Matcher holes = Pattern.compile("<g class=\"hole( goal)?\" data-hole=\"(\\d+)\">").matcher(html);
        int count = 0;
        while (holes.find()) {
            count++;
            assertEquals(holes.group(2).equals("1"), holes.group(1) != null, "only hole 1 is the goal: " + holes.group());
        }
        assertEquals(15, count, "every hole drawn, none with a peg until the script puts the start's on");
        for (String control : List.of("id=\"undo\"", "id=\"hint\"", "id=\"restart\"", "data-key=\"solutions\"", "data-key=\"waysToReach\"",
                "data-key=\"fewestPegs\"", "data-key=\"onGraph\"", "data-key=\"solvable\"")) {
            assertTrue(html.contains(control), control);
        }
        assertEquals(html, get("index.html").body());
    }

    @Test
    void theScriptsRequestsAreAnswered() throws Exception {
        String html = get("").body();
        for (String call : List.of("api('api/board')", "api(`api/position?pegs=", "api(`api/jump?pegs=")) {
            assertTrue(html.contains(call), call);
        }
        HttpResponse<String> board = get("api/board");
        assertEquals(200, board.statusCode());
        List<?> startPegs = (List<?>) ((Map<?, ?>) Json.parse(board.body())).get("startPegs");
        assertEquals(List.of("2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12", "13", "14", "15"), startPegs);
        String pegs = String.join("%2C", startPegs.stream().map(Object::toString).toList());
        Map<?, ?> start = (Map<?, ?>) Json.parse(get("api/position?pegs=" + pegs).body());
        assertEquals("6816", start.get("solutions"));
        assertEquals(List.of("4-1", "6-1"), ((List<?>) start.get("jumps")).stream().map(j -> ((Map<?, ?>) j).get("jump")).toList());
        Map<?, ?> after = (Map<?, ?>) Json.parse(get("api/jump?pegs=" + pegs + "&jump=4-1").body());
        assertEquals("1 3 5 6 7 8 9 10 11 12 13 14 15", after.get("position"));
        assertEquals("3408", after.get("solutions"));
    }
}
