package org.aclgen.sample.platform.websocketd;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.net.URI;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import org.aclgen.events.BusEvent;
import org.aclgen.events.InProcessEventBus;
import org.aclgen.events.RequiredEventAcl;
import org.aclgen.runtime.EventGateDecisions;
import org.aclgen.runtime.decisions.Decision;
import org.aclgen.runtime.decisions.Reason;
import org.aclgen.runtime.decisions.TokenValidation;
import org.aclgen.testsupport.WsClient;
import org.aclgen.tokens.TokenValidator;
import org.aclgen.tokens.ValidatedToken;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The event service's gate tells its decision listeners of each event it lets through to a client
 * or holds back, as the REST services tell of each request: the sample app hands them the listeners
 * of its metrics and audit log.
 */
class GateDecisionsTest {

  private static final String TOKEN = "watcher-token";

  private final List<Decision> told = new CopyOnWriteArrayList<>();
  private final InProcessEventBus bus = new InProcessEventBus();
  private EventService service;
  private ServedEventService served;
  private URI base;

  private Optional<ValidatedToken> validate(String token) {
    return TOKEN.equals(token)
        ? Optional.of(
            ValidatedToken.of(
                EventUsers.WATCHER.uuid(),
                "watcher-session",
                List.of("websocketd", "events.watch"),
                Instant.now().plus(Duration.ofHours(1)),
                Map.of()))
        : Optional.empty();
  }

  @BeforeEach
  void start() throws Exception {
    TokenValidator validator = this::validate;
    service = new EventService(bus, validator, List.of(told::add), Clock.systemUTC());
    served = ServedEventService.start(service);
    base = served.base();
  }

  @AfterEach
  void stop() throws Exception {
    served.closeWith(bus);
  }

  @Test
  void eachEventLetThroughOrHeldBackIsADecision() throws Exception {
    try (WsClient client = WsClient.v2(base, TOKEN).subscribeAndStart("*")) {
      bus.publish(new BusEvent("watched", "origin", RequiredEventAcl.of("events.watch"), Map.of()));
      bus.publish(new BusEvent("secret", "origin", RequiredEventAcl.of("events.secret"), Map.of()));

      await().atMost(WsClient.WAIT).until(() -> told.size() >= 2);
      assertThat(client.drainEvents()).hasSize(1);
    }
    assertThat(told).extracting(Decision::pathTemplate).containsExactly("watched", "secret");
    assertThat(told)
        .extracting(Decision::reason)
        .containsExactly(Reason.GRANTED, Reason.NOT_GRANTED);
    Decision held = told.get(1);
    assertThat(held.service()).isEqualTo(EventStack.SERVICE_NAME);
    assertThat(held.httpMethod()).isEqualTo(EventGateDecisions.EVENT);
    assertThat(held.requiredAcl()).isEqualTo("events.secret");
    assertThat(held.user()).isEqualTo(EventUsers.WATCHER.uuid());
    assertThat(held.session()).isEqualTo("watcher-session");
    assertThat(held.tokenValidation()).isEqualTo(TokenValidation.SESSION);
    assertThat(held.tokenFingerprint()).hasSize(16).isNotEqualTo(TOKEN);
  }
}
