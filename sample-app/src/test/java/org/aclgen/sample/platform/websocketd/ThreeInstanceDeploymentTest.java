package org.aclgen.sample.platform.websocketd;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.time.Duration;
import org.aclgen.sample.Options;
import org.aclgen.sample.SampleApp;
import org.aclgen.sample.platform.bus.RabbitBroker;
import org.aclgen.testsupport.PostgresDatabase;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The three-process deployment of sample-app/docs/token-service.md, in-process on loopback ports:
 * token service A on PostgreSQL ({@code --token-store}), service instances B and C with {@code
 * --auth-url} A, all on RabbitMQ ({@code --bus}). A token issued on A works on B and C; revoked on
 * A it is refused by B and C within a second; A restarted on the same database and port, the tokens
 * it issued before still work on B and C.
 */
class ThreeInstanceDeploymentTest {

  @RegisterExtension static final PostgresDatabase DB = new PostgresDatabase();

  private static final String CALLS = "/api/calld/1.0/users/me/calls";
  private static final Duration TARGET = Duration.ofSeconds(1);

  private SampleApp a;
  private SampleApp b;
  private SampleApp c;

  @AfterEach
  void stop() {
    for (SampleApp app : new SampleApp[] {c, b, a}) {
      if (app != null) {
        app.close();
      }
    }
  }

  @Test
  void issueUseRevokeAndRestartAcrossThreeInstances() throws Exception {
    RabbitBroker.assumeReachable();
    a = SampleApp.start(tokenService(0));
    URI authUrl = a.baseUri().resolve("/api/auth/0.1");
    b = SampleApp.start(options().withAuthUrl(authUrl));
    c = SampleApp.start(options().withAuthUrl(authUrl));
    Http onA = new Http(a.baseUri());
    Http onB = new Http(b.baseUri());
    Http onC = new Http(c.baseUri());

    String revoked = onA.token(EventUsers.ALICE);
    String kept = onA.token(EventUsers.ALICE);
    String unusedBeforeRestart = onA.token(EventUsers.ALICE);
    assertThat(onB.call("GET", CALLS, revoked, null)).isEqualTo(200);
    assertThat(onC.call("GET", CALLS, revoked, null)).isEqualTo(200);
    assertThat(onB.call("GET", CALLS, kept, null)).isEqualTo(200);

    long revoking = System.nanoTime();
    assertThat(onA.call("DELETE", "/api/auth/0.1/token/" + revoked, null, null)).isEqualTo(204);
    awaitRefused(onB, revoked, revoking);
    awaitRefused(onC, revoked, revoking);

    int port = a.port();
    a.close();
    a = SampleApp.start(tokenService(port));

    // B and C never saw this token: they ask the new A, which reads it from the database.
    assertThat(onB.call("GET", CALLS, unusedBeforeRestart, null)).isEqualTo(200);
    assertThat(onC.call("GET", CALLS, unusedBeforeRestart, null)).isEqualTo(200);
    assertThat(onC.call("GET", CALLS, kept, null)).isEqualTo(200);
    assertThat(onB.call("GET", CALLS, revoked, null)).isEqualTo(401);
    assertThat(new Http(a.baseUri()).call("GET", "/api/auth/0.1/token/" + kept, null, null))
        .isEqualTo(200);
  }

  private static Options options() {
    return Options.defaults().withPort(0).withUsers(EventUsers.ALL).withBusUrl(RabbitBroker.URL);
  }

  private static Options tokenService(int port) {
    return options().withPort(port).withTokenStore(DB.jdbcUrl());
  }

  /** Polls until {@code instance} refuses {@code token}, failing past the 1 s target. */
  private static void awaitRefused(Http instance, String token, long since) {
    while (instance.call("GET", CALLS, token, null) != 401) {
      assertThat(System.nanoTime() - since)
          .as("still accepted %s after the revocation", TARGET)
          .isLessThan(TARGET.toNanos());
    }
  }
}
