package org.aclgen.reliability;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.aclgen.acl.AccessCheck;
import org.aclgen.events.BusEvent;
import org.aclgen.events.RequiredEventAcl;
import org.aclgen.reliability.BusFaultLedger.Tally;
import org.aclgen.reliability.support.Figures;
import org.aclgen.reliability.support.Form;
import org.aclgen.sample.Options;
import org.aclgen.sample.SampleApp;
import org.aclgen.sample.platform.bus.RabbitEventBus;
import org.aclgen.testsupport.DedicatedRabbitNode;
import org.aclgen.testsupport.WsClient;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * RabbitMQ stopped and started under two sample-app instances sharing it: calls are held through
 * instance A's REST API before, during and after each outage, while WebSocket clients of several
 * users are connected to instance B, subscribed to {@code *}. Nothing may reach a client whose ACLs
 * refuse it; the REST writes must not fail; after the broker is back, events flow again without a
 * restart (the time to the first delivered event is measured), and the events raised during the
 * outage, kept by A's bus, must all be delivered then, to the clients allowed to see them; events
 * delivered twice (the bus delivers at least once) are counted. Short form: one outage of 3 s, 20
 * events per phase, 10 clients; full form: three outages of 20 s, 200 events per phase, 40 clients.
 * The broker stopped is a node of this test's own, never the default one other builds use.
 */
class BusFaultTest {

  @RegisterExtension static final DedicatedRabbitNode NODE = new DedicatedRabbitNode();

  private static final int CLIENTS = Form.pick(10, 40);
  private static final int EVENTS = Form.pick(20, 200);
  private static final int OUTAGES = Form.pick(1, 3);
  private static final Duration OUTAGE = Duration.ofSeconds(Form.pick(3, 20));
  private static final Duration RECOVERY_LIMIT = Duration.ofSeconds(60);
  private static final Duration PROBE_INTERVAL = Duration.ofMillis(100);
  private static final String CALLS = "/api/calld/1.0/users/me/calls";
  private static final ObjectMapper MAPPER = new ObjectMapper();
  // Seven writers and five kinds of clients: every kind of client meets several writers.
  private static final List<String> WRITERS =
      List.of(0, 1, 2, 3, 4, 5, 6).stream().map(i -> Uuids.numbered(3_000 + i)).toList();
  private static final int WATCHER = 2;

  /** One client of instance B: its ACLs, its socket, and every event it received. */
  private record Client(AccessCheck check, WsClient socket, List<JsonNode> received) {}

  private final HttpClient http = HttpClient.newHttpClient();
  private final Map<Integer, Long> writeStatuses = new TreeMap<>();
  private final List<Long> recoveryMillis = new ArrayList<>();
  private final List<Long> startAppMillis = new ArrayList<>();
  private final List<Long> outageMillis = new ArrayList<>();
  private final List<Long> writeMillisDuringOutages = new ArrayList<>();
  private SampleApp appA;
  private BusFaultLedger ledger;
  private List<String> writerTokens;
  private int writes;

  @Test
  void noEventLeaksAcrossBrokerOutagesAndDeliveryResumesWithoutRestart() throws Exception {
    Options options = Options.defaults().withPort(0).withBusUrl(NODE.amqpUrl());
    List<Client> clients = new ArrayList<>();
    try (SampleApp a = SampleApp.start(options);
        SampleApp b = SampleApp.start(options)) {
      appA = a;
      ledger = new BusFaultLedger(a.originUuid());
      writerTokens = WRITERS.stream().map(uuid -> token(a, uuid, "calld.users.me.#")).toList();
      for (int i = 0; i < CLIENTS; i++) {
        clients.add(connect(b, i));
      }
      raise("before", clients);
      for (int n = 1; n <= OUTAGES; n++) {
        outage(n, clients);
      }
      report(clients);
    } finally {
      clients.forEach(c -> c.socket().close());
    }
  }

  private void outage(int n, List<Client> clients) throws Exception {
    NODE.stopApp();
    long down = System.nanoTime();
    writeThroughOutage("outage-" + n);
    for (Client client : clients) {
      client.received().addAll(client.socket().drainEvents());
    }
    outageMillis.add((System.nanoTime() - down) / 1_000_000);
    awaitRedelivery("reconnect-" + n, clients.get(WATCHER));
    raise("after-" + n, clients);
  }

