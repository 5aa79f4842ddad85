package org.aclgen.sample.platform.auth;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicLong;
import org.aclgen.sample.AppClient;
import org.aclgen.sample.Options;
import org.aclgen.sample.Reply;
import org.aclgen.sample.SampleApp;
import org.aclgen.sample.TestUsers;
import org.aclgen.testsupport.PostgresCluster;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The token service on a PostgreSQL cluster of the test's own, stopped for {@value #OUTAGE_SECONDS}
 * seconds: every request is answered (503 with the JSON error body, never a 500, never a token),
 * nothing is wrongly allowed, and the service recovers by itself once the database is back. Prints
 * the counts and the recovery time that RELIABILITY.md reports.
 */
class PostgresOutageTest {

  private static final int OUTAGE_SECONDS = 10;
  private static final int CLIENTS = 4;
  private static final Duration RECOVERY_DEADLINE = Duration.ofSeconds(15);
  private static final String LINES = AppClient.CONFD + "/users/me/lines";

  private static PostgresCluster cluster;
  private static SampleApp app;

  @BeforeAll
  static void start() throws Exception {
    cluster = PostgresCluster.create();
    app =
        SampleApp.start(
            Options.defaults()
                .withPort(0)
                .withUsers(TestUsers.ALL)
                .withTokenStore(cluster.jdbcUrl()));
  }

  @AfterAll
  static void stop() {
    if (app != null) {
      app.close();
    }
    if (cluster != null) {
      cluster.close();
    }
  }

  @Test
  void aDatabaseOutageIsAnswered503WithNothingWronglyAllowedAndRecoversByItself() throws Exception {
    AppClient client = new AppClient(app);
    String valid = client.token(TestUsers.ALICE);
    String revoked = client.token(TestUsers.ALICE);
    assertThat(client.send("DELETE", AppClient.AUTH + "/token/" + revoked, null, null).status())
        .isEqualTo(204);

    cluster.stop();
    Map<String, Integer> counts = new ConcurrentHashMap<>();
    AtomicLong slowest = new AtomicLong();
    long outageEnds = System.nanoTime() + Duration.ofSeconds(OUTAGE_SECONDS).toNanos();
    ExecutorService clients = Executors.newFixedThreadPool(CLIENTS);
    try {
      List<Future<?>> running = new ArrayList<>();
      for (int i = 0; i < CLIENTS; i++) {
        running.add(
            clients.submit(() -> askUntil(outageEnds, client, valid, revoked, counts, slowest)));
      }
      for (Future<?> done : running) {
        done.get();
      }
    } finally {
      clients.shutdownNow();
    }
    long restarting = System.nanoTime();
    cluster.start();
    long up = System.nanoTime();
    long recovered = awaitRecovery(client, valid);

    System.out.printf(
        "token service, PostgreSQL down %d s: answers %s, the slowest token request %d ms;"
            + " the database took %d ms to start, the service answered 200 again %d ms after%n",
        OUTAGE_SECONDS,
        new TreeMap<>(counts),
        slowest.get() / 1_000_000,
        (up - restarting) / 1_000_000,
        (recovered - up) / 1_000_000);
    assertThat(counts.keySet())
        .as("every request answered 503 while the database was down: %s", counts)
        .containsOnly("issue 503", "wrong password 503", "valid token 503", "revoked token 503");
    assertThat(client.get(LINES, revoked).status()).isEqualTo(401);
  }

  /** One client during the outage: asks for a token, then uses a valid and a revoked one. */
  private static void askUntil(
      long outageEnds,
      AppClient client,
      String valid,
      String revoked,
      Map<String, Integer> counts,
      AtomicLong slowest) {
    while (System.nanoTime() < outageEnds) {
      long asking = System.nanoTime();
      Reply issued = client.issue(AppClient.basic("alice", "alice-pw"), "{}");
      slowest.accumulateAndGet(System.nanoTime() - asking, Math::max);
      count(counts, "issue", issued.status());
      if (issued.status() == 503) {
        assertThat(issued.json().path("error_id").asText()).isEqualTo("token-store-unavailable");
        assertThat(issued.header("Retry-After")).isPresent();
        assertThat(issued.body()).doesNotContainIgnoringCase("sql").doesNotContain("jdbc");
      }
      // The throttle's counts are in the database too: a guess is refused, never checked free.
      count(counts, "wrong password", client.issue(AppClient.basic("alice", "x"), "{}").status());
      count(counts, "valid token", client.get(LINES, valid).status());
      count(counts, "revoked token", client.get(LINES, revoked).status());
    }
  }

  /** Polls until a token is issued and {@code valid} is accepted again; the time it happened. */
  private static long awaitRecovery(AppClient client, String valid) {
    long deadline = System.nanoTime() + RECOVERY_DEADLINE.toNanos();
    while (true) {
      Reply issued = client.issue(AppClient.basic("alice", "alice-pw"), "{}");
      if (issued.status() == 200 && client.get(LINES, valid).status() == 200) {
        return System.nanoTime();
      }
      assertThat(System.nanoTime())
          .as("not recovered %s after the database restarted: %s", RECOVERY_DEADLINE, issued)
          .isLessThan(deadline);
    }
  }

  private static void count(Map<String, Integer> counts, String request, int status) {
    counts.merge(request + " " + status, 1, Integer::sum);
  }
}
