package org.aclgen.sample.showcase;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import org.aclgen.sample.AppClient;
import org.aclgen.sample.Options;
import org.aclgen.sample.Reply;
import org.aclgen.sample.SampleApp;
import org.aclgen.sample.config.UserAccount;
import org.aclgen.sample.config.UserConfig;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The confd reads a client such as {@code @wazo/sdk} makes at login and after, with the built-in
 * demo users: alice reads her own, is refused bob's with the required ACL.
 */
class ConfdSdkEndpointsTest {

  private static SampleApp app;
  private static AppClient client;
  private static UserAccount alice;
  private static UserAccount bob;
  private static String aliceToken;
  private static String adminToken;

  @BeforeAll
  static void start() throws Exception {
    app = SampleApp.start(Options.defaults().withPort(0));
    client = new AppClient(app);
    alice = demo("alice");
    bob = demo("bob");
    aliceToken = client.token(alice);
    adminToken = client.token(demo("admin"));
  }

  @AfterAll
  static void stop() {
    app.close();
  }

  static UserAccount demo(String username) {
    return UserConfig.demo().stream()
        .filter(account -> account.username().equals(username))
        .findFirst()
        .orElseThrow();
  }

  @Test
  void demoAliceReadsHerFullUserAsTheSdkProfileNeedsIt() {
    Reply reply = client.get(AppClient.CONFD + "/users/" + alice.uuid(), aliceToken);

    assertThat(reply.status()).as("%s", reply).isEqualTo(200);
    JsonNode user = reply.json();
    assertThat(user.path("uuid").asText()).isEqualTo(alice.uuid());
    assertThat(user.path("firstname").asText()).isEqualTo("Alice");
    assertThat(user.path("lastname").isTextual()).isTrue();
    assertThat(user.path("subscription_type").asInt(-1)).isZero();
    JsonNode extension = user.path("lines").get(0).path("extensions").get(0);
    assertThat(extension.path("exten").asText()).isEqualTo("1001");
    assertThat(extension.path("context").asText()).isEqualTo("default");
    assertThat(extension.path("id").isInt()).isTrue();
    assertThat(user.path("forwards").path("busy").path("enabled").isBoolean()).isTrue();
    assertThat(user.path("forwards").path("noanswer").path("destination").isTextual()).isTrue();
    assertThat(user.path("forwards").has("unconditional")).isTrue();
    assertThat(user.path("services").path("dnd").path("enabled").asBoolean(true)).isFalse();
    assertThat(user.path("services").path("incallfilter").path("enabled").isBoolean()).isTrue();
    assertThat(user.path("voicemail").path("name").asText()).isEqualTo("alice");
  }

  @Test
  void theFullUserShowsTheServicesAndForwardsAsChanged() {
    String base = AppClient.CONFD + "/users/" + bob.uuid();
    assertThat(
            client.send("PUT", base + "/services/dnd", adminToken, "{\"enabled\": true}").status())
        .isEqualTo(204);
    String forward = "{\"enabled\": true, \"destination\": \"1003\"}";
    assertThat(client.send("PUT", base + "/forwards/busy", adminToken, forward).status())
        .isEqualTo(204);

    JsonNode user = client.get(base, adminToken).json();

    assertThat(user.path("services").path("dnd").path("enabled").asBoolean()).isTrue();
    assertThat(user.path("forwards").path("busy").path("destination").asText()).isEqualTo("1003");
    assertThat(user.path("forwards").path("busy").path("enabled").asBoolean()).isTrue();
  }

  @Test
  void theWordMeReadsTheTokensUser() {
    Reply reply = client.get(AppClient.CONFD + "/users/me", aliceToken);

    assertThat(reply.status()).isEqualTo(200);
    assertThat(reply.json().path("uuid").asText()).isEqualTo(alice.uuid());
  }

  @Test
  void demoAliceReadsThePlatformInfosAndBobMayNot() {
    Reply reply = client.get(AppClient.CONFD + "/infos", aliceToken);

    assertThat(reply.status()).isEqualTo(200);
    assertThat(reply.json().path("uuid").asText()).matches("[0-9a-f-]{36}");
    assertThat(reply.json().path("wazo_version").asText()).isNotBlank();
    assertForbidden(client.get(AppClient.CONFD + "/infos", client.token(bob)), "confd.infos.read");
  }

  @Test
  void aliceReadsTheSipEndpointOfHerLineAndNotOfOthers() {
    int aliceLine = line(alice);
    int bobLine = line(bob);
    String own = "/users/" + alice.uuid() + "/lines/" + aliceLine + "/associated/endpoints/sip";
    String bobs = "/users/" + bob.uuid() + "/lines/" + bobLine + "/associated/endpoints/sip";
    String notHers = "/users/" + alice.uuid() + "/lines/" + bobLine + "/associated/endpoints/sip";

    Reply reply = client.get(AppClient.CONFD + own, aliceToken);

    assertThat(reply.status()).isEqualTo(200);
    assertThat(reply.json().path("name").asText()).isEqualTo("line-alice");
    assertThat(reply.json().path("auth_section_options").get(0).get(1).asText())
        .isEqualTo("line-alice");
    assertForbidden(
        client.get(AppClient.CONFD + bobs, aliceToken),
        "confd.users." + bob.uuid() + ".lines." + bobLine + ".associated.endpoints.sip.read");
    assertThat(client.get(AppClient.CONFD + notHers, aliceToken).status()).isEqualTo(404);
  }

  @Test
  void aliceReadsHerOutgoingCallerIdsAndNotBobs() {
    Reply reply = client.get(AppClient.CONFD + "/users/me/callerids/outgoing", aliceToken);

    assertThat(reply.status()).isEqualTo(200);
    assertThat(reply.json().path("items"))
        .extracting(item -> item.path("type").asText() + ":" + item.path("number").asText(null))
        .containsExactly("main:1001", "anonymous:null");
    assertForbidden(
        client.get(AppClient.CONFD + "/users/" + bob.uuid() + "/callerids/outgoing", aliceToken),
        "confd.users." + bob.uuid() + ".callerids.outgoing.read");
    assertForbidden(
        client.get(AppClient.CONFD + "/users/" + bob.uuid(), aliceToken),
        "confd.users." + bob.uuid() + ".read");
  }

  /** The SDK's logout with a client id revokes the refresh token: alice's ACL must allow it. */
  @Test
  void demoAliceRevokesHerOwnRefreshTokenAsTheSdkLogoutDoes() {
    Reply login =
        client.issue(
            AppClient.basic(alice.username(), alice.password()),
            "{\"backend\": \"wazo_user\", \"access_type\": \"offline\", \"client_id\": \"app\"}");
    String refreshToken = login.json().path("data").path("refresh_token").asText();

    Reply revoked =
        client.send("DELETE", AppClient.AUTH + "/users/me/tokens/app", aliceToken, null);

    assertThat(revoked.status()).as("%s", revoked).isEqualTo(204);
    Reply refreshed =
        client.issue(null, "{\"refresh_token\": \"" + refreshToken + "\", \"client_id\": \"app\"}");
    assertThat(refreshed.status()).isEqualTo(401);
  }

  private static int line(UserAccount user) {
    return app.platform().linePlan().userLines(user.uuid()).get(0).id();
  }

  static void assertForbidden(Reply reply, String requiredAcl) {
    assertThat(reply.status()).as("%s", reply).isEqualTo(403);
    assertThat(reply.json().path("details").path("required_acl").asText()).isEqualTo(requiredAcl);
  }
}
