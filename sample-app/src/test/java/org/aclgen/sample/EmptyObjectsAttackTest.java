package org.aclgen.sample;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * The attack of issue 18 §1, scaled to the test's heap: bodies of empty objects, {@code
 * [{},{},...]}, to the token service while other clients go on with normal requests. Every attack
 * is answered at once, and every normal request is answered in time, during and after.
 */
class EmptyObjectsAttackTest {

  /** Large enough that reading it whole takes seconds and gigabytes, as it once did. */
  private static final long ATTACK_BYTES = 40L * 1024 * 1024;

  private static final Duration NORMAL_DEADLINE = Duration.ofSeconds(3);

  @Test
  void normalRequestsAreAnsweredDuringAndAfterTheAttack() throws Exception {
    try (SampleApp app = SampleApp.start(Options.defaults().withPort(0).withUsers(TestUsers.ALL))) {
      AppClient client = new AppClient(app);
      String bob = client.token(TestUsers.BOB);
      String alice = client.token(TestUsers.ALICE);
      ExecutorService pool = Executors.newFixedThreadPool(4);
      AtomicBoolean attacking = new AtomicBoolean(true);
      try {
        CompletableFuture<List<Integer>> normal =
            CompletableFuture.supplyAsync(() -> normalTraffic(app, alice, attacking), pool);
        List<CompletableFuture<Integer>> attacks = new ArrayList<>();
        attacks.add(attack(app, pool, "POST " + AppClient.AUTH + "/token", "X-No-Credentials: 1"));
        attacks.add(
            attack(
                app,
                pool,
                "POST " + AppClient.AUTH + "/token",
                "Authorization: " + AppClient.basic("alice", "alice-pw")));
        attacks.add(
            attack(
                app, pool, "POST " + AppClient.AUTH + "/token/" + bob + "/scopes/check", "X: 1"));

        List<Integer> answers = new ArrayList<>();
        for (CompletableFuture<Integer> attack : attacks) {
          answers.add(attack.get(20, TimeUnit.SECONDS));
        }
        attacking.set(false);
        List<Integer> normalAnswers = normal.get(20, TimeUnit.SECONDS);

        assertThat(answers).containsExactly(413, 413, 413);
        assertThat(normalAnswers).isNotEmpty().containsOnly(200);
        Reply after = client.get(AppClient.AUTH + "/token/" + alice, null);
        assertThat(after.status()).isEqualTo(200);
      } finally {
        attacking.set(false);
        pool.shutdownNow();
      }
    }
  }

  /** Sends the attack body over a socket and returns the status of the reply. */
  private static CompletableFuture<Integer> attack(
      SampleApp app, ExecutorService pool, String requestLine, String header) {
    return CompletableFuture.supplyAsync(
        () -> {
          try (RawHttp raw = new RawHttp(app.baseUri())) {
            raw.sendHead(
                requestLine
                    + " HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n"
                    + header
                    + "\r\nContent-Length: "
                    + EmptyObjects.ofBytes(ATTACK_BYTES).length());
            Thread writer = new Thread(() -> send(raw));
            writer.setDaemon(true);
            writer.start();
            return raw.read().status();
          } catch (IOException e) {
            throw new AssertionError("the attack got no reply: " + e, e);
          }
        },
        pool);
  }

  private static void send(RawHttp raw) {
    try (EmptyObjects body = EmptyObjects.ofBytes(ATTACK_BYTES)) {
      byte[] buffer = new byte[64 * 1024];
      for (int n = body.read(buffer, 0, buffer.length); n > 0; n = body.read(buffer)) {
        raw.sendBody(java.util.Arrays.copyOf(buffer, n));
      }
    } catch (IOException refusedMidway) {
      // The server answered and closed the connection before the whole attack was sent.
    }
  }

  /** Token lookups and a protected read, one after the other, until the attack is over. */
  private static List<Integer> normalTraffic(SampleApp app, String token, AtomicBoolean attacking) {
    HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
    List<Integer> statuses = new ArrayList<>();
    AtomicInteger after = new AtomicInteger();
    while (attacking.get() || after.getAndIncrement() < 5) {
      for (String path :
          List.of(
              AppClient.AUTH + "/token/" + token,
              AppClient.CONFD + "/users/" + TestUsers.ALICE.uuid() + "/lines")) {
        HttpRequest request =
            HttpRequest.newBuilder(app.baseUri().resolve(path))
                .header("X-Auth-Token", token)
                .timeout(NORMAL_DEADLINE)
                .build();
        try {
          statuses.add(http.send(request, HttpResponse.BodyHandlers.discarding()).statusCode());
        } catch (IOException e) {
          throw new AssertionError("a normal request was not answered in time: " + e, e);
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
          return statuses;
        }
      }
    }
    return statuses;
  }
}
