package org.aclgen.reliability;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import com.rabbitmq.client.Channel;
import com.rabbitmq.client.Connection;
import com.rabbitmq.client.ConnectionFactory;
import java.net.URI;
import java.net.http.HttpClient;
import java.time.Duration;
import java.util.List;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import org.aclgen.events.BusEvent;
import org.aclgen.reliability.support.Figures;
import org.aclgen.sample.Options;
import org.aclgen.sample.SampleApp;
import org.aclgen.sample.platform.bus.RabbitEventBus;
import org.aclgen.sample.platform.bus.TokenServiceSignals;
import org.aclgen.testsupport.DedicatedRabbitNode;
import org.aclgen.testsupport.PostgresDatabase;
import org.aclgen.testsupport.TcpProxy;
import org.aclgen.tokens.RemoteTokenValidator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Two token services A1 and A2 on one PostgreSQL token store, and a service instance B ({@code
 * --auth-url} A2, {@code --bus}), all on one RabbitMQ node: only A1's path to the broker is cut (a
 * {@link TcpProxy}), and a token that B has cached is revoked on A1, whose revocation then waits in
 * its outbox. A2's heartbeats keep arriving, yet B must refuse the token within its trust bound (1
 * s), since A1's have stopped; once A1's path is back, its beats resume. The node is the test's
 * own.
 */
class TokenServicePartitionTest {

  @RegisterExtension static final DedicatedRabbitNode NODE = new DedicatedRabbitNode();
  @RegisterExtension static final PostgresDatabase DB = new PostgresDatabase();

  // RemoteTokenValidator's default trust without a feed, which the sample app keeps.
  private static final Duration BOUND = Duration.ofSeconds(1);
  // A beat of A1 already on its way to B when its path was cut may still arrive.
  private static final Duration BEAT_IN_FLIGHT = Duration.ofMillis(300);
  private static final Duration PATIENCE = Duration.ofSeconds(30);
  private static final String ACL = "calld.users.me.#";

  private final HttpClient http = HttpClient.newHttpClient();
  private final Figures figures =
      Figures.of("faults: one of two token services cut from the broker, its revocation held");
  private final Queue<Beat> beats = new ConcurrentLinkedQueue<>();

  /** A heartbeat seen on the broker: whose, and when. */
  private record Beat(String origin, long nanos) {}

  @Test
  void aRevocationHeldByOneTokenServiceIsEnforcedWithinTheBoundWhileAnotherBeats()
      throws Exception {
    Options options = Options.defaults().withPort(0).withTokenStore(DB.jdbcUrl());
    try (TcpProxy a1Path = TcpProxy.to(NODE.amqpUrl().getPort());
        Connection watcher = watchBeats();
        SampleApp a1 = SampleApp.start(options.withBusUrl(proxied(a1Path)));
        SampleApp a2 = SampleApp.start(options.withBusUrl(NODE.amqpUrl()));
        SampleApp b =
            SampleApp.start(options.withBusUrl(NODE.amqpUrl()).withAuthUrl(authUrl(a2)))) {
      RemoteTokenValidator validator = b.remoteValidator().orElseThrow();
      await("B's feed subscribed and both token services beating")
          .atMost(PATIENCE)
          .until(
              () ->
                  validator.statistics().feedConnected()
                      && beatsSince(a1, Long.MIN_VALUE) > 0
                      && beatsSince(a2, Long.MIN_VALUE) > 0);
      String token =
          a1.tokenStore().issue(Uuids.numbered(7_000), List.of(ACL), Duration.ofHours(1)).token();
      trustedForTheTtl(b, validator, token);

      a1Path.cut();
      long cut = System.nanoTime();
      assertThat(OutageClients.revoke(http, a1.baseUri(), token)).isEqualTo(204);
      long revoked = System.nanoTime();
      assertThat(((RabbitEventBus) a1.eventBus()).pendingEvents())
          .as("A1's revocation waits in its outbox")
          .isPositive();
      long refused = refusal(b, token, revoked);

      long a2Meanwhile = beatsBetween(a2, revoked, refused);
      long a1AfterCut = beatsBetween(a1, cut + BEAT_IN_FLIGHT.toNanos(), refused);
      figures
          .put("broker (a node of the test's own)", NODE.describe())
          .put("revocation on A1 until B refuses the token, ms", (refused - revoked) / 1_000_000)
          .put("A2's beats seen meanwhile", a2Meanwhile)
          .put("A1's beats seen meanwhile", a1AfterCut);
      assertThat(a2Meanwhile).as("A2's beats kept arriving").isGreaterThanOrEqualTo(3);
      assertThat(a1AfterCut).as("A1's beats stopped with its path").isZero();
      assertThat(validator.statistics().feedConnected())
          .as("B's own feed stayed connected")
          .isTrue();

      a1Path.restore();
      long restored = System.nanoTime();
      await("A1 beating again once its path is back")
          .atMost(PATIENCE)
          .until(() -> beatsSince(a1, restored) > 0);
      figures.put(
          "path restored until A1 beats again, ms", (System.nanoTime() - restored) / 1_000_000);
      figures.publish();
    }
  }

