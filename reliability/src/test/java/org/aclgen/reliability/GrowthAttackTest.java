package org.aclgen.reliability;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.WebSocket;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.aclgen.reliability.support.Figures;
import org.aclgen.reliability.support.Form;
import org.aclgen.reliability.support.Heap;
import org.aclgen.runtime.LocalTokenStore;
import org.aclgen.sample.Options;
import org.aclgen.sample.SampleApp;
import org.aclgen.sample.config.UserAccount;
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
    LocalTokenStore store = new LocalTokenStore();
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
      Counter counter = new Counter();
      WebSocket socket =
          HttpClient.newHttpClient()
              .newWebSocketBuilder()
              .buildAsync(
                  URI.create(
                      "ws://127.0.0.1:" + app.port() + "/api/websocketd/?version=2&token=" + token),
                  counter)
              .get(10, TimeUnit.SECONDS);
      int sent = 0;
      while (sent < frames && !counter.closed.isDone()) {
        String name = "e" + sent + padding;
        try {
          socket
              .sendText("{\"op\":\"subscribe\",\"data\":{\"event_name\":\"" + name + "\"}}", true)
              .get(10, TimeUnit.SECONDS);
        } catch (Exception closedMeanwhile) {
          break;
        }
        sent++;
      }
      counter.awaitRepliesOrClose(sent + 1);
      long growth = Heap.usedAfterGc() - before;
      Integer closeCode = counter.closed.getNow(null);
      Figures.of("attack: one WebSocket subscribes to long event names without end")
          .put("subscribe frames sent (30,000-character names)", sent)
          .put("frames answered (init included)", counter.replies.get())
          .put("closed with", closeCode == null ? "still open" : closeCode)
          .put("heap growth", Heap.mib(growth))
          .publish();
      socket.abort();

      assertThat(closeCode).isEqualTo(1008);
      assertThat(growth).isLessThan(8 * MIB);
    }
  }

  /** Counts the frames the server sends and records how it closes. */
  private static final class Counter implements WebSocket.Listener {
    private final AtomicInteger replies = new AtomicInteger();
    private final CompletableFuture<Integer> closed = new CompletableFuture<>();

    @Override
    public CompletionStage<?> onText(WebSocket webSocket, CharSequence data, boolean last) {
      if (last) {
        replies.incrementAndGet();
      }
      webSocket.request(1);
      return null;
    }

    @Override
    public CompletionStage<?> onClose(WebSocket webSocket, int statusCode, String reason) {
      closed.complete(statusCode);
      return null;
    }

    @Override
    public void onError(WebSocket webSocket, Throwable error) {
      closed.complete(-1);
    }

    /** Waits until {@code count} frames came or the server closed, 30 s at most. */
    void awaitRepliesOrClose(int count) throws InterruptedException {
      long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
      while (replies.get() < count && !closed.isDone() && System.nanoTime() < deadline) {
        Thread.sleep(10);
      }
    }
  }
}
