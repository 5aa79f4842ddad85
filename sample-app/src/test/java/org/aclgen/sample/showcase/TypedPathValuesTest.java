package org.aclgen.sample.showcase;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.aclgen.sample.AppClient;
import org.aclgen.sample.Options;
import org.aclgen.sample.Reply;
import org.aclgen.sample.SampleApp;
import org.aclgen.sample.TestUsers;
import org.aclgen.sample.config.UserAccount;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A negative ACL written with a number holds for every spelling of that number in the path (issue
 * 18, section 3): {@code /lines/01} and {@code /lines/+1} are line 1, so {@code !confd.lines.1.#}
 * refuses them as it refuses {@code /lines/1}.
 */
class TypedPathValuesTest {

  /** Everything in confd but line 1, its own function key 1 and its own user record. */
  static final UserAccount ERIN =
      new UserAccount(
          "erin",
          "erin-pw",
          "4e5f6a7b-8c9d-4e0f-9a1b-2c3d4e5f6a06",
          List.of(
              "confd.#",
              "!confd.lines.1.#",
              "!confd.users.me.funckeys.1.#",
              "!confd.users.me.read"));

  private static final String ERIN_KEY_1 =
      AppClient.CONFD + "/users/" + ERIN.uuid() + "/funckeys/1";
  private static final String PARK = "{\"label\": \"park\", \"destination\": {\"type\": \"park\"}}";

  private static SampleApp app;
  private static AppClient client;
  private static String admin;
  private static String erin;

  @BeforeAll
  static void start() throws Exception {
    List<UserAccount> users = new ArrayList<>(TestUsers.ALL);
    users.add(ERIN);
    app = SampleApp.start(Options.defaults().withPort(0).withUsers(users));
    client = new AppClient(app);
    admin = client.token(TestUsers.ADMIN);
    erin = client.token(ERIN);
  }

  @AfterAll
  static void stop() {
    app.close();
  }

  @ParameterizedTest
  @ValueSource(strings = {"1", "01", "001", "+1", "%2B1"})
  void everySpellingOfLineOneIsRefused(String spelling) {
    assertThat(client.get(AppClient.CONFD + "/lines/1", admin).status()).isEqualTo(200);

    Reply reply = client.get(AppClient.CONFD + "/lines/" + spelling, erin);

    assertThat(reply.status()).as("%s", reply).isEqualTo(403);
    assertThat(reply.json().path("details").path("required_acl").asText())
        .isEqualTo("confd.lines.1.read");
  }

  @Test
  void otherLinesInAnySpellingAreServedAsTheLineTheAclNamed() {
    Reply reply = client.get(AppClient.CONFD + "/lines/02", erin);

    assertThat(reply.status()).as("%s", reply).isEqualTo(200);
    assertThat(reply.json().path("id").asInt()).isEqualTo(2);
  }

  @Test
  void aLineIdThatIsNoNumberIsNotFound() {
    Reply reply = client.get(AppClient.CONFD + "/lines/1x", erin);

    assertThat(reply.status()).isEqualTo(404);
    assertThat(reply.json().path("error_id").asText()).isEqualTo("not-found");
  }

  @Test
  void anotherSpellingOfAFunctionKeyNeitherChangesNorDeletesIt() {
    assertThat(client.send("PUT", ERIN_KEY_1, admin, PARK).status()).isEqualTo(200);
    String before = client.get(ERIN_KEY_1, admin).body();
    String keys = AppClient.CONFD + "/users/me/funckeys/";
    String other = "{\"label\": \"changed\", \"destination\": {\"type\": \"park\"}}";

    assertThat(client.send("PUT", keys + "01", erin, other).status()).isEqualTo(403);
    assertThat(client.send("PUT", keys + "%2B1", erin, other).status()).isEqualTo(403);
    assertThat(client.send("DELETE", keys + "+1", erin, null).status()).isEqualTo(403);
    assertThat(client.send("DELETE", keys + "001", erin, null).status()).isEqualTo(403);

    assertThat(client.get(ERIN_KEY_1, admin).body()).isEqualTo(before);
    assertThat(client.send("PUT", keys + "02", erin, PARK).status()).isEqualTo(200);
  }

  /**
   * The user id is a uuid or {@code me}, read as text: the directory knows a uuid in its canonical
   * lower case only, so another case names nobody and cannot reach the user a negative protects.
   */
  @Test
  void aUuidInAnotherCaseDoesNotReachTheUserANegativeProtects() {
    String users = AppClient.CONFD + "/users/";
    assertThat(client.get(users + "me", erin).status()).isEqualTo(403);
    assertThat(client.get(users + ERIN.uuid(), erin).status()).isEqualTo(403);

    Reply upper = client.get(users + ERIN.uuid().toUpperCase(Locale.ROOT), erin);

    assertThat(upper.status()).as("%s", upper).isIn(403, 404);
    assertThat(upper.body()).doesNotContain("erin");
  }
}