  /** B serves the token from its cache for longer than the bound: both token services beat. */
  private void trustedForTheTtl(SampleApp b, RemoteTokenValidator validator, String token) {
    assertThat(OutageClients.get(http, b.baseUri(), token)).isEqualTo(200);
    long calls = validator.statistics().upstreamCalls();
    long fetched = System.nanoTime();
    await("B trusting its cache past the bound")
        .atMost(PATIENCE)
        .until(
            () ->
                OutageClients.get(http, b.baseUri(), token) == 200
                    && System.nanoTime() - fetched > 2 * BOUND.toNanos());
    assertThat(validator.statistics().upstreamCalls())
        .as("no upstream call while trusted")
        .isEqualTo(calls);
  }

  /**
   * Asks B with the revoked token until it refuses it; no request sent more than the bound (and a
   * beat in flight) after the revocation may be allowed. Returns when the first 401 was sent.
   */
  private long refusal(SampleApp b, String token, long revoked) {
    long limit = BOUND.plus(BEAT_IN_FLIGHT).toNanos();
    long[] refusedAt = {0};
    await("B refusing the token revoked on A1")
        .atMost(BOUND.plus(PATIENCE))
        .pollInterval(Duration.ofMillis(20))
        .until(
            () -> {
              long sent = System.nanoTime();
              int status = OutageClients.get(http, b.baseUri(), token);
              assertThat(status == 200 && sent - revoked > limit)
                  .as("allowed %d ms after the revocation", (sent - revoked) / 1_000_000)
                  .isFalse();
              refusedAt[0] = sent;
              return status == 401;
            });
    return refusedAt[0];
  }

  /** Counts every heartbeat on the node (a queue of the test's own), by origin and arrival. */
  private Connection watchBeats() throws Exception {
    ConnectionFactory factory = new ConnectionFactory();
    factory.setUri(NODE.amqpUrl());
    Connection connection = factory.newConnection("aclgen-test-beat-watcher");
    Channel channel = connection.createChannel();
    channel.exchangeDeclare(RabbitEventBus.EXCHANGE, "topic", true);
    String queue = channel.queueDeclare().getQueue();
    channel.queueBind(queue, RabbitEventBus.EXCHANGE, TokenServiceSignals.ALIVE);
    channel.basicConsume(
        queue,
        true,
        (tag, delivery) ->
            beats.add(
                new Beat(BusEvent.fromJson(delivery.getBody()).originUuid(), System.nanoTime())),
        tag -> {});
    return connection;
  }

  private long beatsSince(SampleApp app, long since) {
    return beatsBetween(app, since, Long.MAX_VALUE);
  }

  private long beatsBetween(SampleApp app, long from, long to) {
    return beats.stream()
        .filter(x -> x.origin().equals(app.originUuid()) && x.nanos() > from && x.nanos() < to)
        .count();
  }

  private static URI proxied(TcpProxy proxy) {
    return URI.create("amqp://guest:guest@127.0.0.1:" + proxy.port() + "/%2F");
  }

  private static URI authUrl(SampleApp tokenService) {
    return tokenService.baseUri().resolve("/api/auth/0.1");
  }
}
