package org.aclgen.sample.platform.websocketd;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.aclgen.sample.Options;
import org.aclgen.sample.SampleApp;
import org.aclgen.sample.platform.bus.RabbitBroker;
import org.aclgen.testsupport.PostgresDatabase;
import org.aclgen.testsupport.WsClient;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Issue 26 §3: two token services X and Y on one PostgreSQL database; a token revoked on Y was
 * refused by X's REST services at once, but X's WebSocket sessions of it stayed open (and received
 * events) until it expired. Now X closes them with 4002 within a second, with and without a shared
 * RabbitMQ bus.
 */
class SharedStoreRevocationTest {

  @RegisterExtension static final PostgresDatabase DB = new PostgresDatabase();

  /** The re-check period, plus a margin for a loaded machine. */
  private static final Duration WITHIN = EventService.REVALIDATE_EVERY.plusSeconds(1);

  private final List<SampleApp> apps = new ArrayList<>();

  @AfterEach
  void stop() {
    apps.forEach(SampleApp::close);
  }

  private SampleApp start(Options options) throws Exception {
    SampleApp app =
        SampleApp.start(options.withPort(0).withUsers(EventUsers.ALL).withTokenStore(DB.jdbcUrl()));
    apps.add(app);
    return app;
  }

  @Test
  void aSessionOnXOfATokenRevokedOnYClosesWithin1sWithoutABus() throws Exception {
    SampleApp x = start(Options.defaults());
    SampleApp y = start(Options.defaults());

    revokedElsewhereCloses(x, y);
  }

  @Test
  void aSessionOnXOfATokenRevokedOnYClosesWithin1sOnABus() throws Exception {
    RabbitBroker.assumeReachable();
    SampleApp x = start(Options.defaults().withBusUrl(RabbitBroker.URL));
    SampleApp y = start(Options.defaults().withBusUrl(RabbitBroker.URL));

    revokedElsewhereCloses(x, y);
  }

  private static void revokedElsewhereCloses(SampleApp x, SampleApp y) throws Exception {
    Http onX = new Http(x.baseUri());
    Http onY = new Http(y.baseUri());
    String revoked = onX.token(EventUsers.ALICE);
    String kept = onX.token(EventUsers.ALICE);
    try (WsClient doomed = WsClient.v2(x.baseUri(), revoked).subscribeAndStart("*");
        WsClient other = WsClient.v2(x.baseUri(), kept).subscribeAndStart("*")) {

      assertThat(onY.call("DELETE", "/api/auth/0.1/token/" + revoked, null, null)).isEqualTo(204);
      long revokedAt = System.nanoTime();

      WsClient.Closed closed = doomed.awaitClose(WITHIN.plusSeconds(5));
      assertThat(closed.code()).isEqualTo(4002);
      assertThat(closed.reason()).isEqualTo("token revoked");
      assertThat(Duration.ofNanos(closed.atNanos() - revokedAt)).isLessThan(WITHIN);
      assertThat(onX.call("GET", "/api/confd/1.1/users/me/lines", revoked, null)).isEqualTo(401);
      assertThat(other.drain()).as("the other token's session is still open").isNotNull();
      assertThat(other.closed()).isEmpty();
    }
  }
}
