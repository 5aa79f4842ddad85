package org.aclgen.sample.platform.auth;

import static org.assertj.core.api.Assertions.assertThat;

import org.aclgen.sample.AppClient;
import org.aclgen.sample.Options;
import org.aclgen.sample.Reply;
import org.aclgen.sample.SampleApp;
import org.aclgen.sample.TestUsers;
import org.aclgen.testsupport.PostgresDatabase;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Issue 26 §5: a NUL character in a username, a refresh token or a client id, on the PostgreSQL
 * store, answered 503 {@code token-store-unavailable} (PostgreSQL refuses NUL in text) with a
 * warning per request, uncounted by the login throttle: a false outage anyone could raise. It is
 * the client's error: 401 (counted) or 400.
 */
class NulCharacterTest {

  @RegisterExtension static final PostgresDatabase DB = new PostgresDatabase();

  private static SampleApp app;
  private static AppClient client;

  @BeforeAll
  static void start() throws Exception {
    app =
        SampleApp.start(
            Options.defaults().withPort(0).withUsers(TestUsers.ALL).withTokenStore(DB.jdbcUrl()));
    client = new AppClient(app);
  }

  @AfterAll
  static void stop() {
    app.close();
  }

  @Test
  void aUsernameWithANulIsAWrongLoginAndCounts() {
    String username = "ali\u0000ce";
    for (int i = 0; i < LoginThrottle.FREE_FAILURES_PER_USER_AND_ADDRESS; i++) {
      assertThat(client.issue(AppClient.basic(username, "pw"), "").status()).isEqualTo(401);
    }

    assertThat(client.issue(AppClient.basic(username, "pw"), "").status()).isEqualTo(429);
  }

  @Test
  void aRefreshTokenOrAClientIdWithANulIsAnUnknownRefreshToken() {
    Reply token = client.issue(null, "{\"refresh_token\": \"a\\u0000b\", \"client_id\": \"app\"}");
    Reply clientId =
        client.issue(null, "{\"refresh_token\": \"abc\", \"client_id\": \"a\\u0000b\"}");

    assertThat(token.status()).isEqualTo(401);
    assertThat(clientId.status()).isEqualTo(401);
  }

  @Test
  void anOfflineLoginForAClientIdWithANulIsRefusedNamingIt() {
    Reply reply =
        client.issue(
            AppClient.basic("bob", "bob-pw"),
            "{\"access_type\": \"offline\", \"client_id\": \"a\\u0000b\"}");

    assertThat(reply.status()).isEqualTo(400);
    assertThat(reply.json().path("message").asText()).contains("client_id", "NUL");
  }

  @Test
  void aTokenWithANulInThePathIsABadRequest() {
    Reply reply = client.get(AppClient.AUTH + "/token/a%00b", null);

    assertThat(reply.status()).isEqualTo(400);
  }
}
