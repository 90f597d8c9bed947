package org.pegatlas.board;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;

/** The built-in boards, by name. */
public final class Boards {
    private static final Map<String, Supplier<Board>> BUILT_IN = new LinkedHashMap<>();

    static {
        BUILT_IN.put("english", () -> Board.fromGrid("english", List.of(
                "..ooo..",
                "..ooo..",
                "ooooooo",
                "ooooooo",
                "ooooooo",
                "..ooo..",
                "..ooo.."), Directions.ORTHOGONAL, HoleNaming.GRID_LETTER_NUMBER));
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
        Supplier<Board> board = BUILT_IN.get(name);
        if (board == null) {
            throw new IllegalArgumentException("unknown board '" + name + "' (known: " + String.join(", ", BUILT_IN.keySet()) + ")");
        }
        return board.get();
    }
}
