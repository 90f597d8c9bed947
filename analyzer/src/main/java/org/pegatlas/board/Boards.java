package org.pegatlas.board;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;

/** The built-in boards, by name. */
public final class Boards {
    /** A built-in board and the hole its default problem starts by vacating (and finishes on). */
    private record BuiltIn(Supplier<Board> board, String defaultVacancy) {
    }

    private static final Map<String, BuiltIn> BUILT_IN = new LinkedHashMap<>();

    static {
        BUILT_IN.put("english", new BuiltIn(() -> Board.fromGrid("english", List.of(
                "..ooo..",
                "..ooo..",
                "ooooooo",
                "ooooooo",
                "ooooooo",
                "..ooo..",
                "..ooo.."), Directions.ORTHOGONAL, HoleNaming.GRID_LETTER_NUMBER), "d4"));
    }

    private Boards() {
    }

    /** Names of the built-in boards, in listing order. */
    public static Set<String> names() {
        return BUILT_IN.keySet();
    }

    /**
     * The built-in board called {@code name}.
     *
     * @throws IllegalArgumentException listing the known boards when there is none by that name
     */
    public static Board byName(String name) {
        return builtIn(name).board().get();
    }

    /**
     * The hole that the default problem of built-in board {@code name} vacates at the start and
     * finishes on: the centre where there is one.
     */
    public static String defaultVacancy(String name) {
        return builtIn(name).defaultVacancy();
    }

    private static BuiltIn builtIn(String name) {
        BuiltIn builtIn = BUILT_IN.get(name);
        if (builtIn == null) {
            throw new IllegalArgumentException("unknown board '" + name + "' (known: " + String.join(", ", BUILT_IN.keySet()) + ")");
        }
        return builtIn;
    }
}
