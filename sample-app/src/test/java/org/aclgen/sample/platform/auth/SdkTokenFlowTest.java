package org.aclgen.sample.platform.auth;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import org.aclgen.sample.AppClient;
import org.aclgen.sample.Options;
import org.aclgen.sample.Reply;
import org.aclgen.sample.SampleApp;
import org.aclgen.sample.TestUsers;
import org.aclgen.sample.config.UserAccount;
import org.aclgen.testsupport.MutableClock;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The token service as the platform's JavaScript SDK uses it: its login body, the token fields it
 * reads, refresh tokens (issue, use, list, revoke, expiry), the unknown token's reason, the status.
 */
class SdkTokenFlowTest {

  private static final String SDK_LOGIN = "{\"backend\": \"wazo_user\", \"expiration\": 3600}";
  private static final String TOKENS = AppClient.AUTH + "/users/me/tokens";

  /** Holds what the platform's default user policy gives for its own refresh tokens. */
  private static final UserAccount ERIN =
      new UserAccount(
          "erin",
          "erin-pw",
          "3c2b1a09-8f7e-4d6c-9b5a-4f3e2d1c0b06",
          List.of("auth.users.me.tokens.#", "confd.users.me.read"));

  private static final MutableClock CLOCK = new MutableClock();
  private static SampleApp app;
  private static AppClient client;

  @BeforeAll
  static void start() throws Exception {
    List<UserAccount> users = new ArrayList<>(TestUsers.ALL);
    users.add(ERIN);
    app = SampleApp.start(Options.defaults().withPort(0).withUsers(users).withClock(CLOCK));
    client = new AppClient(app);
  }

  @AfterAll
  static void stop() {
    app.close();
  }

  private static Reply login(UserAccount user, String body) {
    return client.issue(AppClient.basic(user.username(), user.password()), body);
  }

  private static Reply refresh(String refreshToken, String clientId) {
    return client.issue(
        null,
        "{\"backend\": \"wazo_user\", \"expiration\": 3600, \"refresh_token\": \""
            + refreshToken
            + "\", \"client_id\": \""
            + clientId
            + "\"}");
  }

  private static String offlineLogin(UserAccount user, String clientId) {
    Reply reply =
        login(
            user,
            "{\"backend\": \"wazo_user\", \"expiration\": 3600, \"access_type\": \"offline\","
                + " \"client_id\": \""
                + clientId
                + "\"}");
    assertThat(reply.status()).as("%s", reply).isEqualTo(200);
    return reply.json().path("data").path("refresh_token").asText();
  }

  @Test
  void theSdksLoginBodyIsAccepted() {
    Reply reply = login(TestUsers.ALICE, SDK_LOGIN);

    assertThat(reply.status()).as("%s", reply).isEqualTo(200);
    assertThat(reply.json().path("data").has("refresh_token")).isFalse();
  }

  @Test
  void theTenantAndDomainOfTheSdkAreAccepted() {
    Reply reply =
        login(
            TestUsers.ALICE,
            "{\"backend\": \"wazo_user\", \"tenant_id\": \"t1\", \"domain_name\": \"example.com\"}");

    assertThat(reply.status()).as("%s", reply).isEqualTo(200);
  }

  @Test
  void anUnknownBackendIsRefusedByName() {
    Reply reply = login(TestUsers.ALICE, "{\"backend\": \"ldap_user\"}");

    assertThat(reply.status()).isEqualTo(400);
    assertThat(reply.json().path("message").asText()).contains("ldap_user", "wazo_user");
  }

  @Test
  void tokenBodiesCarryTheUserAndTenantTheSdkReads() {
    JsonNode issued = login(TestUsers.ALICE, SDK_LOGIN).json().path("data");
    String token = issued.path("token").asText();
    JsonNode read = client.get(AppClient.AUTH + "/token/" + token, null).json().path("data");

    for (JsonNode data : List.of(issued, read)) {
      assertThat(data.path("metadata").path("uuid").asText()).isEqualTo(TestUsers.ALICE.uuid());
      assertThat(data.path("metadata").path("tenant_uuid").asText())
          .isEqualTo(TokenData.TENANT_UUID);
      assertThat(data.path("xivo_uuid").asText()).isEqualTo(app.originUuid());
      assertThat(data.path("metadata").path("xivo_uuid").asText()).isEqualTo(app.originUuid());
      assertThat(data.path("session_uuid").asText()).hasSize(36);
    }
  }

