package org.aclgen.sample.platform.auth;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.aclgen.sample.AppClient;
import org.aclgen.sample.Options;
import org.aclgen.sample.Reply;
import org.aclgen.sample.SampleApp;
import org.aclgen.sample.TestUsers;
import org.aclgen.sample.config.UserAccount;
import org.aclgen.testsupport.PostgresDatabase;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Two token services on one PostgreSQL database ({@code --token-store}), over HTTP: a token issued
 * by one is valid on the other, revoked on one it is refused by both, a restarted service has lost
 * nothing, and a value the store would not keep is refused with a 400 naming it.
 */
class PostgresTokenServiceTest {

  @RegisterExtension static final PostgresDatabase DB = new PostgresDatabase();

  private static final String LINES = AppClient.CONFD + "/users/me/lines";

  /** A user whose ACL is longer than the token store keeps. */
  private static final UserAccount LONG_ACL =
      new UserAccount(
          "long",
          "long-pw",
          "3c2b1a09-8f7e-4d6c-9b5a-4f3e2d1c0b06",
          List.of("confd." + "x".repeat(1100) + ".read"));

  private final List<SampleApp> apps = new ArrayList<>();
  private SampleApp a;
  private SampleApp b;

  @BeforeEach
  void start() throws Exception {
    a = start(0);
    b = start(0);
  }

  private SampleApp start(int port) throws Exception {
    List<UserAccount> users = new ArrayList<>(TestUsers.ALL);
    users.add(LONG_ACL);
    SampleApp app =
        SampleApp.start(
            Options.defaults().withPort(port).withUsers(users).withTokenStore(DB.jdbcUrl()));
    apps.add(app);
    return app;
  }

  @AfterEach
  void stop() {
    apps.forEach(SampleApp::close);
  }

  @Test
  void aTokenIssuedByOneInstanceIsValidOnTheOther() {
    String token = new AppClient(a).token(TestUsers.ALICE);

    AppClient onB = new AppClient(b);
    Reply read = onB.get(AppClient.AUTH + "/token/" + token, null);
    assertThat(read.status()).isEqualTo(200);
    assertThat(read.json().path("data").path("auth_id").asText()).isEqualTo(TestUsers.ALICE.uuid());
    assertThat(onB.get(LINES, token).status()).isEqualTo(200);
  }

  @Test
  void aTokenRevokedOnOneInstanceIsRefusedByBoth() {
    AppClient onA = new AppClient(a);
    AppClient onB = new AppClient(b);
    String token = onA.token(TestUsers.ALICE);
    assertThat(onA.get(LINES, token).status()).isEqualTo(200);

    assertThat(onB.send("DELETE", AppClient.AUTH + "/token/" + token, null, null).status())
        .isEqualTo(204);

    assertThat(onA.get(LINES, token).status()).isEqualTo(401);
    assertThat(onB.get(LINES, token).status()).isEqualTo(401);
    assertThat(onA.get(AppClient.AUTH + "/token/" + token, null).status()).isEqualTo(404);
  }

  @Test
  void aRestartedTokenServiceHasLostNoTokenAndNoRefreshToken() throws Exception {
    AppClient before = new AppClient(a);
    String token = before.token(TestUsers.ALICE);
    Reply offline =
        before.issue(
            AppClient.basic("alice", "alice-pw"),
            "{\"access_type\": \"offline\", \"client_id\": \"phone\"}");
    String refresh = offline.json().path("data").path("refresh_token").asText();
    int port = a.port();
    a.close();
    apps.remove(a);

    AppClient after = new AppClient(start(port));

    assertThat(after.get(LINES, token).status()).isEqualTo(200);
    Reply refreshed =
        after.issue(null, "{\"refresh_token\": \"" + refresh + "\", \"client_id\": \"phone\"}");
    assertThat(refreshed.status()).as(refreshed.toString()).isEqualTo(200);
  }

  @Test
  void valuesTheStoreWouldNotKeepAreRefusedWithA400NamingThem() {
    AppClient onA = new AppClient(a);

    Reply longClient =
        onA.issue(
            AppClient.basic("alice", "alice-pw"),
            "{\"access_type\": \"offline\", \"client_id\": \"" + "c".repeat(300) + "\"}");
    Reply longAcl = onA.issue(AppClient.basic("long", "long-pw"), "{}");

    assertThat(longClient.status()).isEqualTo(400);
    assertThat(longClient.body()).contains("client_id is 300 characters long");
    assertThat(longAcl.status()).isEqualTo(400);
    assertThat(longAcl.body()).contains("acl[0] is 1111 characters long");
  }
}
