package org.pegatlas.tablebase;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

class ValueBlockTest {
    @Test
    void blockBitsGiveAboutThirtyTwoPositionsABlockWhenKeysAreSpreadEvenly() {
        assertEquals(32, ValueBlock.blockBits(32, 0), "an empty level: one block");
        assertEquals(32, ValueBlock.blockBits(32, 1));
        assertEquals(32, ValueBlock.blockBits(32, 32), "32 positions: one block");
        assertEquals(31, ValueBlock.blockBits(32, 33), "33 positions: two blocks");
        assertEquals(31, ValueBlock.blockBits(32, 64));
        assertEquals(30, ValueBlock.blockBits(32, 65));
        assertEquals(15, ValueBlock.blockBits(32, 3_626_632), "the English board's largest level: 2^17 blocks");
        assertEquals(0, ValueBlock.blockBits(5, 1_000_000), "never below 0");
        assertEquals(ValueBlock.MAX_BLOCK_BITS, ValueBlock.blockBits(63, 10), "a position's low key bits fit in 7 bytes");
        assertEquals(63 - 57, ValueBlock.blockBits(63, 1L << 62), "a map key's prefix fits below its peg count");
    }

    @Test
    void aLevelWhoseKeysBunchGetsFewerBlockBits() {
        long[] spread = new long[4096];
        long[] bunched = new long[4096];
        for (int i = 0; i < spread.length; i++) {
            spread[i] = (long) i << 20 | 7;
            bunched[i] = i < 2048 ? i : (long) i << 20;
        }
        assertEquals(32 - 7, ValueBlock.blockBits(32, spread.length));
        assertEquals(32 - 7, ValueBlock.blockBits(32, spread), "spread evenly: by their number");
        assertEquals(4096, ValueBlock.largestBlock(spread, 32), "one block of all at 32 bits");
        assertEquals(2048, ValueBlock.largestBlock(bunched, 25));
        int bits = ValueBlock.blockBits(32, bunched);
        assertEquals(9, bits, "2,048 keys below 2^11: blocks of 2^9 keys at most");
        assertEquals(ValueBlock.MAX_POSITIONS, ValueBlock.largestBlock(bunched, bits));
    }

    @Test
    void mapKeysKeepThePegCountAndTheKeysHighBits() {
        long key = 0x1_2345_6789L;
        long mapKey = ValueBlock.mapKey(17, key, 12);
        assertEquals(17, ValueBlock.pegs(mapKey));
        assertEquals(key, ValueBlock.key(mapKey, 12, key & 0xfff));
        assertEquals(mapKey, ValueBlock.mapKey(17, key ^ 0xabc, 12), "keys that differ in their low block bits share a block");
        assertEquals(64, ValueBlock.pegs(ValueBlock.mapKey(64, 0, 0)), "up to 64 pegs");
    }

    @Test
    void everyEntryIsFoundAndNoOtherSeededRandom() {
        Random random = new Random(20261127L);
        for (int blockBits : new int[] {0, 3, 8, 9, 16, 31, ValueBlock.MAX_BLOCK_BITS}) {
            long limit = blockBits == 0 ? 1 : 1L << blockBits;
            TreeMap<Long, byte[]> entries = new TreeMap<>();
            int size = blockBits == 0 ? 1 : 1 + random.nextInt((int) Math.min(200, limit));
            while (entries.size() < size) {
                long low = blockBits == 0 ? 0 : random.nextLong() & (limit - 1);
                byte[] value = new byte[random.nextInt(5) == 0 ? 120 + random.nextInt(300) : 1 + random.nextInt(14)];
                random.nextBytes(value);
                entries.put(low, value);
            }
            ValueBlock.Writer writer = new ValueBlock.Writer(blockBits);
            entries.forEach(writer::add);
            byte[] block = writer.toArray();
            assertEquals(block.length, writer.size());
            for (var entry : entries.entrySet()) {
                assertArrayEquals(entry.getValue(), ValueBlock.find(block, blockBits, entry.getKey()), "block bits " + blockBits);
            }
            for (int probe = 0; probe < 1000 && blockBits > 0; probe++) {
                long low = random.nextLong() & (limit - 1);
                if (!entries.containsKey(low)) {
                    assertNull(ValueBlock.find(block, blockBits, low), "block bits " + blockBits + ", low " + low);
                }
            }
            List<Long> seen = new ArrayList<>();
            ValueBlock.forEach(block, blockBits, (low, value) -> {
                seen.add(low);
                assertArrayEquals(entries.get(low), value);
            });
            assertEquals(new ArrayList<>(entries.keySet()), seen, "every entry once, in key order");
        }
    }

    @Test
    void anEntryPastTheLastOrBeforeTheFirstIsAbsent() {
        ValueBlock.Writer writer = new ValueBlock.Writer(16);
        writer.add(10, new byte[] {1});
        writer.add(20, new byte[] {2, 3});
        byte[] block = writer.toArray();
        assertEquals(2 * 2 + 2 + 3, block.length, "2 bytes of key and 1 of length each");
        assertNull(ValueBlock.find(block, 16, 9));
        assertNull(ValueBlock.find(block, 16, 15));
        assertNull(ValueBlock.find(block, 16, 21));
        assertNull(ValueBlock.find(new byte[0], 16, 10), "an empty block holds nothing");
    }

    @Test
    void aCutOrOverlongBlockIsRefused() {
        ValueBlock.Writer writer = new ValueBlock.Writer(16);
        writer.add(10, new byte[200]);
        writer.add(20, new byte[] {2, 3});
        byte[] block = writer.toArray();
        for (int cut = 1; cut < block.length; cut++) {
            if (cut == 2 + 2 + 200) {
                continue; // the first entry whole: a block of one entry
            }
            byte[] shorter = Arrays.copyOf(block, cut);
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                    () -> ValueBlock.forEach(shorter, 16, (low, value) -> { }), "cut at " + cut);
            assertEquals("damaged tablebase block of " + cut + " bytes", e.getMessage());
        }
        byte[] endless = {0, 1, (byte) 0xff, (byte) 0xff, (byte) 0xff, (byte) 0xff, (byte) 0xff, 1};
        assertThrows(IllegalArgumentException.class, () -> ValueBlock.find(endless, 16, 1), "a length of more than 5 bytes");
    }
}
