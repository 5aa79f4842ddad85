package org.aclgen.runtime;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import org.aclgen.events.BusEvent;
import org.aclgen.events.RequiredEventAcl;
import org.aclgen.runtime.decisions.Decision;
import org.aclgen.runtime.decisions.DecisionListener;
import org.aclgen.runtime.decisions.Outcome;
import org.aclgen.runtime.decisions.Reason;
import org.aclgen.runtime.decisions.TokenValidation;
import org.aclgen.tokens.ValidatedToken;
import org.junit.jupiter.api.Test;

class EventGateDecisionsTest {

  private static final String ALICE = "2f6c1a5e-8d0b-4d59-9a53-1c0ad8e7c101";
  private static final String BOB = "7d1e3c2b-55aa-4f0e-8c1b-3a9e2d4f6b02";
  private static final String TOKEN = "alices-session-token";

  private final List<Decision> told = new CopyOnWriteArrayList<>();
  private final DecisionListener throwing =
      decision -> {
        throw new IllegalStateException("a listener that throws");
      };
  private final EventGateDecisions gate =
      EventGateDecisions.of("websocketd", List.of(throwing, told::add));
  private final EventGateDecisions.Subscriber alice =
      gate.subscriber(
          ValidatedToken.of(
              ALICE,
              "session-of-alice",
              List.of(
                  "events.calls.me", "events.users.*.presence", "!events.calls." + ALICE + ".held"),
              Instant.parse("2100-01-01T00:00:00Z"),
              Map.of()),
          TOKEN);

  private static BusEvent event(String name, RequiredEventAcl required) {
    return new BusEvent(name, "origin-1", required, Map.of());
  }

  @Test
  void aDeliveredEventIsAGrantedDecisionNamingTheEventTheAclAndTheSubscriber() {
    assertThat(
            gate.delivers(
                event("call_created", RequiredEventAcl.of("events.calls." + ALICE)), alice))
        .isTrue();

    assertThat(told).hasSize(1);
    Decision d = told.get(0);
    assertThat(d.reason()).isEqualTo(Reason.GRANTED);
    assertThat(d.outcome()).isEqualTo(Outcome.ALLOWED);
    assertThat(d.service()).isEqualTo("websocketd");
    assertThat(d.httpMethod()).isEqualTo(EventGateDecisions.EVENT);
    assertThat(d.pathTemplate()).isEqualTo("call_created");
    assertThat(d.resourceMethod()).isNull();
    assertThat(d.aclTemplate()).isNull();
    assertThat(d.requiredAcl()).isEqualTo("events.calls." + ALICE);
    assertThat(d.user()).isEqualTo(ALICE);
    assertThat(d.session()).isEqualTo("session-of-alice");
    assertThat(d.tokenValidation()).isEqualTo(TokenValidation.SESSION);
    assertThat(d.validationTime()).isNull();
    assertThat(d.tokenFingerprint()).isEqualTo(Fingerprints.of(TOKEN)).isNotEqualTo(TOKEN);
  }

  @Test
  void anEventHeldBackIsANotGrantedDecisionAndTheListenerThatThrowsChangesNothing() {
    assertThat(
            gate.delivers(event("call_created", RequiredEventAcl.of("events.calls." + BOB)), alice))
        .isFalse();
    // The negative written with alice's uuid holds for the event too.
    assertThat(
            gate.delivers(
                event("call_held", RequiredEventAcl.of("events.calls." + ALICE + ".held")), alice))
        .isFalse();

    assertThat(told)
        .extracting(Decision::reason)
        .containsExactly(Reason.NOT_GRANTED, Reason.NOT_GRANTED);
    assertThat(told).extracting(Decision::outcome).containsOnly(Outcome.FORBIDDEN);
  }

  @Test
  void anEventForEveryoneIsPublicAndOneWithoutAclReachesNobody() {
    assertThat(gate.delivers(event("config_changed", RequiredEventAcl.NULL), alice)).isTrue();
    assertThat(gate.delivers(event("orphan", RequiredEventAcl.ABSENT), alice)).isFalse();

    assertThat(told)
        .extracting(Decision::reason)
        .containsExactly(Reason.PUBLIC, Reason.EVENT_WITHOUT_ACL);
    assertThat(told).extracting(Decision::requiredAcl).containsExactly(null, null);
    assertThat(Reason.EVENT_WITHOUT_ACL.id()).isEqualTo("aclgen.event-without-acl");
  }

  @Test
  void withoutListenersTheGateAnswersTheSame() {
    EventGateDecisions quiet = EventGateDecisions.of("websocketd", List.of());
    EventGateDecisions.Subscriber subscriber = quiet.subscriber(alice.token(), TOKEN);

    assertThat(
            quiet.delivers(
                event("call_created", RequiredEventAcl.of("events.calls." + ALICE)), subscriber))
        .isTrue();
    assertThat(
            quiet.delivers(
                event("call_created", RequiredEventAcl.of("events.calls." + BOB)), subscriber))
        .isFalse();
    assertThat(told).isEmpty();
  }
}
