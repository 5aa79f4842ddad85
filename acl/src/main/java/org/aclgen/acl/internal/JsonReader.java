package org.aclgen.acl.internal;

import java.math.BigDecimal;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A strict RFC 8259 JSON parser for the small untrusted documents the runtime reads (token service
 * replies, bus messages); not API (see the package description).
 *
 * <p>Objects become {@code Map<String, Object>} (insertion order kept), arrays {@code
 * List<Object>}, strings {@code String}, numbers {@link BigDecimal} (exact, never rounded), {@code
 * true}/{@code false} {@code Boolean}, and {@code null} the Java {@code null}. Everything the RFC
 * does not allow is an error: trailing commas, comments, single quotes, leading zeros, unescaped
 * control characters, trailing content. So are, by choice, duplicate member names (two parsers that
 * keep different ones would see different documents), lone surrogates, a byte order mark and bytes
 * that are not UTF-8.
 *
 * <p>Limits, each refused with a {@link JsonException}: {@value #MAX_DEPTH} levels of nesting (the
 * stack stays small), {@value #MAX_NUMBER_DIGITS} digits per number (BigDecimal's conversion is
 * quadratic) and exponents within BigDecimal's 32-bit scale. Time and memory grow linearly with the
 * size of the text, which the callers bound (4 MiB token replies, 1 Mi-character bus messages).
 * JSONTestSuite and a property test against Jackson check all this.
 */
public final class JsonReader {

  /** Deeper documents are refused; token replies are three levels deep. */
  static final int MAX_DEPTH = 64;

  /**
   * Numbers with more digits (integer, fraction and exponent together) are refused before their
   * conversion, which is quadratic in BigDecimal (a million digits take a minute); Jackson's
   * default {@code maxNumberLength} is the same.
   */
  static final int MAX_NUMBER_DIGITS = 1000;

  private final String text;
  private int pos;
  private int depth;

  private JsonReader(String text) {
    this.text = text;
  }

  /**
   * Parses one JSON value that spans the whole text, white space around it allowed.
   *
   * @throws JsonException naming the fault and its character position
   */
  public static Object parse(String text) {
    JsonReader reader = new JsonReader(text);
    reader.skipWhitespace();
    Object value = reader.readValue();
    reader.skipWhitespace();
    if (reader.pos != text.length()) {
      throw reader.error("unexpected content after the JSON value");
    }
    return value;
  }

  /**
   * Parses one JSON text received as bytes, which must be UTF-8 (RFC 8259 section 8.1): malformed
   * or truncated sequences are refused, never replaced.
   *
   * @throws JsonException naming the fault
   */
  public static Object parseUtf8(byte[] bytes) {
    String text;
    try {
      text =
          StandardCharsets.UTF_8
              .newDecoder()
              .onMalformedInput(CodingErrorAction.REPORT)
              .onUnmappableCharacter(CodingErrorAction.REPORT)
              .decode(ByteBuffer.wrap(bytes))
              .toString();
    } catch (CharacterCodingException e) {
      throw new JsonException("the JSON text is not valid UTF-8", -1);
    }
    return parse(text);
  }

  private Object readValue() {
    if (pos >= text.length()) {
      throw error("unexpected end of input, expected a value");
    }
    char c = text.charAt(pos);
    switch (c) {
      case '{':
        return readObject();
      case '[':
        return readArray();
      case '"':
        return readString();
      case 't':
        return readLiteral("true", Boolean.TRUE);
      case 'f':
        return readLiteral("false", Boolean.FALSE);
      case 'n':
        return readLiteral("null", null);
      default:
        if (c == '-' || (c >= '0' && c <= '9')) {
          return readNumber();
        }
        throw error("unexpected character '" + printable(c) + "'");
    }
  }

  private Map<String, Object> readObject() {
    enter();
    pos++;
    Map<String, Object> members = new LinkedHashMap<>();
    skipWhitespace();
    if (peek() == '}') {
      pos++;
      return leave(members);
    }
    while (true) {
      skipWhitespace();
      if (peek() != '"') {
        throw error("expected a member name in double quotes");
      }
      int keyPosition = pos;
      String key = readString();
      skipWhitespace();
      expect(':');
      skipWhitespace();
      Object value = readValue();
      if (members.containsKey(key)) {
        pos = keyPosition;
        throw error("duplicate member name \"" + key + "\"");
      }
      members.put(key, value);
      skipWhitespace();
      char next = peek();
      pos++;
      if (next == '}') {
        return leave(members);
      }
      if (next != ',') {
        pos--;
        throw error("expected ',' or '}' in an object");
      }
    }
  }

