package org.pegatlas.reports;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** A count with its noun in the right number. */
class CountedTest {
    @Test
    void oneIsSingularEverythingElsePlural() {
        assertEquals("1 peg", Counted.of(1, "peg"));
        assertEquals("0 pegs", Counted.of(0, "peg"));
        assertEquals("1,544 positions", Counted.of(1544, "position"));
        assertEquals("2 mismatches", Counted.of(2, "mismatch"));
        assertEquals("5 finishes", Counted.of(5, "finish"));
        assertEquals("1 finish", Counted.of(1, "finish"));
        assertEquals("3 boxes", Counted.of(3, "box"));
        assertEquals("4 classes", Counted.of(4, "class"));
    }
}
