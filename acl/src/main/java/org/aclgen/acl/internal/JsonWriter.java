package org.aclgen.acl.internal;

import java.math.BigDecimal;
import java.util.Map;

/**
 * Writes maps, lists, strings, numbers, booleans and null as compact JSON; not an API of aclgen.
 *
 * <p>The output is pure ASCII: every character outside printable ASCII is written as a {@code
 * \\uXXXX} escape, so values that come from a request (path values, header values) can never break
 * the document or its encoding, lone surrogates included.
 */
public final class JsonWriter {

  private JsonWriter() {}

  /** The JSON text of {@code value}; map keys are written with {@link String#valueOf}. */
  public static String write(Object value) {
    StringBuilder out = new StringBuilder();
    append(out, value);
    return out.toString();
  }

  private static void append(StringBuilder out, Object value) {
    if (value == null) {
      out.append("null");
    } else if (value instanceof String s) {
      appendString(out, s);
    } else if (value instanceof Boolean b) {
      out.append(b.booleanValue());
    } else if (value instanceof Number n) {
      appendNumber(out, n);
    } else if (value instanceof Map<?, ?> map) {
      appendObject(out, map);
    } else if (value instanceof Iterable<?> items) {
      appendArray(out, items);
    } else {
      throw new IllegalArgumentException(
          "cannot write a " + value.getClass().getName() + " as JSON");
    }
  }

  private static void appendObject(StringBuilder out, Map<?, ?> map) {
    out.append('{');
    boolean first = true;
    for (Map.Entry<?, ?> member : map.entrySet()) {
      if (!first) {
        out.append(',');
      }
      first = false;
      appendString(out, String.valueOf(member.getKey()));
      out.append(':');
      append(out, member.getValue());
    }
    out.append('}');
  }

  private static void appendArray(StringBuilder out, Iterable<?> items) {
    out.append('[');
    boolean first = true;
    for (Object item : items) {
      if (!first) {
        out.append(',');
      }
      first = false;
      append(out, item);
    }
    out.append(']');
  }

  private static void appendNumber(StringBuilder out, Number n) {
    if (n instanceof Double || n instanceof Float) {
      double d = n.doubleValue();
      if (Double.isNaN(d) || Double.isInfinite(d)) {
        throw new IllegalArgumentException("JSON has no representation for " + d);
      }
    }
    if (n instanceof BigDecimal decimal) {
      out.append(decimal.toString());
    } else {
      out.append(n);
    }
  }

  /**
   * Appends {@code s} to {@code out} as a JSON string, escaped as {@link #write} escapes it; for
   * writers that lay out a fixed object themselves.
   */
  public static void appendString(StringBuilder out, String s) {
    out.append('"');
    int plain = plainPrefix(s);
    // Most strings need no escape: copy them at once rather than character by character.
    out.append(s, 0, plain);
    for (int i = plain; i < s.length(); i++) {
      char c = s.charAt(i);
      switch (c) {
        case '"' -> out.append("\\\"");
        case '\\' -> out.append("\\\\");
        case '\n' -> out.append("\\n");
        case '\r' -> out.append("\\r");
        case '\t' -> out.append("\\t");
        default -> {
          if (c < 0x20 || c > 0x7E) {
            out.append(String.format("\\u%04x", (int) c));
          } else {
            out.append(c);
          }
        }
      }
    }
    out.append('"');
  }

  /** How many characters of {@code s}, from its start, are written as they are. */
  private static int plainPrefix(String s) {
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (c < 0x20 || c > 0x7E || c == '"' || c == '\\') {
        return i;
      }
    }
    return s.length();
  }
}
