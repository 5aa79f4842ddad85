package org.aclgen.sample.platform.auth;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Duration;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.List;
import org.aclgen.sample.AppClient;
import org.aclgen.sample.Options;
import org.aclgen.sample.Reply;
import org.aclgen.sample.SampleApp;
import org.aclgen.sample.TestUsers;
import org.aclgen.testsupport.MutableClock;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The token service and what protected resources answer for each kind of token. */
class TokenServiceTest {

  private static final String ALICE_LINES =
      AppClient.CONFD + "/users/" + TestUsers.ALICE.uuid() + "/lines";

  private static final MutableClock CLOCK = new MutableClock();
  private static SampleApp app;
  private static AppClient client;

  @BeforeAll
  static void start() throws Exception {
    app = SampleApp.start(Options.defaults().withPort(0).withUsers(TestUsers.ALL).withClock(CLOCK));
    client = new AppClient(app);
  }

  @AfterAll
  static void stop() {
    app.close();
  }

  @Test
  void issuesATokenWithThePlatformsFields() {
    Reply reply = client.issue(AppClient.basic("alice", "alice-pw"), "{\"expiration\": 600}");

    assertThat(reply.status()).isEqualTo(200);
    JsonNode data = reply.json().path("data");
    List<String> fields = new ArrayList<>();
    data.fieldNames().forEachRemaining(fields::add);
    assertThat(fields)
        .containsExactlyInAnyOrder(
            "token",
            "auth_id",
            "acl",
            "expires_at",
            "utc_expires_at",
            "issued_at",
            "utc_issued_at",
            "session_uuid",
            "metadata",
            "xivo_uuid",
            "xivo_user_uuid");
    assertThat(data.path("auth_id").asText()).isEqualTo(TestUsers.ALICE.uuid());
    assertThat(data.path("acl").get(0).asText()).isEqualTo("confd.users.me.#.read");
    assertThat(data.path("metadata").path("uuid").asText()).isEqualTo(TestUsers.ALICE.uuid());
    LocalDateTime issued = LocalDateTime.parse(data.path("utc_issued_at").asText());
    LocalDateTime expires = LocalDateTime.parse(data.path("utc_expires_at").asText());
    assertThat(Duration.between(issued, expires)).isEqualTo(Duration.ofSeconds(600));
  }

  @Test
  void theTokenOpensWhatItsAclGrants() {
    String token = client.token(TestUsers.ALICE);

    assertThat(client.get(ALICE_LINES, token).status()).isEqualTo(200);
  }

  @Test
  void acceptsTheTokenAsABearerToo() {
    String token = client.token(TestUsers.ALICE);
    Reply reply = client.sendWithHeader(ALICE_LINES, "Authorization", "Bearer " + token);

    assertThat(reply.status()).isEqualTo(200);
  }