  /**
   * Holds {@link #EVENTS} calls spread evenly over {@link #OUTAGE}, paced by a scheduler; returns
   * once all are written (a latch), so the outage lasts as long as they take.
   */
  private void writeThroughOutage(String phase) throws Exception {
    CountDownLatch written = new CountDownLatch(EVENTS);
    AtomicReference<Exception> failure = new AtomicReference<>();
    ScheduledExecutorService pacer = Executors.newSingleThreadScheduledExecutor();
    Runnable write =
        () -> {
          if (written.getCount() == 0 || failure.get() != null) {
            return;
          }
          long started = System.nanoTime();
          try {
            holdNewCall(phase);
          } catch (Exception e) {
            failure.set(e);
          }
          writeMillisDuringOutages.add((System.nanoTime() - started) / 1_000_000);
          written.countDown();
        };
    try {
      pacer.scheduleAtFixedRate(write, 0, OUTAGE.toMillis() / EVENTS, TimeUnit.MILLISECONDS);
      boolean done = written.await(OUTAGE.plus(RECOVERY_LIMIT).toMillis(), TimeUnit.MILLISECONDS);
      if (failure.get() != null) {
        throw failure.get();
      }
      assertThat(done).as("%d writes during the outage", EVENTS).isTrue();
    } finally {
      pacer.shutdownNow();
      pacer.awaitTermination(RECOVERY_LIMIT.toSeconds(), TimeUnit.SECONDS);
    }
  }

  /**
   * Starts the broker and holds calls every {@link #PROBE_INTERVAL} until {@code watcher} receives
   * one; the probes start with {@code start_app}, so the figure is the whole time until events flow
   * again.
   */
  private void awaitRedelivery(String phase, Client watcher) throws Exception {
    long started = System.nanoTime();
    CompletableFuture<Long> brokerUp =
        CompletableFuture.supplyAsync(
            () -> {
              NODE.startApp();
              return (System.nanoTime() - started) / 1_000_000;
            });
    await("an event delivered after the broker started again")
        .atMost(RECOVERY_LIMIT)
        .pollInSameThread()
        .pollDelay(Duration.ZERO)
        .pollInterval(Duration.ofMillis(1))
        .until(() -> probe(phase, watcher));
    recoveryMillis.add((System.nanoTime() - started) / 1_000_000);
    startAppMillis.add(brokerUp.get(RECOVERY_LIMIT.toSeconds(), TimeUnit.SECONDS));
  }

  /** Holds a call, then waits up to {@link #PROBE_INTERVAL} for {@code watcher} to receive one. */
  private boolean probe(String phase, Client watcher) throws Exception {
    holdNewCall(phase);
    Optional<JsonNode> delivered = watcher.socket().nextEvent(PROBE_INTERVAL);
    delivered.ifPresent(watcher.received()::add);
    return delivered.isPresent();
  }

  /** Holds {@link #EVENTS} new calls, then waits for the phase's marker at every client. */
  private void raise(String phase, List<Client> clients) throws Exception {
    for (int i = 0; i < EVENTS; i++) {
      holdNewCall(phase);
    }
    Map<String, Object> data = Map.of("phase", phase);
    appA.eventBus()
        .publish(
            new BusEvent(BusFaultLedger.MARKER, appA.originUuid(), RequiredEventAcl.NULL, data));
    for (Client client : clients) {
      client.received().addAll(client.socket().eventsThrough(e -> isMarkerOf(phase, e)));
    }
  }

  private static boolean isMarkerOf(String phase, JsonNode event) {
    return event.path("name").asText().equals(BusFaultLedger.MARKER)
        && event.path("data").path("phase").asText().equals(phase);
  }

  /** Places a call as the next writer and holds it, both through A's REST API. */
  private void holdNewCall(String phase) throws Exception {
    int writer = writes++ % WRITERS.size();
    String token = writerTokens.get(writer);
    HttpResponse<String> placed = send("POST", CALLS, token, "{\"extension\":\"1001\"}");
    if (placed.statusCode() != 201) {
      return;
    }
    String callId = MAPPER.readTree(placed.body()).path("call_id").asText();
    HttpResponse<String> held = send("PUT", CALLS + "/" + callId + "/hold", token, "");
    if (held.statusCode() == 204) {
      ledger.raised(phase, WRITERS.get(writer), callId);
    }
  }

  private HttpResponse<String> send(String method, String path, String token, String body)
      throws Exception {
    HttpRequest request =
        HttpRequest.newBuilder(appA.baseUri().resolve(path))
            .timeout(Duration.ofSeconds(30))
            .header("X-Auth-Token", token)
            .header("Content-Type", "application/json")
            .method(method, HttpRequest.BodyPublishers.ofString(body))
            .build();
    HttpResponse<String> response = http.send(request, HttpResponse.BodyHandlers.ofString());
    writeStatuses.merge(response.statusCode(), 1L, Long::sum);
    return response;
  }

