package org.aclgen.reliability;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.ServerSocket;
import java.net.URI;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.ServiceLoader;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.atomic.LongAdder;
import org.aclgen.acl.AccessCheck;
import org.aclgen.acl.registry.AclEntry;
import org.aclgen.acl.registry.AclRegistry;
import org.aclgen.reliability.support.Figures;
import org.aclgen.reliability.support.Form;
import org.aclgen.reliability.support.Heap;
import org.aclgen.reliability.support.HttpReply;
import org.aclgen.reliability.support.KeepAliveConnection;
import org.aclgen.reliability.support.LatencyHistogram;
import org.aclgen.sample.Options;
import org.aclgen.sample.SampleApp;
import org.aclgen.sample.config.UserAccount;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Many persistent connections against the sample app on loopback, each sending a mix of allowed and
 * refused requests of several users; every reply is checked against the matcher's verdict. Short
 * form: 50 connections for 10 s; full form: 200 connections for 60 s.
 */
class RestLoadTest {

  private static final List<UserAccount> USERS =
      List.of(
          new UserAccount("alice", "pw", Uuids.ALICE, List.of("confd.users.me.#.read")),
          new UserAccount("bob", "pw", Uuids.BOB, List.of("confd.users.me.funckeys.*.*")),
          new UserAccount("admin", "pw", Uuids.ADMIN, List.of("confd.#", "calld.#")),
          new UserAccount("carol", "pw", Uuids.STAR, List.of()),
          new UserAccount("dave", "pw", Uuids.OTHER, List.of("calld.users.me.#")));

  private static final int CONNECTIONS = Form.pick(50, 200);
  private static final Duration DURATION = Duration.ofSeconds(Form.pick(10, 60));
  private static final Duration WARM_UP = Duration.ofSeconds(Form.pick(3, 10));

  @BeforeAll
  static void theOperationsCarryTheGeneratedAcls() {
    List<AclEntry> entries = new ArrayList<>();
    ServiceLoader.load(AclRegistry.class).forEach(r -> entries.addAll(r.entries()));
    for (LoadOperation operation : LoadOperation.ALL) {
      Optional<AclEntry> entry =
          entries.stream()
              .filter(e -> e.service().equals(operation.service()))
              .filter(e -> e.httpMethod().equals("GET") && e.path().equals(operation.path()))
              .findFirst();
      assertThat(entry).as("registry entry of GET %s", operation.path()).isPresent();
      assertThat(entry.get().aclTemplate()).isEqualTo(operation.template().toString());
    }
  }

  @Test
  void localTokensUnderLoad() throws Exception {
    try (SampleApp app = SampleApp.start(Options.defaults().withPort(0).withUsers(USERS))) {
      run("local validator", app, app);
    }
  }

  /** The protected app validates against a token service in another instance, as deployed. */
  @Test
  void remoteTokensUnderLoad() throws Exception {
    try (SampleApp issuer = SampleApp.start(Options.defaults().withPort(0).withUsers(USERS));
        SampleApp app =
            SampleApp.start(
                Options.defaults()
                    .withPort(0)
                    .withUsers(USERS)
                    .withAuthUrl(issuer.baseUri().resolve("/api/auth/0.1")))) {
      run("remote validator (--auth-url to another instance, TTL 30 s)", app, issuer);
    }
  }

  /**
   * The protected app validates against its own token service ({@code --auth-url} to its own
   * prefix): requests and the token lookups they wait for share one server and its threads. Before
   * the app kept threads for the lookups, the full form starved itself into 503s (RELIABILITY.md).
   */
  @Test
  void ownTokenServiceUnderLoad() throws Exception {
    int port;
    try (ServerSocket socket = new ServerSocket(0)) {
      port = socket.getLocalPort();
    }
    try (SampleApp app =
        SampleApp.start(
            Options.defaults()
                .withPort(port)
                .withUsers(USERS)
                .withAuthUrl(URI.create("http://127.0.0.1:" + port + "/api/auth/0.1")))) {
      run("remote validator (--auth-url to the app itself, TTL 30 s)", app, app);
    }
  }

