package org.aclgen.events;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.aclgen.acl.AccessCheck;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

class EventGateTest {

  private static final String ALICE = "2f6c1a5e-alice";
  private static final String BOB = "9a1b77d0-bob";

  private static final EventAclTemplate CALLS = EventAclTemplate.parse("events.calls.{user_uuid}");

  /** A subscriber's user, its token ACLs, the event's required_acl, and whether it is delivered. */
  static Stream<Arguments> table() {
    return Stream.of(
        // absent: nobody, not even a token holding everything
        row(ALICE, List.of("#"), RequiredEventAcl.ABSENT, false),
        row(ALICE, List.of("events.#"), RequiredEventAcl.ABSENT, false),
        row(null, List.of(), RequiredEventAcl.ABSENT, false),
        // null: every subscriber, even one with no ACL at all
        row(ALICE, List.of(), RequiredEventAcl.NULL, true),
        row(null, List.of("websocketd"), RequiredEventAcl.NULL, true),
        row(ALICE, List.of("!#"), RequiredEventAcl.NULL, true),
        // a string: containment, with me bound to the subscriber's user
        row(ALICE, List.of("events.calls.me"), calls(ALICE), true),
        row(ALICE, List.of("events.calls.me"), calls(BOB), false),
        row(BOB, List.of("events.calls.me"), calls(BOB), true),
        row(ALICE, List.of("events.calls." + ALICE), calls(ALICE), true),
        row(ALICE, List.of("events.calls.*"), calls(BOB), true),
        row(ALICE, List.of("events.#"), calls(BOB), true),
        row(ALICE, List.of("#"), calls(BOB), true),
        row(ALICE, List.of("events.calls"), calls(ALICE), false),
        row(ALICE, List.of("websocketd"), calls(ALICE), false),
        row(ALICE, List.of(), calls(ALICE), false),
        row(null, List.of("events.calls.me"), calls(ALICE), false),
        row(ALICE, List.of("Events.calls.me"), calls(ALICE), false),
        // negative entries win
        row(ALICE, List.of("events.#", "!events.calls.me"), calls(ALICE), false),
        row(ALICE, List.of("events.#", "!events.calls.me"), calls(BOB), true),
        // a negative naming the uuid holds for me too, which means the same user (issue 39)
        row(ALICE, List.of("events.#", "!events.calls." + ALICE), calls("me"), false),
        row(BOB, List.of("events.#", "!events.calls." + ALICE), calls("me"), true),
        // a required ACL with wildcards is granted only by a token that covers all of it
        row(ALICE, List.of("events.#"), RequiredEventAcl.of("events.statuses.*"), true),
        row(
            ALICE,
            List.of("events.statuses.users"),
            RequiredEventAcl.of("events.statuses.*"),
            false),
        // escaping: a value never reaches further than one word
        row(ALICE, List.of("events.calls.a"), calls("a.b"), false),
        row(ALICE, List.of("events.calls.a.b"), calls("a.b"), false),
        row(ALICE, List.of("events.calls.a%2Eb"), calls("a.b"), true),
        row(ALICE, List.of("events.calls.a_b"), calls("a.b"), false),
        row(ALICE, List.of("events.calls.*"), calls("a.b"), true),
        row(ALICE, List.of("events.calls.x"), calls("*"), false),
        row(ALICE, List.of("events.calls.%2A"), calls("*"), true),
        row(ALICE, List.of("events.calls.x.y"), calls("#"), false),
        row(ALICE, List.of("events.calls.me"), calls("me"), true));
  }

  private static RequiredEventAcl calls(String userUuid) {
    return CALLS.fill(Map.of("user_uuid", userUuid));
  }

  private static Arguments row(
      String user, List<String> tokenAcls, RequiredEventAcl requiredAcl, boolean delivered) {
    return Arguments.of(user, tokenAcls, requiredAcl, delivered);
  }

  @ParameterizedTest(name = "user {0} with {1}, required {2} -> {3}")
  @MethodSource("table")
  void appliesTheDeliveryRule(
      String user, List<String> tokenAcls, RequiredEventAcl requiredAcl, boolean delivered) {
    AccessCheck subscriber = AccessCheck.of(user, tokenAcls);
    BusEvent event = new BusEvent("call_held", "origin", requiredAcl, Map.of());

    assertThat(EventGate.delivers(event, subscriber)).isEqualTo(delivered);
    // The rule holds after a trip through the wire form too.
    assertThat(EventGate.delivers(BusEvent.fromJson(event.toJson()), subscriber))
        .isEqualTo(delivered);
  }
}
