package org.aclgen.events;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;
import java.util.stream.Stream;
import org.aclgen.acl.AclSyntaxException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

class EventAclTemplateTest {

  static Stream<Arguments> fills() {
    return Stream.of(
        Arguments.of("events.calls.{user_uuid}", Map.of("user_uuid", "2f6c"), "events.calls.2f6c"),
        Arguments.of(
            "events.chat.message.{origin_uuid}.{to}",
            Map.of("origin_uuid", "o-1", "to", "9a1b"),
            "events.chat.message.o-1.9a1b"),
        Arguments.of(
            "events.users.{user_uuid}.services.{service}.updated",
            Map.of("user_uuid", "u", "service", "dnd"),
            "events.users.u.services.dnd.updated"),
        Arguments.of("events.statuses.users", Map.of(), "events.statuses.users"),
        Arguments.of("events.calls.{user_uuid}", Map.of("user_uuid", "1.2"), "events.calls.1%2E2"),
        Arguments.of("events.calls.{user_uuid}", Map.of("user_uuid", "1_2"), "events.calls.1_2"),
        Arguments.of("events.calls.{user_uuid}", Map.of("user_uuid", "#"), "events.calls.%23"),
        Arguments.of("events.calls.{user_uuid}", Map.of("user_uuid", "*"), "events.calls.%2A"),
        Arguments.of("events.calls.{user_uuid}", Map.of("user_uuid", "!x"), "events.calls.%21x"),
        Arguments.of("events.calls.{user_uuid}", Map.of("user_uuid", "50%"), "events.calls.50%25"),
        Arguments.of("events.calls.{user_uuid}", Map.of("user_uuid", "a b"), "events.calls.a%20b"));
  }

  @ParameterizedTest(name = "{0} with {1} -> {2}")
  @MethodSource("fills")
  void fillsEachValueIntoOneEscapedWord(
      String template, Map<String, String> values, String expected) {
    RequiredEventAcl.Present acl = EventAclTemplate.parse(template).fill(values);

    assertThat(acl.text()).isEqualTo(expected);
  }

  @Test
  void refusesAMissingOrEmptyValueNamingThePlaceholder() {
    EventAclTemplate template = EventAclTemplate.parse("events.calls.{user_uuid}");

    assertThatThrownBy(() -> template.fill(Map.of()))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("{user_uuid}");
    assertThatThrownBy(() -> template.fill(Map.of("user_uuid", "")))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("{user_uuid}");
  }

  @Test
  void refusesAValueForNoPlaceholder() {
    EventAclTemplate template = EventAclTemplate.parse("events.calls.{user_uuid}");

    assertThatThrownBy(() -> template.fill(Map.of("user_uuid", "u", "useruuid", "u")))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("no placeholder named [useruuid]");
  }

  @Test
  void refusesAMalformedTemplateWithItsPosition() {
    assertThatThrownBy(() -> EventAclTemplate.parse("events..{user_uuid}"))
        .isInstanceOf(AclSyntaxException.class)
        .satisfies(e -> assertThat(((AclSyntaxException) e).position()).isEqualTo(7));
  }

  @Test
  void listsItsPlaceholders() {
    assertThat(EventAclTemplate.parse("events.chat.message.{origin_uuid}.{to}").placeholders())
        .containsExactly("origin_uuid", "to");
  }
}
