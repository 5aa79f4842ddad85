package org.aclgen.sample.showcase;

import static org.aclgen.sample.showcase.ConfdSdkEndpointsTest.assertForbidden;
import static org.aclgen.sample.showcase.ConfdSdkEndpointsTest.demo;
import static org.assertj.core.api.Assertions.assertThat;

import org.aclgen.sample.AppClient;
import org.aclgen.sample.Options;
import org.aclgen.sample.Reply;
import org.aclgen.sample.SampleApp;
import org.aclgen.sample.config.UserAccount;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The calld operations a client such as {@code @wazo/sdk} uses, with the built-in demo users: alice
 * drives her own calls; another user's call or transfer is unknown (404); a token without the
 * derived ACL is refused with it (403).
 */
class CalldSdkEndpointsTest {

  private static final String CALLS = AppClient.CALLD + "/users/me/calls";
  private static final String TRANSFERS = AppClient.CALLD + "/users/me/transfers";

  private static SampleApp app;
  private static AppClient client;
  private static UserAccount alice;
  private static String aliceToken;
  private static String bobToken;
  private static String adminToken;

  @BeforeAll
  static void start() throws Exception {
    app = SampleApp.start(Options.defaults().withPort(0));
    client = new AppClient(app);
    alice = demo("alice");
    aliceToken = client.token(alice);
    bobToken = client.token(demo("bob"));
    adminToken = client.token(demo("admin"));
  }

  @AfterAll
  static void stop() {
    app.close();
  }

  private static String place(String token) {
    Reply reply = client.send("POST", CALLS, token, "{\"extension\": \"1002\"}");
    assertThat(reply.status()).as("%s", reply).isEqualTo(201);
    return reply.json().path("call_id").asText();
  }

  @Test
  void aCallIsPlacedWithThePlatformsOptionalFields() {
    int line = app.platform().linePlan().userLines(alice.uuid()).get(0).id();
    String body =
        "{\"extension\": \"1002\", \"line_id\": "
            + line
            + ", \"from_mobile\": false, \"all_lines\": true, \"auto_answer_caller\": true,"
            + " \"variables\": {\"X_DEMO\": \"1\"}}";

    Reply reply = client.send("POST", CALLS, aliceToken, body);

    assertThat(reply.status()).as("%s", reply).isEqualTo(201);
    assertThat(reply.json().path("line_id").asInt()).isEqualTo(line);
  }

  @Test
  void aCallFromAnotherUsersLineOrWithBadFieldsIsRefused() {
    int bobLine = app.platform().linePlan().userLines(demo("bob").uuid()).get(0).id();

    Reply othersLine =
        client.send(
            "POST", CALLS, aliceToken, "{\"extension\": \"1002\", \"line_id\": " + bobLine + "}");
    Reply badVariables =
        client.send(
            "POST", CALLS, aliceToken, "{\"extension\": \"1002\", \"variables\": {\"X\": 1}}");
    Reply badFlag =
        client.send(
            "POST", CALLS, aliceToken, "{\"extension\": \"1002\", \"from_mobile\": \"no\"}");

    assertThat(othersLine.status()).isEqualTo(400);
    assertThat(othersLine.json().path("message").asText()).contains("line_id");
    assertThat(badVariables.status()).isEqualTo(400);
    assertThat(badVariables.json().path("message").asText()).contains("variables.X");
    assertThat(badFlag.status()).isEqualTo(400);
    assertThat(badFlag.json().path("message").asText()).contains("from_mobile");
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"hold/start", "hold/stop", "mute/start", "mute/stop", "dtmf?digits=12#"})
  void aliceActsOnHerCallOnlyAndBobIsRefusedTheDerivedAcl(String action) {
    String call = place(aliceToken);
    String path = CALLS + "/" + call + "/" + action;

    assertThat(client.send("PUT", path, aliceToken, null).status()).isEqualTo(204);
    assertThat(client.send("PUT", path, adminToken, null).status()).isEqualTo(404);
    String acl = "calld.users.me.calls." + call + "." + action.replaceAll("\\?.*", "");
    assertForbidden(client.send("PUT", path, bobToken, null), acl.replace('/', '.') + ".update");
  }

  @Test
  void dtmfWithoutDigitsIsRefusedNamingTheParameter() {
    Reply reply = client.send("PUT", CALLS + "/" + place(aliceToken) + "/dtmf", aliceToken, null);

    assertThat(reply.status()).isEqualTo(400);
    assertThat(reply.json().path("message").asText()).contains("digits");
  }

  @Test
  void aTransferIsCompletedByItsUserOnlyAndTheCallLeavesHer() {
    String call = place(aliceToken);
    String transfer = transfer(call);
    String complete = TRANSFERS + "/" + transfer + "/complete";

    assertThat(client.send("PUT", complete, adminToken, null).status()).isEqualTo(404);
    assertForbidden(
        client.send("PUT", complete, bobToken, null),
        "calld.users.me.transfers." + transfer + ".complete.update");
    assertThat(client.send("PUT", complete, aliceToken, null).status()).isEqualTo(204);

    assertThat(client.get(TRANSFERS, aliceToken).json().path("items"))
        .extracting(item -> item.path("id").asText())
        .doesNotContain(transfer);
    assertThat(client.get(CALLS, aliceToken).json().path("items"))
        .extracting(item -> item.path("call_id").asText())
        .doesNotContain(call);
  }

  @Test
  void aTransferIsCancelledByItsUserOnlyAndTheCallStays() {
    String call = place(aliceToken);
    String transfer = transfer(call);
    String cancel = TRANSFERS + "/" + transfer;

    assertThat(client.send("DELETE", cancel, adminToken, null).status()).isEqualTo(404);
    assertForbidden(
        client.send("DELETE", cancel, bobToken, null),
        "calld.users.me.transfers." + transfer + ".delete");
    assertThat(client.send("DELETE", cancel, aliceToken, null).status()).isEqualTo(204);
    assertThat(client.send("DELETE", cancel, aliceToken, null).status()).isEqualTo(404);

    assertThat(client.get(CALLS, aliceToken).json().path("items"))
        .extracting(item -> item.path("call_id").asText())
        .contains(call);
  }

  @Test
  void aliceReadsHerVoicemailBoxWithItsFolders() {
    Reply reply = client.get(AppClient.CALLD + "/users/me/voicemails", aliceToken);

    assertThat(reply.status()).isEqualTo(200);
    assertThat(reply.json().path("number").asText()).isEqualTo("1001");
    assertThat(reply.json().path("folders"))
        .extracting(folder -> folder.path("type").asText())
        .containsExactly("new", "old", "urgent");
    assertForbidden(
        client.get(AppClient.CALLD + "/users/me/voicemails", bobToken),
        "calld.users.me.voicemails.read");
  }

  private static String transfer(String call) {
    String body = "{\"initiator_call\": \"" + call + "\", \"exten\": \"1003\"}";
    Reply reply = client.send("POST", TRANSFERS, aliceToken, body);
    assertThat(reply.status()).as("%s", reply).isEqualTo(201);
    return reply.json().path("id").asText();
  }
}
