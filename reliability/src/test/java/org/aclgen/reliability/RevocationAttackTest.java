package org.aclgen.reliability;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.aclgen.events.BusEvent;
import org.aclgen.events.RequiredEventAcl;
import org.aclgen.reliability.support.Figures;
import org.aclgen.reliability.support.Form;
import org.aclgen.sample.Options;
import org.aclgen.sample.SampleApp;
import org.aclgen.sample.config.UserAccount;
import org.aclgen.testsupport.WsClient;
import org.junit.jupiter.api.Test;

/**
 * A token revoked over HTTP while WebSocket sessions use it: every session is closed with 4002
 * within a second, and no event raised after the revocation reaches any of them.
 */
class RevocationAttackTest {

  private static final List<String> ACL = List.of("websocketd", "events.calls.me");
  private static final Duration WAIT = Duration.ofSeconds(10);

  @Test
  void revokedTokensLoseTheirSessionsAndEveryLaterEvent() throws Exception {
    int sessions = Form.pick(20, 90);
    UserAccount alice = new UserAccount("alice", "alice-pw", Uuids.ALICE, ACL);
    try (SampleApp app =
        SampleApp.start(Options.defaults().withPort(0).withUsers(List.of(alice)))) {
      HttpClient http = HttpClient.newHttpClient();
      List<Session> open = new ArrayList<>();
      for (int i = 0; i < sessions; i++) {
        String token = app.tokens().issue(Uuids.ALICE, ACL, Duration.ofHours(1)).token();
        open.add(new Session(token, WsClient.subscribeAll(http, app.baseUri(), token, WAIT)));
      }
      List<Long> revokedAt = new ArrayList<>();
      for (Session session : open) {
        HttpRequest revoke =
            HttpRequest.newBuilder(app.baseUri().resolve("/api/auth/0.1/token/" + session.token()))
                .DELETE()
                .build();
        assertThat(http.send(revoke, HttpResponse.BodyHandlers.ofString()).statusCode())
            .isEqualTo(204);
        revokedAt.add(System.nanoTime());
      }
      app.eventBus()
          .publish(
              new BusEvent(
                  "call_held",
                  app.originUuid(),
                  RequiredEventAcl.of("events.calls." + Uuids.ALICE),
                  Map.of("call_id", "1")));

      long slowestMillis = 0;
      int closed4002 = 0;
      int eventsAfter = 0;
      for (int i = 0; i < sessions; i++) {
        WsClient socket = open.get(i).socket();
        Optional<WsClient.Closed> closed = socket.closedWithin(Duration.ofSeconds(2));
        if (closed.isPresent() && closed.get().code() == 4002) {
          closed4002++;
          long millis = (closed.get().atNanos() - revokedAt.get(i)) / 1_000_000;
          slowestMillis = Math.max(slowestMillis, millis);
        }
        eventsAfter +=
            (int) socket.unread().stream().filter(f -> f.contains("\"op\":\"event\"")).count();
        socket.close();
      }
      Figures.of("attack: a token revoked while its WebSocket sessions are open")
          .put("sessions (one token each), revoked over HTTP", sessions)
          .put("closed with 4002", closed4002)
          .put("slowest close after the revocation's 204, ms", slowestMillis)
          .put("events delivered after the revocation", eventsAfter)
          .publish();

      assertThat(closed4002).isEqualTo(sessions);
      assertThat(slowestMillis).isLessThan(1_000);
      assertThat(eventsAfter).isZero();
    }
  }

  /** One WebSocket session and the token it was opened with. */
  private record Session(String token, WsClient socket) {}
}
