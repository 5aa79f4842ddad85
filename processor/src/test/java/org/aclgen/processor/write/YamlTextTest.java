package org.aclgen.processor.write;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.params.provider.Arguments.arguments;

import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** The YAML the descriptions are made of: the lines as written, and each scalar as quoted. */
class YamlTextTest {

  @Test
  void chainedCallsWriteTheLinesInOrderAtTheirDepth() {
    String lines =
        new YamlText(0)
            .open(0, "paths")
            .item(1, "name", "user_id")
            .plain(2, "in", "path")
            .quoted(2, "pattern", "^(?:[0-9]+)$")
            .line(1, "- token: []")
            .append("raw: 1\n")
            .toString();

    assertThat(lines)
        .isEqualTo(
            """
            paths:
              - name: 'user_id'
                in: path
                pattern: '^(?:[0-9]+)$'
              - token: []
            raw: 1
            """);
  }

  @Test
  void indentsBeyondTheSlicedSpaces() {
    assertThat(new YamlText(0).line(16, "a").line(17, "b").toString())
        .isEqualTo(" ".repeat(32) + "a\n" + " ".repeat(34) + "b\n");
  }

  /**
   * Code points at each edge of YAML's printable set, and how a scalar of one of them is quoted.
   */
  static Stream<Arguments> edgesOfThePrintableSet() {
    return Stream.of(
        arguments(0x09, "\"\\t\""),
        arguments(0x0a, "\"\\n\""),
        arguments(0x1f, "\"\\u001f\""),
        arguments(0x20, "' '"),
        arguments(0x7e, "'~'"),
        arguments(0x7f, "\"\\u007f\""),
        arguments(0x80, "\"\\u0080\""),
        arguments(0x85, "\"\\u0085\""),
        arguments(0x9f, "\"\\u009f\""),
        arguments(0xa0, "'\u00a0'"),
        arguments(0xd7ff, "'\ud7ff'"),
        arguments(0xd800, "\"\\ud800\""),
        arguments(0xdfff, "\"\\udfff\""),
        arguments(0xe000, "'\ue000'"),
        arguments(0xfeff, "\"\\ufeff\""),
        arguments(0xfffd, "'\ufffd'"),
        arguments(0xfffe, "\"\\ufffe\""),
        arguments(0xffff, "\"\\uffff\""));
  }

  /**
   * Each edge character alone (so that no other character sends the scan to the per-code-point
   * check), after a plain one, and before one.
   */
  @ParameterizedTest(name = "U+{0}")
  @MethodSource("edgesOfThePrintableSet")
  void quotesEachEdgeOfThePrintableSet(int codePoint, String alone) {
    String c = Character.toString(codePoint);
    String quote = alone.substring(0, 1);
    String inside = alone.substring(1, alone.length() - 1);

    assertThat(YamlText.quote(c)).isEqualTo(alone);
    assertThat(YamlText.quote("a" + c)).isEqualTo(quote + "a" + inside + quote);
    assertThat(YamlText.quote(c + "a")).isEqualTo(quote + inside + "a" + quote);
  }

  @Test
  void keepsACharacterBeyondTheBasicPlaneInADoubleQuotedScalar() {
    assertThat(YamlText.quote("\ud83d\ude00\n")).isEqualTo("\"\ud83d\ude00\\n\"");
  }

  @Test
  void doublesEveryQuoteWhereverItStands() {
    assertThat(YamlText.quote("'")).isEqualTo("''''");
    assertThat(YamlText.quote("'a'")).isEqualTo("'''a'''");
    assertThat(YamlText.quote("a''b")).isEqualTo("'a''''b'");
    assertThat(YamlText.quote("")).isEqualTo("''");
  }

  @Test
  void keepsPrintableTextBesideAnEscapeAsItIs() {
    assertThat(YamlText.quote(" \n ")).isEqualTo("\" \\n \"");
    assertThat(YamlText.quote("\"a\\b\"\r")).isEqualTo("\"\\\"a\\\\b\\\"\\r\"");
  }
}