  private List<Object> readArray() {
    enter();
    pos++;
    List<Object> elements = new ArrayList<>();
    skipWhitespace();
    if (peek() == ']') {
      pos++;
      return leave(elements);
    }
    while (true) {
      skipWhitespace();
      elements.add(readValue());
      skipWhitespace();
      char next = peek();
      pos++;
      if (next == ']') {
        return leave(elements);
      }
      if (next != ',') {
        pos--;
        throw error("expected ',' or ']' in an array");
      }
    }
  }

  private String readString() {
    pos++;
    StringBuilder out = new StringBuilder();
    while (true) {
      if (pos >= text.length()) {
        throw error("unterminated string");
      }
      char c = text.charAt(pos);
      if (c == '"') {
        pos++;
        return checkSurrogates(out.toString());
      }
      if (c < 0x20) {
        throw error("unescaped control character U+" + hex4(c) + " in a string");
      }
      if (c == '\\') {
        readEscape(out);
      } else {
        out.append(c);
        pos++;
      }
    }
  }

  private void readEscape(StringBuilder out) {
    pos++;
    if (pos >= text.length()) {
      throw error("unterminated escape sequence");
    }
    char e = text.charAt(pos);
    pos++;
    switch (e) {
      case '"' -> out.append('"');
      case '\\' -> out.append('\\');
      case '/' -> out.append('/');
      case 'b' -> out.append('\b');
      case 'f' -> out.append('\f');
      case 'n' -> out.append('\n');
      case 'r' -> out.append('\r');
      case 't' -> out.append('\t');
      case 'u' -> out.append(readHex4());
      default -> {
        pos -= 2;
        throw error("invalid escape sequence '\\" + printable(e) + "'");
      }
    }
  }

  private char readHex4() {
    if (pos + 4 > text.length()) {
      throw error("truncated \\u escape");
    }
    int value = 0;
    for (int i = 0; i < 4; i++) {
      int digit = Character.digit(text.charAt(pos + i), 16);
      if (digit < 0) {
        throw error("invalid hexadecimal digit in a \\u escape");
      }
      value = value * 16 + digit;
    }
    pos += 4;
    return (char) value;
  }

  private String checkSurrogates(String s) {
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (Character.isHighSurrogate(c)
          && i + 1 < s.length()
          && Character.isLowSurrogate(s.charAt(i + 1))) {
        i++;
      } else if (Character.isSurrogate(c)) {
        throw error("lone surrogate U+" + hex4(c) + " in the string ending here");
      }
    }
    return s;
  }

  private BigDecimal readNumber() {
    int start = pos;
    if (peek() == '-') {
      pos++;
    }
    int digits;
    if (peek() == '0') {
      pos++;
      digits = 1;
    } else {
      requireDigit();
      digits = digits();
    }
    if (peek() == '.') {
      pos++;
      requireDigit();
      digits += digits();
    }
    if (peek() == 'e' || peek() == 'E') {
      pos++;
      if (peek() == '+' || peek() == '-') {
        pos++;
      }
      requireDigit();
      digits += digits();
    }
    if (isDigit(peek())) {
      throw error("leading zeros are not allowed");
    }
    if (digits > MAX_NUMBER_DIGITS) {
      pos = start;
      throw error("number with more than " + MAX_NUMBER_DIGITS + " digits");
    }
    try {
      return new BigDecimal(text.substring(start, pos));
    } catch (NumberFormatException | ArithmeticException e) {
      pos = start;
      throw error("number out of range");
    }
  }

  private void requireDigit() {
    if (!isDigit(peek())) {
      throw error("expected a digit");
    }
  }

  private int digits() {
    int start = pos;
    while (isDigit(peek())) {
      pos++;
    }
    return pos - start;
  }

  private Object readLiteral(String literal, Object value) {
    if (!text.startsWith(literal, pos)) {
      throw error("invalid literal, expected " + literal);
    }
    pos += literal.length();
    return value;
  }

  private void enter() {
    if (++depth > MAX_DEPTH) {
      throw error("nesting deeper than " + MAX_DEPTH + " levels");
    }
  }

  private <T> T leave(T value) {
    depth--;
    return value;
  }

  private void expect(char c) {
    if (peek() != c) {
      throw error("expected '" + c + "'");
    }
    pos++;
  }

  private char peek() {
    return pos < text.length() ? text.charAt(pos) : '\0';
  }

  private void skipWhitespace() {
    while (pos < text.length()) {
      char c = text.charAt(pos);
      if (c != ' ' && c != '\t' && c != '\n' && c != '\r') {
        return;
      }
      pos++;
    }
  }

  private static boolean isDigit(char c) {
    return c >= '0' && c <= '9';
  }

  private static String hex4(char c) {
    return String.format("%04X", (int) c);
  }

  private static String printable(char c) {
    return c < 0x20 || c > 0x7E ? "U+" + hex4(c) : String.valueOf(c);
  }

  private JsonException error(String problem) {
    return new JsonException(problem + " at position " + pos, pos);
  }
}
