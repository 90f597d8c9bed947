package org.pegatlas.serve;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.pegatlas.board.Board;
import org.pegatlas.board.Boards;
import org.pegatlas.board.Jumps;

/**
 * A load benchmark for {@code pegatlas serve} (run by {@code scripts/bench-serve}): asks a running
 * server for the values of random positions on its problem's graph, one request at a time, and
 * prints the median and 99th-percentile latency. The positions are random jump sequences from the
 * start (any length, stopping early at a dead end), so every one is reachable. Built-in boards only.
 *
 * <p>Arguments: the server's URL, the number of timed requests, and a random seed.
 */
public final class LoadClient {
    private static final Pattern NAME = Pattern.compile("\"board\":\"([^\"]+)\".*\"startPegs\":\\[([^\\]]*)\\]");

    private LoadClient() {
    }

    public static void main(String[] args) throws IOException, InterruptedException {
        String url = args[0].endsWith("/") ? args[0] : args[0] + "/";
        int count = Integer.parseInt(args[1]);
        Random random = new Random(Long.parseLong(args[2]));
        HttpClient client = HttpClient.newHttpClient();
        Matcher board = NAME.matcher(get(client, url + "api/board"));
        if (!board.find()) {
            throw new IllegalStateException("unexpected /api/board answer");
        }
        Board b = Boards.byName(board.group(1));
        long start = 0;
        for (String name : board.group(2).replace("\"", "").split(",")) {
            start |= 1L << b.hole(name);
        }
        List<String> queries = new ArrayList<>();
        for (int i = 0; i < count + count / 10; i++) {
            queries.add(url + "api/position?pegs=" + b.holeNames(randomPosition(b, start, random)).replace(' ', ','));
        }
        for (String query : queries.subList(count, queries.size())) {
            get(client, query);
        }
        long[] nanos = new long[count];
        int onGraph = 0;
        long begin = System.nanoTime();
        for (int i = 0; i < count; i++) {
            long t = System.nanoTime();
            String answer = get(client, queries.get(i));
            nanos[i] = System.nanoTime() - t;
            onGraph += answer.contains("\"onGraph\":true,\"solvable\"") ? 1 : 0;
        }
        double seconds = (System.nanoTime() - begin) / 1e9;
        Arrays.sort(nanos);
        System.out.printf("%d requests (%d on the graph) in %.2f s: median %.0f us, p99 %.0f us, max %.0f us, %.0f requests/s%n", count, onGraph,
                seconds, nanos[count / 2] / 1e3, nanos[(int) Math.ceil(count * 0.99) - 1] / 1e3, nanos[count - 1] / 1e3, count / seconds);
    }

    private static long randomPosition(Board board, long start, Random random) {
        long position = start;
        int jumps = random.nextInt(Long.bitCount(start));
        for (int j = 0; j < jumps; j++) {
            List<Integer> legal = new ArrayList<>();
            for (int line = 0; line < board.lineCount(); line++) {
                if (board.canJump(position, line)) {
                    legal.add(line);
                }
            }
            if (legal.isEmpty()) {
                break;
            }
            position ^= board.lineMask(legal.get(random.nextInt(legal.size())));
        }
        return position;
    }

    private static String get(HttpClient client, String url) throws IOException, InterruptedException {
        HttpResponse<String> response = client.send(HttpRequest.newBuilder(URI.create(url)).build(), HttpResponse.BodyHandlers.ofString());
        if (response.statusCode() != 200) {
            throw new IllegalStateException(url + ": HTTP " + response.statusCode() + " " + response.body());
        }
        return response.body();
    }
}
