package org.aclgen.reliability;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.net.http.HttpClient;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.aclgen.reliability.support.Figures;
import org.aclgen.reliability.support.Heap;
import org.aclgen.sample.Options;
import org.aclgen.sample.SampleApp;
import org.aclgen.sample.config.UserAccount;
import org.aclgen.testsupport.WsClient;
import org.junit.jupiter.api.Test;

/**
 * Issue 26 §1: a user whose token holds only {@code websocketd} opened WebSockets, each with the
 * most subscriptions of the longest names, until the server ran out of memory (about 8,000 sessions
 * in 512 MiB). The attack now runs into the bound per user (128 sessions, then 1013) and per token
 * (16); the heap one session costs, measured over the user's whole bound, times the total bound
 * still fits in half of the heap.
 */
class SessionFloodAttackTest {

  private static final int PER_TOKEN = 16;
  private static final int PER_USER = 128;
  private static final int SUBSCRIPTIONS = 256;
  private static final int NAME_CHARS = 128;
  private static final Duration WAIT = Duration.ofSeconds(60);

  @Test
  void oneUserOpeningSessionsFullOfSubscriptionsIsStoppedAtItsBound() throws Exception {
    UserAccount plain = new UserAccount("plain", "plain-pw", Uuids.ALICE, List.of("websocketd"));
    try (SampleApp app =
        SampleApp.start(Options.defaults().withPort(0).withUsers(List.of(plain)))) {
      HttpClient http = HttpClient.newHttpClient();
      long before = Heap.usedAfterGc();
      List<WsClient> open = new ArrayList<>();
      Integer refusedWith = null;
      String refusedBecause = null;
      String token = null;
      try {
        for (int i = 0; i < PER_USER * 2 && refusedWith == null; i++) {
          if (i % PER_TOKEN == 0) {
            token = app.tokens().issue(plain.uuid(), plain.acl(), Duration.ofHours(1)).token();
          }
          WsClient socket =
              WsClient.connect(app.baseUri(), "/api/websocketd/?version=2&token=" + token);
          open.add(socket);
          // The init frame, or the close of a refused session (before anything is sent to it).
          await().atMost(WAIT).until(() -> socket.received() >= 1 || socket.ended());
          if (socket.ended()) {
            WsClient.Closed closed = socket.closed().orElseThrow();
            refusedWith = closed.code();
            refusedBecause = closed.reason();
          } else {
            fillSubscriptions(socket, i);
          }
        }
        // A token at its own bound is refused too, whatever the user holds.
        WsClient sameToken =
            WsClient.connect(app.baseUri(), "/api/websocketd/?version=2&token=" + token);
        open.add(sameToken);
        int sameTokenCode = sameToken.awaitClose(WAIT).code();
        // The bounds count sessions, not connections: the refused ones are gone.
        await().atMost(WAIT).until(() -> app.eventSessions() == PER_USER);
        long growth = Heap.usedAfterGc() - before;
        long perSession = growth / PER_USER;
        long worstCase = perSession * app.maxEventSessions();
        long heap = Runtime.getRuntime().maxMemory();
        Figures.of("attack: one websocketd user opens sessions of 256 subscriptions of 128 chars")
            .put("sessions admitted", app.eventSessions())
            .put("next session closed with", refusedWith + " (" + refusedBecause + ")")
            .put("heap growth", Heap.mib(growth))
            .put("heap per session", perSession / 1024 + " KiB")
            .put("total bound (this heap)", app.maxEventSessions())
            .put("total bound x heap per session", Heap.mib(worstCase))
            .put("max heap", Heap.mib(heap))
            .publish();

        assertThat(app.eventSessions()).isEqualTo(PER_USER);
        assertThat(refusedWith).isEqualTo(1013);
        assertThat(refusedBecause).isEqualTo("more than " + PER_USER + " sessions of this user");
        assertThat(sameTokenCode).isEqualTo(1013);
        assertThat(worstCase).as("every session the server holds, at worst").isLessThan(heap / 2);
      } finally {
        open.forEach(WsClient::close);
      }
      await().atMost(WAIT).until(() -> app.eventSessions() == 0);
    }
  }

  /**
   * Subscribes to the most names of the longest length without waiting for each reply, then waits
   * for them all (or for the server's close).
   */
  private static void fillSubscriptions(WsClient socket, int session) {
    String padding = "n".repeat(NAME_CHARS - 12);
    for (int i = 0; i < SUBSCRIPTIONS && !socket.ended(); i++) {
      String name = String.format("s%05dn%05d", session, i) + padding;
      try {
        socket.send("{\"op\":\"subscribe\",\"data\":{\"event_name\":\"" + name + "\"}}");
      } catch (IllegalStateException closed) {
        return;
      }
    }
    await().atMost(WAIT).until(() -> socket.received() >= SUBSCRIPTIONS + 1 || socket.ended());
  }
}
