package org.aclgen.acl.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigDecimal;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class JsonWriterTest {

  @Test
  void writesAnErrorBody() {
    Map<String, Object> body = new LinkedHashMap<>();
    body.put("message", "No");
    body.put("error_id", "forbidden");
    body.put("details", Map.of("required_acl", "confd.users.me.read"));
    body.put("timestamp", BigDecimal.valueOf(1767261600123L, 3));
    assertThat(JsonWriter.write(body))
        .isEqualTo(
            "{\"message\":\"No\",\"error_id\":\"forbidden\","
                + "\"details\":{\"required_acl\":\"confd.users.me.read\"},"
                + "\"timestamp\":1767261600.123}");
  }

  @Test
  void writesScalarsAndLists() {
    assertThat(JsonWriter.write(Arrays.asList(1, 2.5, true, null, "x", List.of())))
        .isEqualTo("[1,2.5,true,null,\"x\",[]]");
  }

  @Test
  void escapesEverythingOutsidePrintableAscii() {
    String hostile = "a\"b\\c\n\r\t\u0000\u007f é \uD83D\uDE00 \uD800 \u2028";
    String json = JsonWriter.write(hostile);
    assertThat(json)
        .isEqualTo("\"a\\\"b\\\\c\\n\\r\\t\\u0000\\u007f \\u00e9 \\ud83d\\ude00 \\ud800 \\u2028\"");
    assertThat(json.chars()).allMatch(c -> c >= 0x20 && c < 0x7f);
  }

  @Test
  void appendsAStringAfterWhatIsThereEscapingWhereverTheEscapeIs() {
    StringBuilder out = new StringBuilder("{\"a\":");
    JsonWriter.appendString(out, "confd.users.{user_id}.read");
    out.append(',');
    JsonWriter.appendString(out, "\"first");
    out.append(',');
    JsonWriter.appendString(out, "middle\ttab");
    out.append(',');
    JsonWriter.appendString(out, "last\u00e9");
    out.append(',');
    JsonWriter.appendString(out, "");

    assertThat(out)
        .hasToString(
            "{\"a\":\"confd.users.{user_id}.read\",\"\\\"first\",\"middle\\ttab\","
                + "\"last\\u00e9\",\"\"");
  }

  @Test
  void roundTripsThroughTheReader() {
    String value = "path \"value\" with \\ and \u00e9 and \uD83D\uDE00";
    assertThat(JsonReader.parse(JsonWriter.write(Map.of("v", value))))
        .isEqualTo(Map.of("v", value));
  }

  @Test
  void writesTheEdgesOfPrintableAsciiAsTheyAre() {
    assertThat(JsonWriter.write(" ~")).isEqualTo("\" ~\"");
    assertThat(JsonWriter.write("a\u001f\u007f")).isEqualTo("\"a\\u001f\\u007f\"");
  }

  @Test
  void writesNumbersAsJavaPrintsThem() {
    assertThat(JsonWriter.write(List.of(1.5, 2.5f, 3))).isEqualTo("[1.5,2.5,3]");
  }

  @Test
  void refusesWhatJsonCannotHold() {
    assertThatThrownBy(() -> JsonWriter.write(Double.NaN)).hasMessageContaining("NaN");
    assertThatThrownBy(() -> JsonWriter.write(Float.NEGATIVE_INFINITY))
        .hasMessageContaining("Infinity");
    assertThatThrownBy(() -> JsonWriter.write(new Object())).hasMessageContaining("cannot write");
  }
}
