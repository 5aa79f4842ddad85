package org.aclgen.sample.showcase;

import static org.assertj.core.api.Assertions.assertThat;

import org.aclgen.sample.AppClient;
import org.aclgen.sample.Options;
import org.aclgen.sample.Reply;
import org.aclgen.sample.SampleApp;
import org.aclgen.sample.TestUsers;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The call service: each user sees and hangs up only its own calls. */
class CalldResourcesTest {

  private static final String CALLS = AppClient.CALLD + "/users/me/calls";

  private static SampleApp app;
  private static AppClient client;
  private static String dave;
  private static String admin;

  @BeforeAll
  static void start() throws Exception {
    app = SampleApp.start(Options.defaults().withPort(0).withUsers(TestUsers.ALL));
    client = new AppClient(app);
    dave = client.token(TestUsers.DAVE);
    admin = client.token(TestUsers.ADMIN);
  }

  @AfterAll
  static void stop() {
    app.close();
  }

  @Test
  void aPlacedCallIsListedForItsUserOnlyAndHungUpByItsUserOnly() {
    Reply placed = client.send("POST", CALLS, dave, "{\"extension\": \"1001\"}");
    assertThat(placed.status()).isEqualTo(201);
    String callId = placed.json().path("call_id").asText();
    assertThat(callId).isNotEmpty();

    assertThat(client.get(CALLS, dave).json().path("items"))
        .extracting(call -> call.path("call_id").asText())
        .contains(callId);
    assertThat(client.get(CALLS, admin).json().path("items"))
        .extracting(call -> call.path("call_id").asText())
        .doesNotContain(callId);
    Reply othersHangUp = client.send("DELETE", CALLS + "/" + callId, admin, null);
    assertThat(othersHangUp.status()).isEqualTo(404);
    assertThat(othersHangUp.json().path("error_id").asText()).isEqualTo("not-found");

    assertThat(client.send("DELETE", CALLS + "/" + callId, dave, null).status()).isEqualTo(204);
    assertThat(client.send("DELETE", CALLS + "/" + callId, dave, null).status()).isEqualTo(404);
  }

  @Test
  void aCallIsTransferredByItsUser() {
    String callId =
        client
            .send("POST", CALLS, dave, "{\"extension\": \"1002\"}")
            .json()
            .path("call_id")
            .asText();
    String transfers = AppClient.CALLD + "/users/me/transfers";

    Reply transfer =
        client.send(
            "POST",
            transfers,
            dave,
            "{\"initiator_call\": \"" + callId + "\", \"exten\": \"1003\"}");
    Reply othersTransfer =
        client.send(
            "POST",
            transfers,
            admin,
            "{\"initiator_call\": \"" + callId + "\", \"exten\": \"1003\"}");

    assertThat(transfer.status()).isEqualTo(201);
    assertThat(transfer.json().path("flow").asText()).isEqualTo("attended");
    assertThat(othersTransfer.status()).isEqualTo(404);
    assertThat(client.get(transfers, dave).json().path("total").asInt()).isEqualTo(1);
    assertThat(client.get(transfers, admin).json().path("total").asInt()).isZero();
  }

  @Test
  void aBadCallRequestIsRefused() {
    Reply noExtension = client.send("POST", CALLS, dave, "{}");
    Reply notANumber = client.send("POST", CALLS, dave, "{\"extension\": 1001}");

    assertThat(noExtension.status()).isEqualTo(400);
    assertThat(noExtension.json().path("message").asText()).contains("extension");
    assertThat(notANumber.status()).isEqualTo(400);
  }
}
