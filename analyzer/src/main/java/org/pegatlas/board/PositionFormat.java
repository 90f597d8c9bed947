package org.pegatlas.board;

import java.util.Locale;

/** A position written on one line of text, for other tools: by its pegs, as a diagram, or as bits. */
public enum PositionFormat {
    /** The holes with a peg, by name in hole order, separated by spaces ({@code c1 d1 e1 ...}); what {@code --start "pegs: ..."} reads. */
    PEGS,
    /** The board's diagram on one line, rows separated by {@code /} ({@code x} peg, {@code o} empty, {@code .} no hole); what {@code --start} reads. */
    DIAGRAM,
    /** One character per hole in hole order, {@code 1} a peg and {@code 0} empty (hole 0, the first named, first). */
    BITS;

    /** The format named {@code name} (any case). */
    public static PositionFormat byName(String name) {
        try {
            return valueOf(name.strip().toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("unknown format '" + name + "' (known: pegs, diagram, bits)");
        }
    }

    /** {@code position} of {@code board} on one line. */
    public String format(Board board, long position) {
        return switch (this) {
            case PEGS -> board.holeNames(position);
            case DIAGRAM -> board.diagram(position).replace('\n', '/');
            case BITS -> {
                StringBuilder bits = new StringBuilder(board.holeCount());
                for (int hole = 0; hole < board.holeCount(); hole++) {
                    bits.append((position >>> hole & 1) != 0 ? '1' : '0');
                }
                yield bits.toString();
            }
        };
    }
}
