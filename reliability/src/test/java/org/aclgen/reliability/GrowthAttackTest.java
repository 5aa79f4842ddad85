package org.aclgen.reliability;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.time.Clock;
import java.time.Duration;
import java.util.List;
import org.aclgen.reliability.support.Figures;
import org.aclgen.reliability.support.Form;
import org.aclgen.reliability.support.Heap;
import org.aclgen.sample.Options;
import org.aclgen.sample.SampleApp;
import org.aclgen.sample.config.UserAccount;
import org.aclgen.sample.platform.auth.MemoryTokenStore;
import org.aclgen.testsupport.WsClient;
import org.junit.jupiter.api.Test;

/**
 * Attacks that grew the server's memory without bound: one user issuing tokens in a loop, and one
 * WebSocket connection subscribing to ever more, ever longer event names. Each now costs a bounded
 * amount of heap, measured after a full collection.
 */
class GrowthAttackTest {

  private static final long MIB = 1024 * 1024;
  private static final List<String> SOFTPHONE_ACL =
      List.of(
          "websocketd",
          "calld.users.me.#",
          "confd.users.me.#",
          "events.calls.me",
          "events.users.me.#",
          "events.chat.message.*.me",
          "events.faxes.users.me.progress",
          "events.statuses.users");

  @Test
  void oneUserIssuingDayLongTokensInALoopKeepsABoundedStore() {
    int issues = Form.pick(20_000, 50_000);
    MemoryTokenStore store = new MemoryTokenStore(Clock.systemUTC());
    long before = Heap.usedAfterGc();
    long started = System.nanoTime();
    for (int i = 0; i < issues; i++) {
      store.issue(Uuids.ALICE, SOFTPHONE_ACL, Duration.ofHours(24));
    }
    long millis = (System.nanoTime() - started) / 1_000_000;
    long growth = Heap.usedAfterGc() - before;
    Figures.of("attack: one user issues 24 h tokens in a loop")
        .put("tokens issued", issues)
        .put("tokens held", store.size())
        .put("time, ms", millis)
        .put("heap growth", Heap.mib(growth))
        .publish();

    assertThat(store.size()).isEqualTo(100);
    assertThat(growth).isLessThan(8 * MIB);
  }

  @Test
  void oneConnectionSubscribingWithoutEndIsClosedWithBoundedMemory() throws Exception {
    int frames = Form.pick(1_000, 4_000);
    String padding = "n".repeat(30_000);
    UserAccount plain =
        new UserAccount("plain", "plain-pw", Uuids.ALICE, List.of("websocketd", "events.#"));
    try (SampleApp app =
        SampleApp.start(Options.defaults().withPort(0).withUsers(List.of(plain)))) {
      String token = app.tokens().issue(plain.uuid(), plain.acl(), Duration.ofHours(1)).token();
      long before = Heap.usedAfterGc();
      WsClient socket =
          WsClient.connect(app.baseUri(), "/api/websocketd/?version=2&token=" + token);
      int sent = 0;
      while (sent < frames && !socket.ended()) {
        String name = "e" + sent + padding;
        try {
          socket.send("{\"op\":\"subscribe\",\"data\":{\"event_name\":\"" + name + "\"}}");
        } catch (IllegalStateException closedMeanwhile) {
          break;
        }
        sent++;
      }
      int expected = sent + 1;
      // Every frame sent is answered (the init too) unless the server closes first.
      await()
          .atMost(Duration.ofSeconds(30))
          .until(() -> socket.received() >= expected || socket.ended());
      long growth = Heap.usedAfterGc() - before;
      // The server closes with 1008 and cuts the connection; a client still sending may see the cut
      // (a broken pipe, a reset) before the close frame. Either way the server closed it.
      Integer closeCode =
          socket.failure().isPresent()
              ? null
              : socket.closed().map(WsClient.Closed::code).orElse(null);
      Figures.of("attack: one WebSocket subscribes to long event names without end")
          .put("subscribe frames sent (30,000-character names)", sent)
          .put("frames answered (init included)", socket.received())
          .put(
              "closed with",
              closeCode != null
                  ? closeCode
                  : socket.failure().map(e -> "a cut: " + e).orElse("still open"))
          .put("heap growth", Heap.mib(growth))
          .publish();
      socket.close();

      if (socket.failure().isPresent()) {
        assertThat(socket.failure().get()).isInstanceOf(java.io.IOException.class);
        assertThat(app.eventSessions()).as("the server ended the session").isZero();
      } else {
        assertThat(closeCode).isEqualTo(1008);
      }
      assertThat(growth).isLessThan(8 * MIB);
    }
  }
}
