package org.aclgen.reliability;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.WebSocket;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.aclgen.events.BusEvent;
import org.aclgen.events.RequiredAcl;
import org.aclgen.reliability.support.Figures;
import org.aclgen.reliability.support.Form;
import org.aclgen.sample.Options;
import org.aclgen.sample.SampleApp;
import org.aclgen.sample.config.UserAccount;
import org.junit.jupiter.api.Test;

/**
 * A token revoked over HTTP while WebSocket sessions use it: every session is closed with 4002
 * within a second, and no event raised after the revocation reaches any of them.
 */
class RevocationAttackTest {

  private static final List<String> ACL = List.of("websocketd", "events.calls.me");

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
        open.add(Session.open(http, app.port(), token));
      }
      for (Session session : open) {
        HttpRequest revoke =
            HttpRequest.newBuilder(app.baseUri().resolve("/api/auth/0.1/token/" + session.token))
                .DELETE()
                .build();
        assertThat(http.send(revoke, HttpResponse.BodyHandlers.ofString()).statusCode())
            .isEqualTo(204);
        session.revokedAt = System.nanoTime();
      }
      app.eventBus()
          .publish(
              new BusEvent(
                  "call_held",
                  app.originUuid(),
                  RequiredAcl.of("events.calls." + Uuids.ALICE),
                  Map.of("call_id", "1")));

      long slowestMillis = 0;
      int closed4002 = 0;
      int eventsAfter = 0;
      for (Session session : open) {
        Integer code = session.awaitClose(Duration.ofSeconds(2));
        if (code != null && code == 4002) {
          closed4002++;
          slowestMillis = Math.max(slowestMillis, session.closeDelayMillis());
        }
        eventsAfter += session.events();
        session.socket.abort();
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

  /** One WebSocket client: counts the events it receives and records when and how it closed. */
  private static final class Session implements WebSocket.Listener {
    private final String token;
    private final BlockingQueue<String> frames = new LinkedBlockingQueue<>();
    private final CompletableFuture<Integer> closed = new CompletableFuture<>();
    private volatile long closedAt;
    private volatile long revokedAt;
    private WebSocket socket;

    private Session(String token) {
      this.token = token;
    }

    static Session open(HttpClient http, int port, String token) throws Exception {
      Session session = new Session(token);
      URI uri = URI.create("ws://127.0.0.1:" + port + "/api/websocketd/?version=2&token=" + token);
      session.socket =
          http.newWebSocketBuilder().buildAsync(uri, session).get(10, TimeUnit.SECONDS);
      session
          .socket
          .sendText("{\"op\":\"subscribe\",\"data\":{\"event_name\":\"*\"}}", true)
          .get(10, TimeUnit.SECONDS);
      session.socket.sendText("{\"op\":\"start\"}", true).get(10, TimeUnit.SECONDS);
      for (int replies = 0; replies < 3; replies++) {
        if (session.frames.poll(10, TimeUnit.SECONDS) == null) {
          throw new IllegalStateException("no init, subscribe or start reply");
        }
      }
      return session;
    }

    Integer awaitClose(Duration limit) throws InterruptedException {
      try {
        return closed.get(limit.toMillis(), TimeUnit.MILLISECONDS);
      } catch (java.util.concurrent.TimeoutException | java.util.concurrent.ExecutionException e) {
        return null;
      }
    }

    long closeDelayMillis() {
      return (closedAt - revokedAt) / 1_000_000;
    }

    int events() {
      return (int) frames.stream().filter(f -> f.startsWith("{\"op\":\"event\"")).count();
    }

    @Override
    public CompletionStage<?> onText(WebSocket webSocket, CharSequence data, boolean last) {
      frames.add(data.toString());
      webSocket.request(1);
      return null;
    }

    @Override
    public CompletionStage<?> onClose(WebSocket webSocket, int statusCode, String reason) {
      closedAt = System.nanoTime();
      closed.complete(statusCode);
      return null;
    }
  }
}
