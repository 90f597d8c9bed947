package org.pegatlas.reports;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.util.List;
import org.junit.jupiter.api.Test;

class LevelsCsvTest {
    static final List<String> COLUMNS = List.of("level", "pegs", "reachable_raw", "reachable_canonical", "solvable_raw",
            "solvable_canonical", "dead_ends_raw", "dead_ends_canonical", "paths", "games_ended", "jumps_canonical",
            "level_file_bytes", "disk_bytes");

    @Test
    void headerNamesEveryColumnInOrder() {
        assertEquals(String.join(",", COLUMNS), LevelsCsv.HEADER);
        assertEquals(COLUMNS.size(), LevelRow.class.getRecordComponents().length, "one column per LevelRow field");
    }

    @Test
    void oneLinePerLevelWithTheHeadersColumnCountAndUnixLineEnds() {
        String csv = LevelsCsv.format(Fixtures.rows());
        assertTrue(csv.endsWith("\n"));
        assertTrue(!csv.contains("\r"));
        String[] lines = csv.split("\n", -1);
        assertEquals(1 + Fixtures.rows().size() + 1, lines.length, "header, rows, and the empty string after the last \\n");
        assertEquals(LevelsCsv.HEADER, lines[0]);
        assertEquals("", lines[lines.length - 1]);
        for (int i = 1; i <= Fixtures.rows().size(); i++) {
            assertEquals(COLUMNS.size(), lines[i].split(",", -1).length, "line " + i + ": " + lines[i]);
        }
    }

    @Test
    void exactValuesInEveryColumn() {
        String[] lines = LevelsCsv.format(Fixtures.rows()).split("\n");
        assertEquals("0,32,1,1,1,1,0,0,1,0,1,42,96", lines[1]);
        assertEquals("1,31,4,1,4,1,0,0,4,0,3,42,96", lines[2]);
        assertEquals("30,2,12,3,8,2,4,1,40861647040079968,577116156815309849672,0,60,150", lines[3]);
        String[] last = lines[4].split(",");
        assertEquals(Fixtures.HUGE, new BigInteger(last[8]));
        assertEquals(Fixtures.HUGE.add(BigInteger.ONE), new BigInteger(last[9]));
        assertEquals("1606938044258990275541962092341162602522202993782792835313721", last[8]);
    }

    @Test
    void exactBigIntegersAreNotAbbreviated() {
        BigInteger big = new BigInteger("123456789012345678901234567890123456789");
        LevelRow row = new LevelRow(3, 29, Long.MAX_VALUE, 7, 0, 0, 0, 0, big, big.multiply(big), 0, 0, 0);
        String line = LevelsCsv.format(List.of(row)).split("\n")[1];
        assertEquals("3,29," + Long.MAX_VALUE + ",7,0,0,0,0," + big + "," + big.multiply(big) + ",0,0,0", line);
        assertTrue(!line.contains("E") && !line.contains("e"));
    }

    @Test
    void noRowsGivesTheHeaderOnly() {
        assertEquals(LevelsCsv.HEADER + "\n", LevelsCsv.format(List.of()));
    }

    @Test
    void equalInputsGiveIdenticalOutput() {
        assertEquals(LevelsCsv.format(Fixtures.rows()), LevelsCsv.format(List.copyOf(Fixtures.rows())));
    }
}
