package org.pegatlas.reports.html;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.Locale;

/** Small helpers for writing HTML: escaping, number formatting, and the page's inlined resources. */
final class Html {
    private Html() {
    }

    /** {@code text} safe inside an element or a double-quoted attribute. */
    static String escape(String text) {
        StringBuilder out = new StringBuilder(text.length());
        for (char c : text.toCharArray()) {
            switch (c) {
                case '&' -> out.append("&amp;");
                case '<' -> out.append("&lt;");
                case '>' -> out.append("&gt;");
                case '"' -> out.append("&quot;");
                case '\'' -> out.append("&#39;");
                default -> out.append(c);
            }
        }
        return out.toString();
    }

    /** An exact integer with thousands separators ({@code 40,861,647,040,079,968}). */
    static String count(BigInteger n) {
        return String.format(Locale.ROOT, "%,d", n);
    }

    /** An exact integer with thousands separators. */
    static String count(long n) {
        return String.format(Locale.ROOT, "%,d", n);
    }

    /** A coordinate or length for SVG: at most two decimals, a dot whatever the locale. */
    static String number(double value) {
        return new java.math.BigDecimal(String.format(Locale.ROOT, "%.2f", value)).stripTrailingZeros().toPlainString();
    }

    /**
     * A JSON document made safe inside a {@code <script>} element: every {@code <} (which in JSON
     * only occurs inside strings) becomes the escape {@code \\u003c}, so no {@code </script>} or
     * {@code <!--} can end or bend the element.
     */
    static String scriptJson(String json) {
        return json.replace("<", "\\u003c");
    }

    /** The text of a resource beside this class ({@code report.css}), read as UTF-8. */
    static String resource(String name) {
        try (InputStream in = Html.class.getResourceAsStream(name)) {
            if (in == null) {
                throw new IllegalStateException("resource " + name + " is missing from the build");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
