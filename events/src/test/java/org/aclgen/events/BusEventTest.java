package org.aclgen.events;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

class BusEventTest {

  private static final Map<String, Object> DATA = Map.of("call_id", "c-1");

  static Stream<Arguments> wireForms() {
    return Stream.of(
        Arguments.of(
            RequiredEventAcl.ABSENT,
            "{\"name\":\"call_held\",\"origin_uuid\":\"o-1\",\"data\":{\"call_id\":\"c-1\"}}"),
        Arguments.of(
            RequiredEventAcl.NULL,
            "{\"name\":\"call_held\",\"origin_uuid\":\"o-1\",\"required_acl\":null,"
                + "\"data\":{\"call_id\":\"c-1\"}}"),
        Arguments.of(
            RequiredEventAcl.of("events.calls.u-1"),
            "{\"name\":\"call_held\",\"origin_uuid\":\"o-1\",\"required_acl\":\"events.calls.u-1\","
                + "\"data\":{\"call_id\":\"c-1\"}}"));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("wireForms")
  void writesThePlatformFormAndReadsItBack(RequiredEventAcl requiredAcl, String json) {
    BusEvent event = new BusEvent("call_held", "o-1", requiredAcl, DATA);

    assertThat(event.toJson()).isEqualTo(json);
    assertThat(BusEvent.fromJson(json)).isEqualTo(event);
    assertThat(BusEvent.fromJson(json.getBytes(StandardCharsets.UTF_8))).isEqualTo(event);
    assertThat(BusEvent.fromJson(json).requiredAcl()).isEqualTo(requiredAcl);
  }

  @Test
  void absentAndNullStayDistinctThroughTheWire() {
    BusEvent absent = BusEvent.fromJson("{\"name\":\"a\",\"origin_uuid\":\"o\",\"data\":{}}");
    BusEvent nul =
        BusEvent.fromJson(
            "{\"name\":\"a\",\"origin_uuid\":\"o\",\"required_acl\":null,\"data\":{}}");

    assertThat(absent.requiredAcl()).isInstanceOf(RequiredEventAcl.Absent.class);
    assertThat(nul.requiredAcl()).isInstanceOf(RequiredEventAcl.Null.class);
    assertThat(absent).isNotEqualTo(nul);
  }

  @Test
  void nestedDataRoundTripsWithNumbersAsDecimals() {
    Map<String, Object> data = new LinkedHashMap<>();
    data.put("count", 3);
    data.put("ratio", 0.5);
    data.put("ok", true);
    data.put("none", null);
    data.put("items", List.of("x", Map.of("deep", 7L)));
    BusEvent event = new BusEvent("fax_progress", "o-1", RequiredEventAcl.NULL, data);

    BusEvent back = BusEvent.fromJson(event.toJson());

    assertThat(back).isEqualTo(event);
    assertThat(back.data().get("count")).isEqualTo(new BigDecimal("3"));
    assertThat(back.data()).containsEntry("none", null);
    assertThat(event.toJson())
        .isEqualTo(
            "{\"name\":\"fax_progress\",\"origin_uuid\":\"o-1\",\"required_acl\":null,"
                + "\"data\":{\"count\":3,\"ratio\":0.5,\"ok\":true,\"none\":null,"
                + "\"items\":[\"x\",{\"deep\":7}]}}");
  }

  @Test
  void nonAsciiIsEscapedAndReadBack() {
    BusEvent event =
        new BusEvent(
            "chat_message_event", "o-1", RequiredEventAcl.NULL, Map.of("msg", "héllo \u263a"));

    assertThat(event.toJson()).contains("h\\u00e9llo \\u263a");
    assertThat(BusEvent.fromJson(event.toJsonBytes())).isEqualTo(event);
  }

  @Test
  void dataIsADeepImmutableCopy() {
    List<Object> items = new ArrayList<>(List.of("a"));
    Map<String, Object> data = new LinkedHashMap<>(Map.of("items", items));
    BusEvent event = new BusEvent("e", "o", RequiredEventAcl.NULL, data);
    items.add("b");
    data.put("other", 1);

    assertThat(event.data()).containsOnlyKeys("items");
    assertThat(event.data().get("items")).isEqualTo(List.of("a"));
    assertThatThrownBy(() -> event.data().put("x", 1))
        .isInstanceOf(UnsupportedOperationException.class);
  }

  static Stream<Arguments> malformedMessages() {
    return Stream.of(
        Arguments.of("", "not valid JSON"),
        Arguments.of("{\"name\":\"a\"", "not valid JSON"),
        Arguments.of("[1,2]", "not a JSON object"),
        Arguments.of("null", "not a JSON object"),
        Arguments.of("{\"origin_uuid\":\"o\",\"data\":{}}", "\"name\" as a non-empty string"),
        Arguments.of("{\"name\":\"\",\"origin_uuid\":\"o\",\"data\":{}}", "\"name\""),
        Arguments.of("{\"name\":7,\"origin_uuid\":\"o\",\"data\":{}}", "\"name\""),
        Arguments.of("{\"name\":\"a\",\"data\":{}}", "\"origin_uuid\" as a non-empty string"),
        Arguments.of("{\"name\":\"a\",\"origin_uuid\":null,\"data\":{}}", "\"origin_uuid\""),
        Arguments.of("{\"name\":\"a\",\"origin_uuid\":\"o\"}", "\"data\" as a JSON object"),
        Arguments.of("{\"name\":\"a\",\"origin_uuid\":\"o\",\"data\":[]}", "\"data\""),
        Arguments.of("{\"name\":\"a\",\"origin_uuid\":\"o\",\"data\":null}", "\"data\""),
        Arguments.of(
            "{\"name\":\"a\",\"origin_uuid\":\"o\",\"required_acl\":5,\"data\":{}}",
            "\"required_acl\" must be a string or null"),
        Arguments.of(
            "{\"name\":\"a\",\"origin_uuid\":\"o\",\"required_acl\":\"events..x\",\"data\":{}}",
            "\"required_acl\" is malformed"),
        Arguments.of(
            "{\"name\":\"a\",\"origin_uuid\":\"o\",\"required_acl\":\"!events.x\",\"data\":{}}",
            "\"required_acl\" is malformed"),
        Arguments.of(
            "{\"name\":\"a\",\"origin_uuid\":\"o\",\"required_acl\":\"\",\"data\":{}}",
            "\"required_acl\" is malformed"),
        Arguments.of(
            "{\"name\":\"a\",\"origin_uuid\":\"o\",\"data\":{},\"required_access\":\"x\"}",
            "unknown key \"required_access\""),
        Arguments.of(
            "{\"name\":\"a\",\"name\":\"b\",\"origin_uuid\":\"o\",\"data\":{}}",
            "duplicate member name"),
        Arguments.of(
            "{\"name\":\"a\\u0000\",\"origin_uuid\":\"o\",\"data\":{}}", "control characters"),
        Arguments.of("{\"name\":\"a\",\"origin_uuid\":\"o\",\"data\":{}} x", "not valid JSON"));
  }

  @ParameterizedTest(name = "[{index}] {1}")
  @MethodSource("malformedMessages")
  void refusesMalformedMessagesWhole(String json, String expectedFault) {
    assertThatThrownBy(() -> BusEvent.fromJson(json))
        .isInstanceOf(MalformedEventException.class)
        .hasMessageContaining(expectedFault);
  }

  @Test
  void refusesBytesThatAreNotUtf8() {
    byte[] json =
        "{\"name\":\"a\",\"origin_uuid\":\"o\",\"data\":{\"x\":\"\u00ff\"}}"
            .getBytes(StandardCharsets.ISO_8859_1);

    assertThatThrownBy(() -> BusEvent.fromJson(json))
        .isInstanceOf(MalformedEventException.class)
        .hasMessageContaining("not valid UTF-8");
  }

  @Test
  void refusesOversizedMessagesBeforeParsing() {
    String json = " ".repeat(BusEvent.MAX_JSON_LENGTH + 1);

    assertThatThrownBy(() -> BusEvent.fromJson(json))
        .isInstanceOf(MalformedEventException.class)
        .hasMessageContaining("exceeds");
  }

  @Test
  void constructorRefusesWhatTheWireCannotCarry() {
    assertThatThrownBy(() -> new BusEvent("", "o", RequiredEventAcl.NULL, Map.of()))
        .hasMessageContaining("name must not be empty");
    assertThatThrownBy(() -> new BusEvent("a", "", RequiredEventAcl.NULL, Map.of()))
        .hasMessageContaining("origin_uuid must not be empty");
    assertThatThrownBy(() -> new BusEvent("a", "o", RequiredEventAcl.NULL, Map.of("x", Double.NaN)))
        .hasMessageContaining("data.x is NaN");
    assertThatThrownBy(
            () -> new BusEvent("a", "o", RequiredEventAcl.NULL, Map.of("x", new Object())))
        .hasMessageContaining("data.x is a java.lang.Object");
    assertThatThrownBy(() -> new BusEvent("a", "o", null, Map.of()))
        .isInstanceOf(NullPointerException.class);
  }
}
