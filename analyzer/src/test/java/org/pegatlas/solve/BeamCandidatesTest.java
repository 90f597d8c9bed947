package org.pegatlas.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.HashSet;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** A level's candidates: the best by score whatever the order of the offers, no duplicates. */
class BeamCandidatesTest {
    @Test
    void keepsTheBestWidthWhateverTheOrder() {
        int width = 100;
        int offers = 5_000;
        long[] selectedFirst = null;
        for (long seed = 1; seed <= 3; seed++) {
            BeamCandidates candidates = new BeamCandidates(width);
            Random random = new Random(seed);
            int[] order = new int[offers];
            Arrays.setAll(order, i -> i);
            for (int i = offers - 1; i > 0; i--) {
                int j = random.nextInt(i + 1);
                int t = order[i];
                order[i] = order[j];
                order[j] = t;
            }
            for (int key : order) {
                // Score key / 10: the best 100 keys are 4,900 to 4,999 (scores 490 to 499, no tie at the cut).
                if (candidates.mayKeep(key / 10)) {
                    candidates.offer(key + 1, key, key / 10, key);
                }
            }
            long[] positions = new long[candidates.selectedRoom()];
            int[] links = new int[candidates.selectedRoom()];
            int n = candidates.select(positions, links);
            assertEquals(width, n);
            long[] selected = Arrays.copyOf(positions, n);
            Arrays.sort(selected);
            for (int i = 0; i < n; i++) {
                assertEquals(offers - width + i, selected[i]);
            }
            if (selectedFirst != null) {
                assertTrue(Arrays.equals(selectedFirst, selected));
            }
            selectedFirst = selected;
            assertEquals(0, candidates.size(), "emptied for the next level");
        }
    }

    @Test
    void aKeyOfferedAgainKeepsItsFirstEntry() {
        BeamCandidates candidates = new BeamCandidates(4);
        candidates.offer(7, 70, 1, 1);
        candidates.offer(7, 71, 5, 2);
        candidates.offer(9, 90, 2, 3);
        long[] positions = new long[candidates.selectedRoom()];
        int[] links = new int[candidates.selectedRoom()];
        int n = candidates.select(positions, links);
        assertEquals(2, n);
        Set<Long> kept = new HashSet<>();
        for (int i = 0; i < n; i++) {
            kept.add(positions[i]);
            assertEquals(positions[i] == 70 ? 1 : 3, links[i]);
        }
        assertEquals(Set.of(70L, 90L), kept);
    }

    @Test
    void theFloorRisesOnlyOnceACutHasBeenMade() {
        BeamCandidates candidates = new BeamCandidates(2);
        assertTrue(candidates.mayKeep(Integer.MIN_VALUE));
        for (int key = 1; key <= 4; key++) {
            candidates.offer(key, key, 10 * key, key);
        }
        // The cut at 4 entries kept scores 30 and 40.
        assertEquals(2, candidates.size());
        assertFalse(candidates.mayKeep(29));
        assertTrue(candidates.mayKeep(30));
    }

    @Test
    void kthLargestAgreesWithSorting() {
        Random random = new Random(47);
        for (int trial = 0; trial < 200; trial++) {
            int n = 1 + random.nextInt(300);
            long[] a = new long[n];
            for (int i = 0; i < n; i++) {
                a[i] = random.nextInt(trial % 2 == 0 ? 20 : Integer.MAX_VALUE);
            }
            long[] sorted = a.clone();
            Arrays.sort(sorted);
            int k = 1 + random.nextInt(n);
            assertEquals(sorted[n - k], BeamCandidates.kthLargest(a, n, k));
        }
    }
}