  private static void run(String mode, SampleApp app, SampleApp issuer) throws Exception {
    List<Session> sessions = new ArrayList<>();
    for (UserAccount user : USERS) {
      String token = issuer.tokens().issue(user.uuid(), user.acl(), Duration.ofHours(2)).token();
      sessions.add(
          new Session(
              user.username(), user.uuid(), AccessCheck.of(user.uuid(), user.acl()), token));
    }
    sessions.add(new Session("no token", null, null, null));
    sessions.add(new Session("unknown token", null, null, "unknown-token-0123456789"));
    Tally warmUp = load(app.port(), sessions, WARM_UP);
    long heapAtStart = Heap.usedAfterGc();
    Tally tally = load(app.port(), sessions, DURATION);
    long heapAtEnd = Heap.usedAfterGc();
    double seconds = DURATION.toMillis() / 1000.0;
    Figures.of("load: REST, " + mode)
        .put("connections", CONNECTIONS)
        .put(
            "warm-up (checked, not counted)",
            WARM_UP.toSeconds()
                + " s, "
                + warmUp.requests.sum()
                + " requests, "
                + warmUp.wrong.sum()
                + " wrong")
        .put("duration", DURATION.toSeconds() + " s")
        .put("requests served", tally.requests.sum())
        .put("requests per second", Math.round(tally.requests.sum() / seconds))
        .put("allowed (200)", tally.allowed.sum())
        .put("refused (401/403)", tally.refused.sum())
        .put("wrong verdicts", tally.wrong.sum())
        .put("5xx", tally.serverErrors.sum())
        .put("I/O errors", tally.ioErrors.sum())
        .put("connections reopened", tally.reopened.sum())
        .put(
            "latency p50 / p99 / p99.9",
            tally.latency.percentileMillis(0.5)
                + " / "
                + tally.latency.percentileMillis(0.99)
                + " / "
                + tally.latency.percentileMillis(0.999)
                + " ms")
        .put(
            "heap after full GC, start -> end",
            Heap.mib(heapAtStart) + " -> " + Heap.mib(heapAtEnd))
        .publish();
    for (Tally checked : List.of(warmUp, tally)) {
      assertThat(checked.examples).as("wrong verdicts").isEmpty();
      assertThat(checked.wrong.sum()).isZero();
      assertThat(checked.serverErrors.sum()).isZero();
      assertThat(checked.ioErrors.sum()).isZero();
    }
    assertThat(tally.requests.sum()).isPositive();
    assertThat(heapAtEnd - heapAtStart).as("heap growth").isLessThan(128L << 20);
  }

  /** {@link #CONNECTIONS} client threads, each on its own connection, for {@code duration}. */
  private static Tally load(int port, List<Session> sessions, Duration duration)
      throws InterruptedException {
    Tally tally = new Tally();
    long deadline = System.nanoTime() + duration.toNanos();
    CountDownLatch done = new CountDownLatch(CONNECTIONS);
    List<Thread> clients = new ArrayList<>();
    for (int i = 0; i < CONNECTIONS; i++) {
      Thread client =
          new Thread(
              () -> {
                try {
                  drive(port, sessions, deadline, tally);
                } finally {
                  done.countDown();
                }
              },
              "load-" + i);
      client.start();
      clients.add(client);
    }
    done.await();
    return tally;
  }

  private static void drive(int port, List<Session> sessions, long deadline, Tally tally) {
    ThreadLocalRandom random = ThreadLocalRandom.current();
    KeepAliveConnection connection = new KeepAliveConnection(port);
    try (connection) {
      while (System.nanoTime() < deadline) {
        Session session = sessions.get(random.nextInt(sessions.size()));
        LoadOperation operation = LoadOperation.ALL.get(random.nextInt(LoadOperation.ALL.size()));
        String user = pickUser(random, session);
        int position = 1 + random.nextInt(3);
        long started = System.nanoTime();
        HttpReply reply = connection.get(operation.target(user, position), session.token());
        tally.latency.record(System.nanoTime() - started);
        tally.check(session, operation, user, position, reply);
      }
    } catch (IOException e) {
      tally.ioErrors.increment();
    }
    tally.reopened.add(Math.max(0, connection.opened() - 1));
  }

  private static String pickUser(ThreadLocalRandom random, Session session) {
    if (random.nextInt(4) == 0) {
      return "me";
    }
    if (session.uuid() != null && random.nextBoolean()) {
      return session.uuid();
    }
    return USERS.get(random.nextInt(USERS.size())).uuid();
  }

  /** One caller of the load: its token (null for none) and what the matcher says about it. */
  private record Session(String name, String uuid, AccessCheck check, String token) {}

  /** The counters of one run, shared by all client threads. */
  private static final class Tally {
    final LongAdder requests = new LongAdder();
    final LongAdder allowed = new LongAdder();
    final LongAdder refused = new LongAdder();
    final LongAdder wrong = new LongAdder();
    final LongAdder serverErrors = new LongAdder();
    final LongAdder ioErrors = new LongAdder();
    final LongAdder reopened = new LongAdder();
    final LatencyHistogram latency = new LatencyHistogram();
    final ConcurrentLinkedQueue<String> examples = new ConcurrentLinkedQueue<>();

    void check(
        Session session, LoadOperation operation, String user, int position, HttpReply reply) {
      requests.increment();
      int expected;
      if (session.check() == null) {
        expected = 401;
      } else {
        expected = operation.allows(session.check(), user, position) ? 200 : 403;
      }
      if (reply.status() >= 500) {
        serverErrors.increment();
      }
      if (reply.status() == 200) {
        allowed.increment();
      } else if (reply.status() == 401 || reply.status() == 403) {
        refused.increment();
      }
      if (reply.status() != expected) {
        wrong.increment();
        if (examples.size() < 10) {
          examples.add(
              session.name()
                  + " GET "
                  + operation.target(user, position)
                  + ": expected "
                  + expected
                  + ", got "
                  + reply);
        }
      }
    }
  }
}
