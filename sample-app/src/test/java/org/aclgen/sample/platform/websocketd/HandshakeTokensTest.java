package org.aclgen.sample.platform.websocketd;

import static org.assertj.core.api.Assertions.assertThat;

import org.aclgen.sample.Options;
import org.aclgen.sample.SampleApp;
import org.aclgen.testsupport.WsClient;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Issue 26 §5: a handshake with a token in {@code ?token=} and another in {@code X-Auth-Token} was
 * admitted with the query's, where a REST service refuses two different tokens. It is refused the
 * same way: 4002.
 */
class HandshakeTokensTest {

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

  @Test
  void twoDifferentTokensAreRefused4002() throws Exception {
    String alice = http.token(EventUsers.ALICE);
    String bob = http.token(EventUsers.BOB);
    try (WsClient client =
        WsClient.connectWithHeader(
            app.baseUri(), "/api/websocketd/?version=2&token=" + alice, bob)) {
      WsClient.Closed closed = client.awaitClose();

      assertThat(closed.code()).isEqualTo(4002);
      assertThat(closed.reason()).isEqualTo("two different tokens");
    }
  }

  @Test
  void twoDifferentQueryTokensAreRefused4002() throws Exception {
    String alice = http.token(EventUsers.ALICE);
    String bob = http.token(EventUsers.BOB);
    try (WsClient client =
        WsClient.connect(
            app.baseUri(), "/api/websocketd/?version=2&token=" + alice + "&token=" + bob)) {
      assertThat(client.awaitClose().code()).isEqualTo(4002);
    }
  }

  @Test
  void theSameTokenTwiceIsOneToken() throws Exception {
    String alice = http.token(EventUsers.ALICE);
    try (WsClient client =
        WsClient.connectWithHeader(
            app.baseUri(), "/api/websocketd/?version=2&token=" + alice, alice)) {
      assertThat(client.next().path("op").asText()).isEqualTo("init");
    }
  }
}