  /** Client {@code i}: one of the writers, with one of five kinds of event ACLs. */
  private Client connect(SampleApp b, int i) throws Exception {
    String uuid = WRITERS.get(i % WRITERS.size());
    List<String> acl =
        switch (i % 5) {
          case 0 -> List.of("websocketd", "events.calls.me");
          case 1 -> List.of("websocketd", "events.calls.*");
          case WATCHER -> List.of("websocketd", "events.#");
          case 3 -> List.of("websocketd");
          default ->
              List.of(
                  "websocketd",
                  "events.calls.*",
                  "!events.calls." + WRITERS.get((i + 1) % WRITERS.size()));
        };
    WsClient socket =
        WsClient.subscribeAll(
            http,
            URI.create("http://127.0.0.1:" + b.port() + "/"),
            token(b, uuid, acl),
            Duration.ofSeconds(60));
    return new Client(AccessCheck.of(uuid, acl), socket, new ArrayList<>());
  }

  private static String token(SampleApp app, String uuid, String acl) {
    return token(app, uuid, List.of(acl));
  }

  private static String token(SampleApp app, String uuid, List<String> acl) {
    return app.tokens().issue(uuid, acl, Duration.ofHours(1)).token();
  }

  private void report(List<Client> clients) {
    Map<String, Tally> tallies = judge(clients);
    long fiveHundreds =
        writeStatuses.entrySet().stream()
            .filter(e -> e.getKey() >= 500)
            .mapToLong(Map.Entry::getValue)
            .sum();
    publishFigures(tallies);
    assertThat(ledger.leaked()).as("events delivered to a client whose ACLs refuse them").isZero();
    assertThat(ledger.altered()).as("required_acl altered in transit").isZero();
    assertThat(ledger.unknown()).as("events of A this suite never raised").isZero();
    assertThat(fiveHundreds).as("5xx replies to REST writes").isZero();
    assertThat(writeStatuses.keySet()).as("statuses of the REST writes").containsOnly(201, 204);
    assertThat(tallies.get("before").lost).as("lost before any outage").isZero();
    assertThat(tallies.get("outage").lost).as("raised during an outage and lost").isZero();
    assertThat(tallies.get("reconnect").lost).as("raised while reconnecting and lost").isZero();
    assertThat(tallies.get("after").lost).as("lost once delivery resumed").isZero();
    assertThat(busOfA().droppedEvents()).as("dropped by A's bus, its outbox full").isZero();
  }

  /** Judges what every client received; returns the counts by phase kind. */
  private Map<String, Tally> judge(List<Client> clients) {
    List<Set<String>> received = new ArrayList<>();
    for (Client client : clients) {
      received.add(ledger.judge(client.check(), client.received()));
    }
    Map<String, Tally> tallies = ledger.eventTallies();
    for (int i = 0; i < clients.size(); i++) {
      ledger.count(clients.get(i).check(), received.get(i), tallies);
    }
    return tallies;
  }

  private void publishFigures(Map<String, Tally> tallies) {
    Figures figures =
        Figures.of("faults: RabbitMQ stopped and started under two instances")
            .put("broker (a node of the test's own)", NODE.describe())
            .put("clients on instance B (subscribed to *)", CLIENTS)
            .put(
                "outages (rabbitmqctl stop_app ... start_app)",
                OUTAGES + " x " + OUTAGE.toSeconds() + " s")
            .put("broker down (stop_app done to start_app issued), ms", outageMillis)
            .put("REST writes through instance A, by status", writeStatuses)
            .put("slowest REST write during an outage, ms", max(writeMillisDuringOutages))
            .put("rabbitmqctl start_app until the broker accepts connections, ms", startAppMillis)
            .put("start_app issued until the first event delivered again, ms", recoveryMillis);
    tallies.forEach((kind, tally) -> figures.put("phase " + kind, tally));
    figures
        .put("events dropped by A's bus (outbox full)", busOfA().droppedEvents())
        .put("deliveries of a held call received twice (at least once)", ledger.duplicates())
        .put("events of other publishers on the exchange", ledger.foreign())
        .put("leaked (delivered but not granted)", ledger.leaked())
        .put("required_acl altered in transit", ledger.altered())
        .put("events this suite never raised", ledger.unknown())
        .publish();
  }

  private RabbitEventBus busOfA() {
    return (RabbitEventBus) appA.eventBus();
  }

  private static long max(List<Long> values) {
    return values.stream().mapToLong(Long::longValue).max().orElse(0);
  }
}
