package org.aclgen.acl.internal;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.StreamReadFeature;
import java.io.IOException;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Jackson's streaming parser set to JsonReader's documented policy: the same depth and number
 * limits, duplicate names refused, and strings that are no valid Unicode (lone surrogates) refused.
 * Values come out in JsonReader's shapes, numbers with trailing zeros stripped.
 */
final class JacksonReference {

  private static final JsonFactory FACTORY =
      JsonFactory.builder()
          .streamReadConstraints(
              StreamReadConstraints.builder()
                  .maxNestingDepth(JsonReader.MAX_DEPTH)
                  .maxNumberLength(JsonReader.MAX_NUMBER_DIGITS)
                  .build())
          .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
          .build();

  /** Why Jackson refused a document, for the statistics. */
  enum Verdict {
    ACCEPTED,
    SYNTAX,
    DEPTH_LIMIT,
    NUMBER_LIMIT,
    DUPLICATE_NAME,
    LONE_SURROGATE,
    BYTE_ORDER_MARK
  }

  /** Jackson's verdict and, when accepted, the value (which may be {@code null}). */
  record Result(Verdict verdict, Object value) {}

  private JacksonReference() {}

  static Result parse(byte[] json) {
    if (json.length >= 3
        && (json[0] & 0xFF) == 0xEF
        && (json[1] & 0xFF) == 0xBB
        && (json[2] & 0xFF) == 0xBF) {
      return refused(Verdict.BYTE_ORDER_MARK);
    }
    for (byte b : json) {
      // Jackson skips a raw NUL between tokens as if it were white space. RFC 8259 allows no raw
      // NUL anywhere (not as white space, and only escaped inside strings): our rule refuses it.
      if (b == 0) {
        return refused(Verdict.SYNTAX);
      }
    }
    try (JsonParser parser = FACTORY.createParser(json)) {
      JsonToken first = parser.nextToken();
      if (first == null) {
        return refused(Verdict.SYNTAX);
      }
      Object value = read(parser, first);
      if (parser.nextToken() != null) {
        return refused(Verdict.SYNTAX);
      }
      if (hasLoneSurrogate(value)) {
        return refused(Verdict.LONE_SURROGATE);
      }
      return new Result(Verdict.ACCEPTED, value);
    } catch (IOException | RuntimeException e) {
      String message = String.valueOf(e.getMessage());
      if (message.contains("Duplicate Object property") || message.contains("Duplicate field")) {
        return refused(Verdict.DUPLICATE_NAME);
      }
      if (message.contains("nesting depth")) {
        return refused(Verdict.DEPTH_LIMIT);
      }
      if (message.contains("Number value length") || message.contains("number length")) {
        return refused(Verdict.NUMBER_LIMIT);
      }
      return refused(Verdict.SYNTAX);
    }
  }

  /**
   * {@code decimal} without trailing zeros, compared by value: stripping a number such as {@code
   * 100e2147483647} would take its scale past an int's range, which BigDecimal refuses.
   */
  private static Object stripped(BigDecimal decimal) {
    try {
      return decimal.stripTrailingZeros();
    } catch (ArithmeticException scaleOutOfRange) {
      return new Extreme(decimal);
    }
  }

  /** A number whose zeros cannot be stripped, equal to another of the same value. */
  private record Extreme(BigDecimal value) {
    @Override
    public boolean equals(Object other) {
      return other instanceof Extreme extreme && extreme.value.compareTo(value) == 0;
    }

    @Override
    public int hashCode() {
      return value.signum();
    }
  }

  /** JsonReader's value with its numbers' trailing zeros stripped, to compare with Jackson's. */
  static Object normalize(Object value) {
    if (value instanceof BigDecimal decimal) {
      return stripped(decimal);
    }
    if (value instanceof List<?> list) {
      List<Object> out = new ArrayList<>();
      list.forEach(item -> out.add(normalize(item)));
      return out;
    }
    if (value instanceof Map<?, ?> map) {
      Map<Object, Object> out = new LinkedHashMap<>();
      map.forEach((k, v) -> out.put(k, normalize(v)));
      return out;
    }
    return value;
  }

  private static Result refused(Verdict verdict) {
    return new Result(verdict, null);
  }

  private static Object read(JsonParser parser, JsonToken token) throws IOException {
    switch (token) {
      case START_OBJECT:
        Map<String, Object> members = new LinkedHashMap<>();
        while (parser.nextToken() == JsonToken.FIELD_NAME) {
          String name = parser.currentName();
          members.put(name, read(parser, parser.nextToken()));
        }
        return members;
      case START_ARRAY:
        List<Object> elements = new ArrayList<>();
        for (JsonToken next = parser.nextToken();
            next != JsonToken.END_ARRAY;
            next = parser.nextToken()) {
          elements.add(read(parser, next));
        }
        return elements;
      case VALUE_STRING:
        return parser.getText();
      case VALUE_NUMBER_INT:
      case VALUE_NUMBER_FLOAT:
        return stripped(parser.getDecimalValue());
      case VALUE_TRUE:
        return Boolean.TRUE;
      case VALUE_FALSE:
        return Boolean.FALSE;
      case VALUE_NULL:
        return null;
      default:
        throw new IOException("unexpected token " + token);
    }
  }

  private static boolean hasLoneSurrogate(Object value) {
    if (value instanceof String s) {
      return s.codePoints()
          .anyMatch(c -> c >= Character.MIN_SURROGATE && c <= Character.MAX_SURROGATE);
    }
    if (value instanceof List<?> list) {
      return list.stream().anyMatch(JacksonReference::hasLoneSurrogate);
    }
    if (value instanceof Map<?, ?> map) {
      return map.keySet().stream().anyMatch(JacksonReference::hasLoneSurrogate)
          || map.values().stream().anyMatch(JacksonReference::hasLoneSurrogate);
    }
    return false;
  }
}
