package org.aclgen.acl.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.math.BigDecimal;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class JsonReaderTest {

  @Test
  void readsATokenReply() {
    Object value =
        JsonReader.parse(
            " {\"data\": {\"auth_id\": \"u-1\", \"acl\": [\"a.b\", \"c.#\"], \"n\": -1.5e2,"
                + " \"ok\": true, \"no\": false, \"none\": null, \"o\": {}, \"l\": []}}\n");
    @SuppressWarnings("unchecked")
    Map<String, Object> data = (Map<String, Object>) ((Map<?, ?>) value).get("data");
    assertThat(data)
        .containsEntry("auth_id", "u-1")
        .containsEntry("acl", List.of("a.b", "c.#"))
        .containsEntry("n", new BigDecimal("-1.5e2"))
        .containsEntry("ok", true)
        .containsEntry("no", false)
        .containsEntry("none", null)
        .containsEntry("o", Map.of())
        .containsEntry("l", List.of());
    assertThat(data.keySet()).containsExactly("auth_id", "acl", "n", "ok", "no", "none", "o", "l");
  }

  @Test
  void decodesEscapes() {
    assertThat(JsonReader.parse("\"a\\\"b\\\\c\\/d\\b\\f\\n\\r\\t\\u00e9\\ud83d\\ude00\""))
        .isEqualTo("a\"b\\c/d\b\f\n\r\té\uD83D\uDE00");
  }

  @Test
  void readsNumbersExactly() {
    assertThat(JsonReader.parse("0")).isEqualTo(new BigDecimal("0"));
    assertThat(JsonReader.parse("12345678901234567890"))
        .isEqualTo(new BigDecimal("12345678901234567890"));
    assertThat(JsonReader.parse("-0.25E-3")).isEqualTo(new BigDecimal("-0.25E-3"));
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "''|unexpected end of input",
        "{\"a\":1,}|expected a member name",
        "[1,]|unexpected character ']'",
        "[1 2]|expected ',' or ']'",
        "{\"a\" 1}|expected ':'",
        "{\"a\":1 \"b\":2}|expected ',' or '}'",
        "{'a':1}|expected a member name",
        "01|leading zeros",
        "1.|expected a digit",
        "-|expected a digit",
        "1e|expected a digit",
        "tru|expected true",
        "nul|expected null",
        "\"abc|unterminated string",
        "\"\\x\"|invalid escape",
        "\"\\u12G4\"|invalid hexadecimal digit",
        "\"\\ud800\"|lone surrogate",
        "{\"a\":1,\"a\":2}|duplicate member name \"a\"",
        "{} {}|unexpected content after the JSON value",
        "// comment|unexpected character '/'",
        "NaN|unexpected character 'N'",
      })
  void refusesWhatTheRfcRefuses(String text, String problem) {
    assertThatThrownBy(() -> JsonReader.parse(text))
        .isInstanceOf(JsonException.class)
        .hasMessageContaining(problem)
        .hasMessageContaining("at position");
  }

  @ParameterizedTest
  @ValueSource(strings = {"\"a\u0001b\"", "\"tab\there\""})
  void refusesRawControlCharacters(String text) {
    assertThatThrownBy(() -> JsonReader.parse(text))
        .isInstanceOf(JsonException.class)
        .hasMessageContaining("unescaped control character");
  }

  @Test
  void namesThePositionOfTheFault() {
    JsonException e = (JsonException) catchThrowable(() -> JsonReader.parse("{\"a\": [1, 2,, 3]}"));
    assertThat(e.position()).isEqualTo(12);
  }

  @Test
  void limitsNesting() {
    char[] open = new char[JsonReader.MAX_DEPTH + 1];
    char[] close = new char[JsonReader.MAX_DEPTH + 1];
    Arrays.fill(open, '[');
    Arrays.fill(close, ']');
    assertThatThrownBy(() -> JsonReader.parse(new String(open) + new String(close)))
        .hasMessageContaining("nesting deeper than 64");
    String deepest = "[".repeat(JsonReader.MAX_DEPTH) + "]".repeat(JsonReader.MAX_DEPTH);
    assertThat(JsonReader.parse(deepest)).isInstanceOf(List.class);
  }

  @Test
  void limitsTheLengthOfANumber() {
    String longest = "-1." + "5".repeat(JsonReader.MAX_NUMBER_DIGITS - 2) + "e+7";
    assertThat(JsonReader.parse(longest)).isEqualTo(new BigDecimal(longest));
    assertThatThrownBy(() -> JsonReader.parse(longest + "0"))
        .isInstanceOf(JsonException.class)
        .hasMessageContaining("number with more than 1000 digits")
        .hasMessageContaining("at position 0");
  }

  /**
   * BigDecimal's conversion is quadratic: a 1 Mi-digit number, a legal bus message, took 62 s; the
   * deadline leaves room for a loaded build machine.
   */
  @Test
  void refusesAHugeNumberQuickly() {
    String huge = "[" + "7".repeat(1 << 20) + "]";
    assertTimeoutPreemptively(
        Duration.ofSeconds(10),
        () ->
            assertThatThrownBy(() -> JsonReader.parse(huge))
                .isInstanceOf(JsonException.class)
                .hasMessageContaining("number with more than"));
  }

  /**
   * The other values cost time in proportion to their size (about 1 s for a million numbers on an
   * idle machine); a quadratic path would take hours at this size.
   */
  @Test
  void readsAFourMebibyteDocumentQuickly() {
    String string = "\"" + "a\\u00e9".repeat(1 << 19) + "\"";
    String array = "[" + "1,".repeat(1 << 20) + "1]";
    assertTimeoutPreemptively(
        Duration.ofSeconds(30),
        () -> {
          assertThat((String) JsonReader.parse(string)).hasSize(1 << 20);
          assertThat((List<?>) JsonReader.parse(array)).hasSize((1 << 20) + 1);
        });
  }

  private static Throwable catchThrowable(Runnable r) {
    try {
      r.run();
    } catch (RuntimeException e) {
      return e;
    }
    throw new AssertionError("no exception");
  }
}
