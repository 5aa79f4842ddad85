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
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import org.aclgen.events.BusEvent;
import org.aclgen.events.InProcessEventBus;
import org.aclgen.events.RequiredEventAcl;
import org.aclgen.testsupport.WsClient;
import org.aclgen.tokens.TokenServiceUnavailableException;
import org.aclgen.tokens.TokenValidator;
import org.aclgen.tokens.ValidatedToken;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * With a validator that tells no revocations (a remote token service), the event service asks it
 * again about every session's token every {@link EventService#REVALIDATE_EVERY}: a token it no
 * longer knows closes its sessions with 4002; a validator that cannot answer leaves them open.
 */
class RevalidationTest {

  private static final String TOKEN = "remote-token";
  private static final Duration WITHIN = EventService.REVALIDATE_EVERY.plusSeconds(1);

  private final Set<String> known = ConcurrentHashMap.newKeySet();
  private final AtomicInteger failingCalls = new AtomicInteger();
  private volatile boolean down;
  private final InProcessEventBus bus = new InProcessEventBus();
  private EventService service;
  private ServedEventService served;
  private URI base;

  private Optional<ValidatedToken> validate(String token) {
    if (down) {
      failingCalls.incrementAndGet();
      throw new TokenServiceUnavailableException("the token service is down");
    }
    return known.contains(token)
        ? Optional.of(
            ValidatedToken.of(
                EventUsers.WATCHER.uuid(),
                List.of("websocketd", "events.#"),
                Instant.now().plus(Duration.ofHours(1)),
                Map.of()))
        : Optional.empty();
  }

  @BeforeEach
  void start() throws Exception {
    known.add(TOKEN);
    TokenValidator remote = this::validate;
    service = new EventService(bus, remote, Clock.systemUTC());
    served = ServedEventService.start(service);
    base = served.base();
  }

  @AfterEach
  void stop() throws Exception {
    served.closeWith(bus);
  }

  private void publish() {
    bus.publish(new BusEvent("watched", "origin", RequiredEventAcl.of("events.watch"), Map.of()));
  }

  @Test
  void aTokenTheServiceNoLongerKnowsClosesItsSession4002() throws Exception {
    try (WsClient client = WsClient.v2(base, TOKEN).subscribeAndStart("*")) {
      publish();
      assertThat(client.drain()).hasSize(1);

      known.remove(TOKEN);

      WsClient.Closed closed = client.awaitClose(WITHIN);
      assertThat(closed.code()).isEqualTo(4002);
      assertThat(closed.reason()).isEqualTo("token revoked");
    }
  }

  @Test
  void aTokenServiceThatCannotAnswerLeavesTheSessionOpen() throws Exception {
    try (WsClient client = WsClient.v2(base, TOKEN).subscribeAndStart("*")) {
      down = true;
      await("two re-validations while the token service is down")
          .atMost(WITHIN.multipliedBy(3))
          .until(() -> failingCalls.get() >= 2);

      publish();
      assertThat(client.drain()).hasSize(1);
    }
  }
}
