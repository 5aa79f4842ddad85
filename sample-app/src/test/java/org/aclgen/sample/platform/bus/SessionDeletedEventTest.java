package org.aclgen.sample.platform.bus;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import com.fasterxml.jackson.databind.JsonNode;
import com.rabbitmq.client.AMQP;
import com.rabbitmq.client.Delivery;
import com.rabbitmq.client.Envelope;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.aclgen.events.BusEvent;
import org.aclgen.events.RequiredEventAcl;
import org.aclgen.sample.Options;
import org.aclgen.sample.SampleApp;
import org.aclgen.sample.platform.auth.IssuedToken;
import org.aclgen.sample.platform.auth.TokenData;
import org.aclgen.sample.platform.websocketd.EventUsers;
import org.aclgen.sample.platform.websocketd.Http;
import org.aclgen.tokens.RevocationFeed;
import org.aclgen.tokens.Subscription;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The token service announces each ended session as the platform does, {@code
 * auth_session_deleted}, and the RabbitMQ feed reads such messages back for a validator.
 */
class SessionDeletedEventTest {

  private static SampleApp app;
  private static Http http;
  private static final BlockingQueue<BusEvent> received = new LinkedBlockingQueue<>();
  private static Subscription subscription;

  @BeforeAll
  static void start() throws Exception {
    app = SampleApp.start(Options.defaults().withPort(0).withUsers(EventUsers.ALL));
    http = new Http(app.baseUri());
    subscription =
        app.eventBus()
            .subscribe(
                event -> {
                  if (event.name().equals("auth_session_deleted")) {
                    received.add(event);
                  }
                });
  }

  @BeforeEach
  void forgetEarlierEvents() {
    received.clear();
  }

  @AfterAll
  static void stop() {
    subscription.close();
    app.close();
  }

  private static BusEvent next() throws InterruptedException {
    BusEvent event = received.poll(5, TimeUnit.SECONDS);
    assertThat(event).as("an auth_session_deleted event").isNotNull();
    return event;
  }

  @Test
  void aRevocationPublishesThePlatformsEvent() throws Exception {
    String token = http.token(EventUsers.ALICE);
    JsonNode reply = http.json("GET", "/api/auth/0.1/token/" + token, null, null).path("data");
    String session = reply.path("session_uuid").asText();
    assertThat(session).isNotBlank();

    assertThat(http.call("DELETE", "/api/auth/0.1/token/" + token, null, null)).isEqualTo(204);

    BusEvent event = next();
    assertThat(event.originUuid()).isEqualTo(app.originUuid());
    assertThat(((RequiredEventAcl.Present) event.requiredAcl()).text())
        .isEqualTo("events.auth.sessions." + session + ".deleted");
    assertThat(event.data())
        .containsEntry("uuid", session)
        .containsEntry("user_uuid", EventUsers.ALICE.uuid())
        .containsEntry("tenant_uuid", TokenData.TENANT_UUID)
        .hasSize(3);
  }

  @Test
  void anExpiredTokenPublishesTheEventWhenSweptOut() throws Exception {
    IssuedToken token =
        app.tokens().issue(EventUsers.BOB.uuid(), List.of("confd.#"), Duration.ofMillis(1));
    awaitExpiry(token);

    app.tokens().purgeExpired();

    BusEvent event = next();
    assertThat(event.data()).containsEntry("uuid", token.sessionUuid());
  }

  private static void awaitExpiry(IssuedToken token) {
    await()
        .atMost(Duration.ofSeconds(5))
        .pollInterval(Duration.ofMillis(1))
        .until(() -> token.isExpiredAt(java.time.Instant.now()));
  }

  /** What the RabbitMQ feed tells its listener, for one message body. */
  private static List<String> told(String body) {
    List<String> told = new CopyOnWriteArrayList<>();
    RevocationFeed.Receiver listener =
        new RevocationFeed.Receiver() {
          @Override
          public void sessionDeleted(String sessionUuid, String userUuid) {
            told.add("session " + sessionUuid + " of " + userUuid);
          }

          @Override
          public void userRevoked(String userUuid) {
            told.add("user " + userUuid);
          }

          @Override
          public void unknownRevoked() {
            told.add("everything");
          }

          @Override
          public void publisherAlive(String publisher) {
            told.add("alive " + publisher);
          }

          @Override
          public void publisherGone(String publisher) {
            told.add("gone " + publisher);
          }

          @Override
          public void connected() {}

          @Override
          public void disconnected(String reason) {}
        };
    Delivery delivery =
        new Delivery(
            new Envelope(1, false, RabbitEventBus.EXCHANGE, "auth_session_deleted"),
            new AMQP.BasicProperties(),
            body.getBytes(StandardCharsets.UTF_8));
    RabbitRevocationFeed.receive(delivery, listener);
    return told;
  }

  @Test
  void theFeedReadsTheSessionAndFailsClosedOnAnythingElse() {
    String head = "{\"name\":\"auth_session_deleted\",\"origin_uuid\":\"o\",\"required_acl\":null,";
    assertThat(
            told(head + "\"data\":{\"uuid\":\"s1\",\"user_uuid\":\"u1\",\"tenant_uuid\":\"t\"}}"))
        .containsExactly("session s1 of u1");
    assertThat(told(head + "\"data\":{\"user_uuid\":\"u1\"}}")).containsExactly("user u1");
    assertThat(told(head + "\"data\":{\"uuid\":\"s1\"}}")).containsExactly("everything");
    assertThat(told("not json")).containsExactly("everything");
  }

  @Test
  void theFeedNamesTheTokenServiceOfEachHeartbeatAndGoodbye() {
    String tail = "\"required_acl\":\"auth.revocations.heartbeat\",\"data\":{}}";
    assertThat(told("{\"name\":\"aclgen_token_service_alive\",\"origin_uuid\":\"a1\"," + tail))
        .containsExactly("alive a1");
    assertThat(told("{\"name\":\"aclgen_token_service_alive\",\"origin_uuid\":\"a2\"," + tail))
        .containsExactly("alive a2");
    assertThat(told("{\"name\":\"aclgen_token_service_stopped\",\"origin_uuid\":\"a1\"," + tail))
        .containsExactly("gone a1");
  }
}
