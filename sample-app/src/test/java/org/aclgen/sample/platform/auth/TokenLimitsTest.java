package org.aclgen.sample.platform.auth;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import org.aclgen.sample.AppClient;
import org.aclgen.sample.Options;
import org.aclgen.sample.Reply;
import org.aclgen.sample.SampleApp;
import org.aclgen.sample.TestUsers;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The token service bounds the live tokens of each user (100: a new token revokes the user's
 * oldest) and of the whole store (10,000: past it, {@code POST /token} answers 503).
 */
class TokenLimitsTest {

  private static final int PER_USER = 100;
  private static final int TOTAL = 10_000;
  private static final String ME = AppClient.CONFD + "/users/me/lines";

  private SampleApp app;
  private AppClient client;

  @BeforeEach
  void start() throws Exception {
    app = SampleApp.start(Options.defaults().withPort(0).withUsers(TestUsers.ALL));
    client = new AppClient(app);
  }

  @AfterEach
  void stop() {
    app.close();
  }

  @Test
  void aUsersTokenPastTheMaximumRevokesItsOldest() {
    String oldest = client.token(TestUsers.ALICE);
    String second = client.token(TestUsers.ALICE);
    for (int i = 2; i < PER_USER; i++) {
      app.tokens().issue(TestUsers.ALICE.uuid(), TestUsers.ALICE.acl(), Duration.ofHours(24));
    }
    assertThat(client.get(ME, oldest).status()).as("the 100th token keeps the 1st").isEqualTo(200);

    String newest = client.token(TestUsers.ALICE);

    assertThat(client.get(ME, newest).status()).isEqualTo(200);
    assertThat(client.get(ME, oldest).status()).as("the oldest is revoked").isEqualTo(401);
    assertThat(client.get(AppClient.AUTH + "/token/" + oldest, null).status()).isEqualTo(404);
    assertThat(client.get(ME, second).status()).as("the next oldest stays").isEqualTo(200);
    assertThat(app.tokens().size()).isEqualTo(PER_USER);
  }

  @Test
  void aFullStoreRefusesNewTokensWith503UntilOneIsFreed() {
    String kept = client.token(TestUsers.BOB);
    int user = 0;
    while (app.tokens().size() < TOTAL) {
      String uuid = String.format("00000000-0000-4000-8000-%012d", user++);
      for (int i = 0; i < PER_USER && app.tokens().size() < TOTAL; i++) {
        app.tokens().issue(uuid, List.of(), Duration.ofHours(24));
      }
    }

    Reply refused = client.issue(AppClient.basic("carol", "carol-pw"), "");

    assertThat(refused.status()).as("%s", refused).isEqualTo(503);
    assertThat(refused.json().path("error_id").asText()).isEqualTo("too-many-tokens");
    assertThat(refused.json().path("message").asText())
        .isEqualTo("the token service holds its maximum of 10000 live tokens; try again later");
    assertThat(refused.header("Retry-After")).isPresent();
    assertThat(client.get(ME, kept).status()).as("issued tokens still work").isEqualTo(403);

    assertThat(client.send("DELETE", AppClient.AUTH + "/token/" + kept, null, null).status())
        .isEqualTo(204);
    assertThat(client.issue(AppClient.basic("carol", "carol-pw"), "").status()).isEqualTo(200);
  }
}