  @Test
  void anUnknownTokenSaysNoSuchToken() {
    Reply reply = client.get(AppClient.AUTH + "/token/not-a-token", null);

    assertThat(reply.status()).isEqualTo(404);
    assertThat(reply.json().path("reason").get(0).asText()).isEqualTo("No such token");
    assertThat(reply.json().path("error_id").asText()).isEqualTo("not-found");
  }

  @Test
  void theStatusAnswersHead() {
    Reply reply = client.send("HEAD", AppClient.AUTH + "/status", null, null);

    assertThat(reply.status()).isEqualTo(200);
  }

  @Test
  void anOfflineLoginGivesARefreshTokenThatLogsInWithoutAPassword() {
    String refreshToken = offlineLogin(TestUsers.ALICE, "sdk-app");

    Reply reply = refresh(refreshToken, "sdk-app");

    assertThat(reply.status()).as("%s", reply).isEqualTo(200);
    JsonNode data = reply.json().path("data");
    assertThat(data.path("auth_id").asText()).isEqualTo(TestUsers.ALICE.uuid());
    String token = data.path("token").asText();
    assertThat(client.get(AppClient.CONFD + "/users/me/lines", token).status()).isEqualTo(200);
    assertThat(offlineLogin(TestUsers.ALICE, "sdk-app")).isEqualTo(refreshToken);
  }

  @Test
  void aRefreshTokenWorksForItsClientOnly() {
    String refreshToken = offlineLogin(TestUsers.ALICE, "client-a");

    Reply reply = refresh(refreshToken, "client-b");

    assertThat(reply.status()).isEqualTo(401);
    assertThat(refresh("made-up", "client-a").status()).isEqualTo(401);
  }

  @Test
  void aRefreshTokenIsNotAPassword() {
    String refreshToken = offlineLogin(TestUsers.ALICE, "client-c");

    Reply withPassword =
        client.issue(
            AppClient.basic("alice", "alice-pw"),
            "{\"refresh_token\": \"" + refreshToken + "\", \"client_id\": \"client-c\"}");
    Reply withNothing = client.issue(null, "{\"backend\": \"wazo_user\"}");

    assertThat(withPassword.status()).isEqualTo(400);
    assertThat(withPassword.json().path("message").asText()).contains("without an Authorization");
    assertThat(withNothing.status()).isEqualTo(401);
  }

  @Test
  void aUserListsAndRevokesItsRefreshTokens() {
    String refreshToken = offlineLogin(ERIN, "erin-phone");
    String token = client.token(ERIN);

    Reply listed = client.get(TOKENS, token);
    assertThat(listed.status()).as("%s", listed).isEqualTo(200);
    assertThat(listed.json().path("items").findValuesAsText("client_id")).contains("erin-phone");
    assertThat(listed.body()).doesNotContain(refreshToken);

    Reply revoked = client.send("DELETE", TOKENS + "/erin-phone", token, null);

    assertThat(revoked.status()).isEqualTo(204);
    assertThat(refresh(refreshToken, "erin-phone").status()).isEqualTo(401);
    assertThat(client.send("DELETE", TOKENS + "/erin-phone", token, null).status()).isEqualTo(404);
  }

  @Test
  void aUserCannotSeeOrRevokeAnothersRefreshTokens() {
    String refreshToken = offlineLogin(TestUsers.ALICE, "alice-desk");
    String erin = client.token(ERIN);
    String aliceTokens = AppClient.AUTH + "/users/" + TestUsers.ALICE.uuid() + "/tokens";

    assertThat(client.get(aliceTokens, erin).status()).isEqualTo(403);
    assertThat(client.send("DELETE", aliceTokens + "/alice-desk", erin, null).status())
        .isEqualTo(403);
    assertThat(client.get(TOKENS, client.token(TestUsers.ALICE)).status()).isEqualTo(403);
    assertThat(refresh(refreshToken, "alice-desk").status()).isEqualTo(200);
  }

  @Test
  void aRefreshTokenExpires() {
    String refreshToken = offlineLogin(TestUsers.BOB, "bob-app");

    CLOCK.advance(RefreshTokens.LIFETIME);

    assertThat(refresh(refreshToken, "bob-app").status()).isEqualTo(401);
  }
}
