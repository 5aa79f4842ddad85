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

/**
 * A token that may not read users cannot learn whether a uuid is a user's from the endpoints that
 * take a user uuid in their body: an unknown uuid and an existing user it may not read get the same
 * answer.
 */
class UserExistenceOracleTest {

  private static final String UNKNOWN = "00000000-0000-4000-8000-0000000000aa";
  private static final String EXISTING = TestUsers.CAROL.uuid();
  private static final String BOB_KEY =
      AppClient.CONFD + "/users/" + TestUsers.BOB.uuid() + "/funckeys/7";
  private static final String CHATS = AppClient.CALLD + "/users/me/chats";

  private static SampleApp app;
  private static AppClient client;

  @BeforeAll
  static void start() throws Exception {
    app = SampleApp.start(Options.defaults().withPort(0).withUsers(TestUsers.ALL));
    client = new AppClient(app);
  }

  @AfterAll
  static void stop() {
    app.close();
  }

  private static String userKey(String uuid) {
    return "{\"label\": \"k\", \"destination\": {\"type\": \"user\", \"user_id\": \""
        + uuid
        + "\"}}";
  }

  private static String chat(String to) {
    return "{\"to\": \"" + to + "\", \"alias\": \"Dave\", \"msg\": \"hi\"}";
  }

  @Test
  void aFunctionKeyToAnUnknownUserIsAnsweredAsOneToAUserTheTokenMayNotRead() {
    String bob = client.token(TestUsers.BOB);

    Reply unknown = client.send("PUT", BOB_KEY, bob, userKey(UNKNOWN));
    Reply existing = client.send("PUT", BOB_KEY, bob, userKey(EXISTING));

    assertThat(unknown.status()).as("%s", unknown).isEqualTo(existing.status());
    assertThat(unknown.body().replace(UNKNOWN, "UUID"))
        .isEqualTo(existing.body().replace(EXISTING, "UUID"));
  }

  @Test
  void aTokenThatMayReadUsersStillLearnsThatADestinationIsUnknown() {
    String admin = client.token(TestUsers.ADMIN);

    Reply unknown = client.send("PUT", BOB_KEY, admin, userKey(UNKNOWN));

    assertThat(unknown.status()).isEqualTo(400);
    assertThat(unknown.json().path("message").asText()).contains("is not a user's uuid");
    assertThat(client.send("PUT", BOB_KEY, admin, userKey(EXISTING)).status()).isEqualTo(200);
  }

  @Test
  void aDestinationThatIsNotAUuidIsRefusedForEveryone() {
    for (String token : new String[] {client.token(TestUsers.BOB), client.token(TestUsers.ADMIN)}) {
      Reply reply = client.send("PUT", BOB_KEY, token, userKey("nobody"));

      assertThat(reply.status()).isEqualTo(400);
      assertThat(reply.json().path("message").asText())
          .isEqualTo("destination.user_id must be a user uuid, got 'nobody'");
    }
  }

  @Test
  void aChatToAnUnknownUserIsAnsweredAsOneToAnExistingUser() {
    String dave = client.token(TestUsers.DAVE);

    Reply unknown = client.send("POST", CHATS, dave, chat(UNKNOWN));
    Reply existing = client.send("POST", CHATS, dave, chat(EXISTING));

    assertThat(unknown.status()).as("%s", unknown).isEqualTo(existing.status()).isEqualTo(204);
    assertThat(unknown.body()).isEqualTo(existing.body());
  }

  @Test
  void aChatRecipientThatIsNotAUuidIsRefused() {
    Reply reply = client.send("POST", CHATS, client.token(TestUsers.DAVE), chat("events.#"));

    assertThat(reply.status()).isEqualTo(400);
    assertThat(reply.json().path("message").asText())
        .isEqualTo("to must be a user uuid, got 'events.#'");
  }
}
