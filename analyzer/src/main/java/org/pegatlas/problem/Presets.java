package org.pegatlas.problem;

import java.util.List;
import java.util.stream.Collectors;

/**
 * Named problems on built-in boards: the seven classic English problems (the pegs of the start,
 * one peg on d4 at the end).
 */
public final class Presets {
    /**
     * A preset problem.
     *
     * @param name the name given to {@code --problem}
     * @param board the built-in board it is played on
     * @param start the start, as {@code --start} takes it (one hole: the full board less it; two
     *     or more: the pegs)
     * @param goalHole the hole the last peg must finish on
     */
    public record Preset(String name, String board, String start, String goalHole) {
    }

    private static final List<Preset> ALL = List.of(
            new Preset("cross", "english", "d2 c3 d3 e3 d4 d5", "d4"),
            new Preset("plus", "english", "d2 d3 b4 c4 d4 e4 f4 d5 d6", "d4"),
            new Preset("fireplace", "english", "c1 d1 e1 c2 d2 e2 c3 d3 e3 c4 e4", "d4"),
            new Preset("up-arrow", "english", "d1 c2 d2 e2 b3 c3 d3 e3 f3 d4 d5 c6 d6 e6 c7 d7 e7", "d4"),
            new Preset("pyramid", "english", "d2 c3 d3 e3 b4 c4 d4 e4 f4 a5 b5 c5 d5 e5 f5 g5", "d4"),
            new Preset("diamond", "english", "d1 c2 d2 e2 b3 c3 d3 e3 f3 a4 b4 c4 e4 f4 g4 b5 c5 d5 e5 f5 c6 d6 e6 d7", "d4"),
            new Preset("solitaire", "english", "d4", "d4"));

    private Presets() {
    }

    /** Every preset, in listing order. */
    public static List<Preset> all() {
        return ALL;
    }

    /** The presets played on built-in board {@code board}. */
    public static List<Preset> on(String board) {
        return ALL.stream().filter(p -> p.board().equals(board)).toList();
    }

    /**
     * The preset called {@code name}.
     *
     * @throws IllegalArgumentException listing the presets when there is none by that name
     */
    public static Preset byName(String name) {
        return ALL.stream().filter(p -> p.name().equals(name.trim())).findFirst().orElseThrow(() -> new IllegalArgumentException(
                "unknown problem '" + name.trim() + "' (known: " + ALL.stream().map(Preset::name).collect(Collectors.joining(", ")) + ")"));
    }
}
