package org.aclgen.sample.platform.auth;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.ServerSocket;
import java.net.URI;
import org.aclgen.sample.AppClient;
import org.aclgen.sample.Options;
import org.aclgen.sample.Reply;
import org.aclgen.sample.SampleApp;
import org.aclgen.sample.TestUsers;
import org.aclgen.testsupport.RefusingPort;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * {@code --auth-url}: the protected services validate tokens over HTTP against a token service,
 * here the app's own one and another instance's.
 */
class RemoteAuthTest {

  private static final String ALICE_LINES =
      AppClient.CONFD + "/users/" + TestUsers.ALICE.uuid() + "/lines";

  private static SampleApp self;
  private static SampleApp issuer;
  private static SampleApp validator;

  @BeforeAll
  static void start() throws Exception {
    int port = freePort();
    self =
        SampleApp.start(
            Options.defaults()
                .withPort(port)
                .withUsers(TestUsers.ALL)
                .withAuthUrl(URI.create("http://127.0.0.1:" + port + "/api/auth/0.1")));
    issuer = SampleApp.start(Options.defaults().withPort(0).withUsers(TestUsers.ALL));
    validator =
        SampleApp.start(
            Options.defaults()
                .withPort(0)
                .withUsers(TestUsers.ALL)
                .withAuthUrl(issuer.baseUri().resolve("/api/auth/0.1")));
  }

  @AfterAll
  static void stop() {
    self.close();
    issuer.close();
    validator.close();
  }

  @Test
  void theAppValidatesAgainstItsOwnTokenService() {
    AppClient client = new AppClient(self);
    String alice = client.token(TestUsers.ALICE);

    assertThat(client.get(ALICE_LINES, alice).status()).isEqualTo(200);
    assertThat(client.get(AppClient.CONFD + "/users", alice).status()).isEqualTo(403);
    assertThat(client.get(ALICE_LINES, "unknown-token-000000").status()).isEqualTo(401);
    assertThat(client.get(ALICE_LINES, null).status()).isEqualTo(401);
  }

  @Test
  void onlyTokensOfTheRemoteServiceAreValid() {
    AppClient toIssuer = new AppClient(issuer);
    AppClient toValidator = new AppClient(validator);
    String remote = toIssuer.token(TestUsers.ALICE);
    String local = toValidator.token(TestUsers.ALICE);

    assertThat(toValidator.get(ALICE_LINES, remote).status()).isEqualTo(200);
    assertThat(toValidator.get(ALICE_LINES, local).status()).isEqualTo(401);
  }

  @Test
  void anUnreachableTokenServiceIsUnavailableNeverAllowed() throws Exception {
    try (RefusingPort closed = RefusingPort.open();
        SampleApp orphan =
            SampleApp.start(
                Options.defaults()
                    .withPort(0)
                    .withUsers(TestUsers.ALL)
                    .withAuthUrl(closed.http("/api/auth/0.1")))) {
      AppClient client = new AppClient(orphan);
      String token = client.token(TestUsers.ADMIN);

      Reply reply = client.get(ALICE_LINES, token);

      assertThat(reply.status()).isEqualTo(503);
      assertThat(reply.json().path("error_id").asText())
          .isEqualTo("authentication-server-unreachable");
    }
  }

  private static int freePort() throws IOException {
    try (ServerSocket socket = new ServerSocket(0)) {
      return socket.getLocalPort();
    }
  }
}
