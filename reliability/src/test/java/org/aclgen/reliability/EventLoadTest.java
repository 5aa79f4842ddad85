package org.aclgen.reliability;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.http.HttpClient;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.aclgen.acl.AccessCheck;
import org.aclgen.events.BusEvent;
import org.aclgen.events.RequiredEventAcl;
import org.aclgen.reliability.support.Figures;
import org.aclgen.reliability.support.Form;
import org.aclgen.sample.Options;
import org.aclgen.sample.SampleApp;
import org.aclgen.testsupport.WsClient;
import org.junit.jupiter.api.Test;

/**
 * Many WebSocket clients of different users, all subscribed to {@code *}, and many bus events: each
 * client must receive exactly the events that the matcher alone grants its token (0 leaked, 0
 * lost). Short form: 40 clients and 1,000 events; full form: 200 clients and 10,000 events.
 */
class EventLoadTest {

  private static final int CLIENTS = Form.pick(40, 200);
  private static final int EVENTS = Form.pick(1_000, 10_000);

  /** One connected user: its ACLs and its recorder. */
  private record Listener(String uuid, AccessCheck check, WsClient socket) {}

  @Test
  void everyClientReceivesExactlyTheEventsItsAclsGrant() throws Exception {
    try (SampleApp app = SampleApp.start(Options.defaults().withPort(0))) {
      HttpClient http = HttpClient.newHttpClient();
      List<String> uuids = new ArrayList<>();
      for (int i = 0; i < CLIENTS; i++) {
        uuids.add(Uuids.numbered(1_000 + i));
      }
      List<Listener> listeners = new ArrayList<>();
      for (int i = 0; i < CLIENTS; i++) {
        List<String> acl = aclOf(i, uuids);
        String token = app.tokens().issue(uuids.get(i), acl, Duration.ofHours(1)).token();
        WsClient socket = WsClient.subscribeAll(http, app.baseUri(), token, Duration.ofSeconds(60));
        listeners.add(new Listener(uuids.get(i), AccessCheck.of(uuids.get(i), acl), socket));
      }
      List<BusEvent> events = events(app.originUuid(), uuids);
      long started = System.nanoTime();
      events.forEach(app.eventBus()::publish);
      ExecutorService pool = Executors.newFixedThreadPool(8);
      List<Future<long[]>> outcomes = new ArrayList<>();
      for (Listener listener : listeners) {
        outcomes.add(pool.submit(() -> compare(listener, events)));
      }
      long delivered = 0;
      long leaked = 0;
      long lost = 0;
      for (Future<long[]> outcome : outcomes) {
        long[] counts = outcome.get();
        delivered += counts[0];
        leaked += counts[1];
        lost += counts[2];
      }
      long millis = (System.nanoTime() - started) / 1_000_000;
      pool.shutdown();
      listeners.forEach(l -> l.socket().close());
      Figures.of("load: events over WebSocket, in-process bus")
          .put("clients (one user each, subscribed to *)", CLIENTS)
          .put("events published", EVENTS)
          .put("events delivered", delivered)
          .put("leaked (delivered but not granted)", leaked)
          .put("lost (granted but not delivered)", lost)
          .put("publish + delivery + check time", millis + " ms")
          .publish();
      assertThat(leaked).isZero();
      assertThat(lost).isZero();
    }
  }

  /** Five kinds of users: own calls, all calls, everything, nothing, all calls but one user's. */
  private static List<String> aclOf(int i, List<String> uuids) {
    return switch (i % 5) {
      case 0 -> List.of("websocketd", "events.calls.me");
      case 1 -> List.of("websocketd", "events.calls.*");
      case 2 -> List.of("websocketd", "events.#");
      case 3 -> List.of("websocketd");
      default ->
          List.of(
              "websocketd", "events.calls.*", "!events.calls." + uuids.get((i + 1) % uuids.size()));
    };
  }

  private static List<BusEvent> events(String origin, List<String> uuids) {
    Random random = new Random(42);
    List<BusEvent> events = new ArrayList<>();
    for (int seq = 0; seq < EVENTS; seq++) {
      String user = uuids.get(random.nextInt(uuids.size()));
      int kind = random.nextInt(20);
      RequiredEventAcl acl;
      String name;
      if (kind == 0) {
        acl = RequiredEventAcl.NULL;
        name = "service_registered_event";
      } else if (kind == 1) {
        acl = RequiredEventAcl.ABSENT;
        name = "internal_event";
      } else if (kind == 2) {
        acl = RequiredEventAcl.of("events.statuses.users");
        name = "user_status_update";
      } else {
        acl = RequiredEventAcl.of("events.calls." + user);
        name = "call_held";
      }
      Map<String, Object> data = Map.of("seq", Integer.toString(seq), "user_uuid", user);
      events.add(new BusEvent(name, origin, acl, data));
    }
    return events;
  }

  /** Delivered, leaked and lost counts of one client. */
  private static long[] compare(Listener listener, List<BusEvent> events) {
    Set<String> expected = new HashSet<>();
    for (BusEvent event : events) {
      if (grants(listener.check(), event.requiredAcl())) {
        expected.add((String) event.data().get("seq"));
      }
    }
    Set<String> received = new HashSet<>();
    for (JsonNode event : listener.socket().drainEvents()) {
      received.add(event.path("data").path("seq").asText());
    }
    Set<String> leaked = new HashSet<>(received);
    leaked.removeAll(expected);
    Set<String> lost = new HashSet<>(expected);
    lost.removeAll(received);
    return new long[] {received.size(), leaked.size(), lost.size()};
  }

  /** The delivery rule, decided by the matcher alone. */
  private static boolean grants(AccessCheck check, RequiredEventAcl acl) {
    if (acl instanceof RequiredEventAcl.Present present) {
      return check.allows(present.text());
    }
    return acl instanceof RequiredEventAcl.Null;
  }
}
