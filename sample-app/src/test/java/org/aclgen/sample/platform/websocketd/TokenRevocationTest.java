package org.aclgen.sample.platform.websocketd;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import org.aclgen.sample.Options;
import org.aclgen.sample.SampleApp;
import org.aclgen.testsupport.WsClient;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * A revoked token loses its WebSocket sessions at once: closed with 4002 within a second, and no
 * event reaches them after the revocation, with a real client against a running app.
 */
class TokenRevocationTest {

  private static final String CALLS = "/api/calld/1.0/users/me/calls";
  private static final Duration WITHIN = Duration.ofSeconds(1);

  private static SampleApp app;
  private static Http http;

  @BeforeAll
  static void start() throws Exception {
    app = SampleApp.start(Options.defaults().withPort(0).withUsers(EventUsers.ALL));
    http = new Http(app.baseUri());
  }

  @AfterAll
  static void stop() {
    app.close();
  }

  private static String placeCall(String token) {
    return http.json("POST", CALLS, token, "{\"extension\": \"1001\"}").path("call_id").asText();
  }

  private static void put(String token, String callId, String action) {
    assertThat(http.call("PUT", CALLS + "/" + callId + "/" + action, token, null)).isEqualTo(204);
  }

  @Test
  void aRevokedTokensSessionIsClosed4002WithinASecondAndGetsNoLaterEvent() throws Exception {
    String socketToken = http.token(EventUsers.ALICE);
    String restToken = http.token(EventUsers.ALICE);
    try (WsClient client =
        WsClient.v2(app.baseUri(), socketToken).subscribeAndStart("call_held", "call_resumed")) {
      String call = placeCall(restToken);
      put(restToken, call, "hold");
      assertThat(client.drain()).as("delivered before the revocation").hasSize(1);

      assertThat(http.call("DELETE", "/api/auth/0.1/token/" + socketToken, null, null))
          .isEqualTo(204);
      long revoked = System.nanoTime();
      put(restToken, call, "resume");

      Duration left = WITHIN.minusNanos(System.nanoTime() - revoked);
      WsClient.Closed closed = client.awaitClose(left);
      assertThat(closed.code()).isEqualTo(4002);
      assertThat(closed.reason()).isEqualTo("token revoked");
      assertThat(client.unread()).as("frames after the revocation").isEmpty();
      assertThat(app.eventSessions()).isZero();
    }
  }

  @Test
  void revokingAnotherTokenOfTheSameUserKeepsTheSession() throws Exception {
    String socketToken = http.token(EventUsers.BOB);
    String other = http.token(EventUsers.BOB);
    try (WsClient client = WsClient.v2(app.baseUri(), socketToken).subscribeAndStart("call_held")) {
      assertThat(http.call("DELETE", "/api/auth/0.1/token/" + other, null, null)).isEqualTo(204);
      String call = placeCall(socketToken);
      put(socketToken, call, "hold");

      assertThat(client.drain())
          .extracting(e -> e.path("data").path("name").asText())
          .containsExactly("call_held");
    }
  }

  @Test
  void aSessionRenewedToANewTokenOutlivesTheOldOnesRevocation() throws Exception {
    String first = http.token(EventUsers.BOB);
    String renewed = http.token(EventUsers.BOB);
    try (WsClient client = WsClient.v2(app.baseUri(), first).subscribeAndStart("call_held")) {
      client.send("{\"op\":\"token\",\"data\":{\"token\":\"" + renewed + "\"}}");
      assertThat(client.next().path("op").asText()).isEqualTo("token");
      assertThat(http.call("DELETE", "/api/auth/0.1/token/" + first, null, null)).isEqualTo(204);
      put(renewed, placeCall(renewed), "hold");
      assertThat(client.drain()).hasSize(1);

      assertThat(http.call("DELETE", "/api/auth/0.1/token/" + renewed, null, null)).isEqualTo(204);
      assertThat(client.awaitClose(WITHIN).code()).isEqualTo(4002);
    }
  }
}
