package org.pegatlas.reports;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.math.BigInteger;
import java.util.List;
import org.junit.jupiter.api.Test;

class JsonWriterTest {
    @Test
    void nestedContainersAreIndentedAndSeparated() {
        String json = new JsonWriter().beginObject()
                .name("empty").beginArray(false).endArray()
                .name("rows").beginArray(false).strings(List.of("1", "2")).strings(List.of()).endArray()
                .name("objects").beginArray(false).beginObject().name("n").number(BigInteger.TWO.pow(64)).endObject()
                .beginObject().name("ok").bool(true).endObject().endArray()
                .name("nothing").literal("null")
                .endObject().toString();
        assertEquals("{\n  \"empty\": [],\n  \"rows\": [\n    [\"1\", \"2\"],\n    []\n  ],\n  \"objects\": [\n    {\n      \"n\": 18446744073709551616\n    },"
                + "\n    {\n      \"ok\": true\n    }\n  ],\n  \"nothing\": null\n}", json);
        assertEquals(BigInteger.TWO.pow(64), ((java.util.Map<?, ?>) ((List<?>) ((java.util.Map<?, ?>) Json.parse(json)).get("objects")).get(0)).get("n"));
    }

    @Test
    void stringsAreEscapedAsJsonAndReadBackAsWritten() {
        String text = "a \"quoted\" back\\slash, tab\t, line\nreturn\r bell\u0007 é";
        assertEquals("\"a \\\"quoted\\\" back\\\\slash, tab\\t, line\\nreturn\\r bell\\u0007 é\"", JsonWriter.quoted(text));
        String json = new JsonWriter().beginObject().name(text).string(text).endObject().toString();
        assertEquals("{\n  " + JsonWriter.quoted(text) + ": " + JsonWriter.quoted(text) + "\n}", json);
        assertEquals(java.util.Map.of(text, text), Json.parse(json));
    }
}
