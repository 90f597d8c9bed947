package org.pegatlas.reports;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.Locale;

/**
 * A small pretty-printing JSON writer. Objects put one field per line, indented by two spaces;
 * arrays are either inline ({@code ["a", "b"]}) or one element per line. Commas are placed
 * automatically. Integers are written bare with every digit (also beyond 2^53 and 2^63); pass
 * {@link #string} the decimal text instead where a reader without big integers (a browser) must
 * keep every digit.
 */
public final class JsonWriter {
    private final StringBuilder out = new StringBuilder();
    /** Per open container: whether it is an inline array. */
    private final Deque<Boolean> inline = new ArrayDeque<>();
    /** Whether the current container has no element yet. */
    private boolean empty = true;
    /** Whether a field name was just written, so the next value follows it on its line. */
    private boolean afterName;

    public JsonWriter beginObject() {
        beforeValue();
        out.append('{');
        return enter(false);
    }

    public JsonWriter endObject() {
        return leave('}');
    }

    /** Opens an array: {@code inline} puts its elements on one line (for scalars). */
    public JsonWriter beginArray(boolean inline) {
        beforeValue();
        out.append('[');
        return enter(inline);
    }

    public JsonWriter endArray() {
        return leave(']');
    }

    /** The next field's name, inside an object. */
    public JsonWriter name(String name) {
        separate();
        out.append(quoted(name));
        out.append(": ");
        afterName = true;
        return this;
    }

    public JsonWriter string(String value) {
        beforeValue();
        out.append(quoted(value));
        return this;
    }

    /** An integer ({@code int}, {@code long}, {@link java.math.BigInteger}) written bare. */
    public JsonWriter number(Number integer) {
        return literal(integer.toString());
    }

    public JsonWriter bool(boolean value) {
        return literal(Boolean.toString(value));
    }

    /** A value written as given (a formatted decimal, {@code null}). */
    public JsonWriter literal(String json) {
        beforeValue();
        out.append(json);
        return this;
    }

    /** An inline array of strings. */
    public JsonWriter strings(List<String> values) {
        beginArray(true);
        values.forEach(this::string);
        return endArray();
    }

    /** The document so far (complete once every container is closed). */
    @Override
    public String toString() {
        return out.toString();
    }

    private JsonWriter enter(boolean inlineArray) {
        inline.push(inlineArray);
        empty = true;
        return this;
    }

    private JsonWriter leave(char close) {
        boolean wasInline = inline.pop();
        if (!empty && !wasInline) {
            newline();
        }
        out.append(close);
        empty = false;
        return this;
    }

    private void beforeValue() {
        if (afterName) {
            afterName = false;
        } else if (!inline.isEmpty()) {
            separate();
        }
    }

    private void separate() {
        boolean inlineArray = !inline.isEmpty() && inline.peek();
        if (!empty) {
            out.append(inlineArray ? ", " : ",");
        }
        if (!inlineArray) {
            newline();
        }
        empty = false;
    }

    private void newline() {
        out.append('\n').append("  ".repeat(inline.size()));
    }

    /**
     * {@code text} as a JSON string literal, quotes included: a quote or backslash behind a
     * backslash; newline, carriage return and tab as {@code \n}, {@code \r}, {@code \t}; other
     * control characters as {@code \\u00XX}; everything else as it is (no ASCII-only escaping). The
     * one JSON escaper of pegatlas (files, {@code query --json} and {@code serve} alike).
     */
    public static String quoted(String text) {
        StringBuilder out = new StringBuilder(text.length() + 2).append('"');
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                case '\n' -> out.append("\\n");
                case '\r' -> out.append("\\r");
                case '\t' -> out.append("\\t");
                default -> {
                    if (c < 0x20) {
                        out.append(String.format(Locale.ROOT, "\\u%04x", (int) c));
                    } else {
                        out.append(c);
                    }
                }
            }
        }
        return out.append('"').toString();
    }
}
