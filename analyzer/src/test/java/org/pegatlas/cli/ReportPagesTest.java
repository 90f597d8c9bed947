package org.pegatlas.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.pegatlas.board.Board;
import org.pegatlas.board.Boards;
import org.pegatlas.reports.html.BoardLayout;
import org.pegatlas.reports.html.Jump;

class ReportPagesTest {
    private final Board english = Boards.byName("english");

    @Test
    void jumpsAreReplayedWithTheHoleJumpedOver() throws CommandException {
        Board pentagon = Boards.byName("pentagon");
        long start = pentagon.fullMask() & ~(1L << pentagon.hole("H"));
        assertEquals(List.of(new Jump("O-H", "O", "M", "H"), new Jump("D-M", "D", "I", "M")), ReportPages.jumps(pentagon, start, List.of("O-H", "D-M")));
        CommandException e = assertThrows(CommandException.class, () -> ReportPages.jumps(pentagon, start, List.of("O-H", "O-H")));
        assertTrue(e.getMessage().contains("jump 2 of the sample solution, O-H, is no legal jump there"), e.getMessage());
    }

    @Test
    void layoutsPutTheClosestHolesOneApart() {
        BoardLayout english = ReportPages.layout(this.english);
        assertEquals(new BoardLayout.Hole("c1", 2, 0), english.holes().get(0));
        assertEquals(new BoardLayout.Hole("d4", 3, 3), english.holes().get(16));
        List<BoardLayout.Hole> triangle = ReportPages.layout(Boards.byName("triangle-5")).holes();
        assertEquals(2.0, triangle.get(0).x(), 1e-9, "the apex above the middle of the base");
        assertEquals(2.0, triangle.get(12).x(), 1e-9, "hole 13 in the middle of the base");
        for (int[] pair : new int[][] {{0, 1}, {0, 2}, {1, 2}, {10, 11}, {6, 10}}) {
            BoardLayout.Hole a = triangle.get(pair[0]);
            BoardLayout.Hole b = triangle.get(pair[1]);
            assertEquals(1.0, Math.hypot(a.x() - b.x(), a.y() - b.y()), 1e-9, "neighbours one apart: an equilateral grid");
        }
        List<BoardLayout.Hole> pentagon = ReportPages.layout(Boards.byName("pentagon")).holes();
        double closest = Double.MAX_VALUE;
        for (BoardLayout.Hole a : pentagon) {
            for (BoardLayout.Hole b : pentagon) {
                if (a != b) {
                    closest = Math.min(closest, Math.hypot(a.x() - b.x(), a.y() - b.y()));
                }
            }
        }
        assertEquals(1.0, closest, 1e-9);
    }
}