  @Test
  void refusesTheRemovedBackendArgs() {
    Reply reply =
        client.issue(AppClient.basic("alice", "alice-pw"), "{\"backend_args\": {\"a\": 1}}");

    assertThat(reply.status()).isEqualTo(400);
    assertThat(reply.json().path("message").asText()).contains("backend_args", "removed");
    assertThat(reply.json().path("error_id").asText()).isEqualTo("invalid-data");
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "{\"expiration\": 0}",
        "{\"expiration\": 86401}",
        "{\"expiration\": \"60\"}",
        "{\"expiration\": 1.5}",
        "{\"expires\": 60}",
        "[60]",
        "{\"expiration\": 60"
      })
  void refusesABadBody(String body) {
    Reply reply = client.issue(AppClient.basic("alice", "alice-pw"), body);

    assertThat(reply.status()).as("%s", reply).isEqualTo(400);
    assertThat(reply.json().path("error_id").asText()).isEqualTo("invalid-data");
  }

  @ParameterizedTest
  @ValueSource(strings = {"alice:wrong", "nobody:alice-pw", "alice", ""})
  void refusesWrongCredentials(String pair) {
    String[] parts = (pair + ":").split(":", -1);
    Reply reply = client.issue(AppClient.basic(parts[0], parts[1]), "");

    assertThat(reply.status()).isEqualTo(401);
    assertThat(reply.header("WWW-Authenticate"))
        .hasValueSatisfying(v -> assertThat(v).startsWith("Basic"));
    assertThat(reply.json().path("error_id").asText()).isEqualTo("unauthorized");
  }

  @Test
  void refusesAMissingAuthorization() {
    assertThat(client.issue(null, "").status()).isEqualTo(401);
  }

  @Test
  void answersTheValidationRequests() {
    String token = client.token(TestUsers.ALICE);
    String path = AppClient.AUTH + "/token/" + token;

    assertThat(client.send("HEAD", path, null, null).status()).isEqualTo(204);
    assertThat(client.send("HEAD", path + "?scope=confd.users.me.lines.read", null, null).status())
        .isEqualTo(204);
    assertThat(client.send("HEAD", path + "?scope=confd.users.read", null, null).status())
        .isEqualTo(403);
    assertThat(client.get(path + "?scope=confd.users.read", null).status()).isEqualTo(403);
    Reply read = client.get(path, null);
    assertThat(read.status()).isEqualTo(200);
    assertThat(read.json().path("data").path("auth_id").asText()).isEqualTo(TestUsers.ALICE.uuid());
  }

  @Test
  void checksScopes() {
    String token = client.token(TestUsers.BOB);
    Reply reply =
        client.send(
            "POST",
            AppClient.AUTH + "/token/" + token + "/scopes/check",
            null,
            "{\"scopes\": [\"confd.users.me.funckeys.1.read\", \"confd.users.me.read\"]}");

    assertThat(reply.status()).isEqualTo(200);
    assertThat(reply.json().path("scopes").path("confd.users.me.funckeys.1.read").asBoolean())
        .isTrue();
    assertThat(reply.json().path("scopes").path("confd.users.me.read").isBoolean()).isTrue();
    assertThat(reply.json().path("scopes").path("confd.users.me.read").asBoolean()).isFalse();
  }

  @Test
  void anUnknownTokenIsNotFoundAndNeverEchoed() {
    String unknown = "no-such-token-0123456789";

    Reply head = client.send("HEAD", AppClient.AUTH + "/token/" + unknown, null, null);
    Reply get = client.get(AppClient.AUTH + "/token/" + unknown, null);
    Reply resource = client.get(ALICE_LINES, unknown);

    assertThat(head.status()).isEqualTo(404);
    assertThat(get.status()).isEqualTo(404);
    assertThat(get.body()).doesNotContain(unknown);
    assertThat(resource.status()).isEqualTo(401);
    assertThat(resource.body()).doesNotContain(unknown);
  }

  @Test
  void noTokenIsUnauthorized() {
    Reply reply = client.get(ALICE_LINES, null);

    assertThat(reply.status()).isEqualTo(401);
    assertThat(reply.header("WWW-Authenticate")).isPresent();
    assertThat(reply.json().path("error_id").asText()).isEqualTo("unauthorized");
  }

  @Test
  void aTokenWithoutAclIsForbiddenEverywhere() {
    String token = client.token(TestUsers.CAROL);
    String own = AppClient.CONFD + "/users/" + TestUsers.CAROL.uuid() + "/lines";

    assertThat(client.get(own, token).status()).isEqualTo(403);
    assertThat(client.get(AppClient.CALLD + "/users/me/calls", token).status()).isEqualTo(403);
  }

  @Test
  void anExpiredTokenIsUnauthorized() {
    String token = client.token(TestUsers.ALICE, "{\"expiration\": 5}");
    assertThat(client.get(ALICE_LINES, token).status()).isEqualTo(200);

    CLOCK.advance(Duration.ofSeconds(6));

    assertThat(client.get(ALICE_LINES, token).status()).isEqualTo(401);
    assertThat(client.send("HEAD", AppClient.AUTH + "/token/" + token, null, null).status())
        .isEqualTo(404);
  }

  @Test
  void aRevokedTokenIsUnauthorized() {
    String token = client.token(TestUsers.ALICE);
    String path = AppClient.AUTH + "/token/" + token;

    assertThat(client.send("DELETE", path, null, null).status()).isEqualTo(204);

    assertThat(client.get(ALICE_LINES, token).status()).isEqualTo(401);
    assertThat(client.send("HEAD", path, null, null).status()).isEqualTo(404);
    assertThat(client.send("DELETE", path, null, null).status()).isEqualTo(404);
  }
}
