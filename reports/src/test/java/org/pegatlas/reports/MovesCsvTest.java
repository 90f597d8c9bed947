package org.pegatlas.reports;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

class MovesCsvTest {
    @Test
    void headerThenOneLinePerRowInItsOrder() {
        List<MovesRow> rows = List.of(new MovesRow(0, 32, 0, 1, 1), new MovesRow(2, 30, 1, 4, 1), new MovesRow(2, 30, 2, 8, 1));
        assertEquals("level,pegs,moves,solvable_raw,solvable_canonical\n0,32,0,1,1\n2,30,1,4,1\n2,30,2,8,1\n", MovesCsv.format(rows));
        assertEquals(MovesRow.class.getRecordComponents().length, MovesCsv.HEADER.split(",").length, "one column per MovesRow field");
    }

    @Test
    void noSolutionIsTheHeaderAlone() {
        assertEquals(MovesCsv.HEADER + "\n", MovesCsv.format(List.of()));
    }
}
