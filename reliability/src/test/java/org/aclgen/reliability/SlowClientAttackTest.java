package org.aclgen.reliability;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import org.aclgen.reliability.support.Figures;
import org.aclgen.reliability.support.Form;
import org.aclgen.sample.Options;
import org.aclgen.sample.SampleApp;
import org.aclgen.sample.config.UserAccount;
import org.junit.jupiter.api.Test;

/**
 * Issue 26 §2: connections sending a request head or a refused body one byte at a time held the
 * server without credentials: 50 slow bodies made every valid request wait 30 s for a 503, 17 did
 * so to the token service, and 20,000 slow heads exhausted the file descriptors. Here the same
 * attacks run against the real server while a valid client measures how long its requests wait.
 */
class SlowClientAttackTest {

  private static final String INFOS = "/api/confd/1.1/infos";
  private static final Duration TRICKLE = Duration.ofSeconds(12);
  private static final UserAccount ALICE =
      new UserAccount("alice", "alice-pw", Uuids.ALICE, List.of("confd.infos.read"));

  /**
   * The user who logs in during the attack: another than the one whose token reads, since a user
   * holds at most 100 tokens and the 101st login revokes the oldest.
   */
  private static final UserAccount BOB =
      new UserAccount("bob", "bob-pw", Uuids.BOB, List.of("confd.infos.read"));

  /** Sends a byte on every connection every second for {@code during}; answers when it stopped. */
  private static void trickle(List<Socket> sockets, Duration during) {
    long end = System.nanoTime() + during.toNanos();
    while (System.nanoTime() < end) {
      for (Socket socket : sockets) {
        try {
          OutputStream out = socket.getOutputStream();
          out.write('x');
          out.flush();
        } catch (IOException closedByServer) {
          // The server cut it: nothing more to send there.
        }
      }
      pause(Duration.ofSeconds(1));
    }
  }

  private static void pause(Duration duration) {
    try {
      Thread.sleep(duration.toMillis());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new AssertionError(e);
    }
  }

  private static Socket open(SampleApp app, String from, String start) throws IOException {
    Socket socket = new Socket();
    socket.bind(new InetSocketAddress(InetAddress.getByName(from), 0));
    socket.connect(new InetSocketAddress(app.baseUri().getHost(), app.port()), 10_000);
    socket.getOutputStream().write(start.getBytes(StandardCharsets.ISO_8859_1));
    socket.getOutputStream().flush();
    return socket;
  }

  /** A valid client: one request after the other while the attack runs; the slowest wait. */
  private static final class Probe extends Thread {
    private final HttpClient http = HttpClient.newHttpClient();
    private final HttpRequest request;
    private volatile boolean running = true;
    private long slowestMillis;
    private int requests;
    private int failed;
    private int lastFailure;

    Probe(HttpRequest request) {
      this.request = request;
      setDaemon(true);
    }

    @Override
    public void run() {
      while (running) {
        long started = System.nanoTime();
        int status;
        try {
          status = http.send(request, HttpResponse.BodyHandlers.discarding()).statusCode();
        } catch (IOException | InterruptedException e) {
          status = -1;
        }
        slowestMillis = Math.max(slowestMillis, (System.nanoTime() - started) / 1_000_000);
        requests++;
        if (status != 200) {
          failed++;
          lastFailure = status;
        }
        pause(Duration.ofMillis(100));
      }
    }

    /** Requests, those not 200 (the last one's status), the slowest. */
    String summary() {
      return requests
          + ", "
          + failed
          + (failed > 0 ? " (last " + lastFailure + ")" : "")
          + ", "
          + slowestMillis
          + " ms";
    }

    void finish() throws InterruptedException {
      running = false;
      join();
    }
  }

  private static void closeAll(List<Socket> sockets) {
    for (Socket socket : sockets) {
      try {
        socket.close();
      } catch (IOException ignored) {
        // Closing a connection the server already cut.
      }
    }
  }

  @Test
  void slowRefusedBodiesHoldNeitherTheServicesNorTheTokenService() throws Exception {
    try (SampleApp app =
        SampleApp.start(Options.defaults().withPort(0).withUsers(List.of(ALICE, BOB)))) {
      URI base = app.baseUri();
      String token = app.tokens().issue(ALICE.uuid(), ALICE.acl(), Duration.ofHours(1)).token();
      Probe infos =
          new Probe(
              HttpRequest.newBuilder(base.resolve(INFOS)).header("X-Auth-Token", token).build());
      String basic =
          Base64.getEncoder().encodeToString("bob:bob-pw".getBytes(StandardCharsets.UTF_8));
      Probe login =
          new Probe(
              HttpRequest.newBuilder(base.resolve("/api/auth/0.1/token"))
                  .header("Authorization", "Basic " + basic)
                  .header("Content-Type", "application/json")
                  .POST(HttpRequest.BodyPublishers.ofString("{\"expiration\":60}"))
                  .build());
      List<Socket> attack = new ArrayList<>();
      for (int i = 0; i < 50; i++) {
        attack.add(
            open(
                app,
                "127.0.0.1",
                "POST /api/confd/1.1/lines HTTP/1.1\r\nHost: x\r\nContent-Type: application/json"
                    + "\r\nContent-Length: 1000000\r\n\r\n{"));
      }
      for (int i = 0; i < 17; i++) {
        attack.add(
            open(
                app,
                "127.0.0.1",
                "POST /api/auth/0.1/token HTTP/1.1\r\nHost: x\r\nContent-Type: application/json"
                    + "\r\nContent-Length: 16000\r\n\r\n{"));
      }
      infos.start();
      login.start();
      trickle(attack, TRICKLE);
      infos.finish();
      login.finish();
      int held = app.openConnections();
      closeAll(attack);
      Figures.of("attack: 50 slow refused bodies to confd and 17 to the token service")
          .put("attack duration", TRICKLE.toSeconds() + " s")
          .put("valid GET infos: requests, not 200, slowest", infos.summary())
          .put("valid logins: requests, not 200, slowest", login.summary())
          .put("connections the server still held at the end", held)
          .publish();

      assertThat(infos.failed).isZero();
      assertThat(login.failed).isZero();
      assertThat(infos.slowestMillis).isLessThan(5_000);
      assertThat(login.slowestMillis).isLessThan(5_000);
      assertThat(held).as("the attack's connections were closed").isLessThan(10);
    }
  }

  @Test
  void slowHeadsFromManyAddressesAreCutAndOneAddressIsBounded() throws Exception {
    int addresses = Form.pick(8, 40);
    int perAddress = 250;
    int overOneAddress = 300;
    try (SampleApp app =
        SampleApp.start(Options.defaults().withPort(0).withUsers(List.of(ALICE)))) {
      String token = app.tokens().issue(ALICE.uuid(), ALICE.acl(), Duration.ofHours(1)).token();
      Probe infos =
          new Probe(
              HttpRequest.newBuilder(app.baseUri().resolve(INFOS))
                  .header("X-Auth-Token", token)
                  .build());
      String head = "GET " + INFOS + " HTTP/1.1\r\nHost: x\r\nX-Slow: ";
      List<Socket> attack = new ArrayList<>();
      long started = System.nanoTime();
      infos.start();
      int heldAtStart = 0;
      for (int a = 0; a < addresses; a++) {
        for (int i = 0; i < perAddress; i++) {
          attack.add(open(app, "127.0.4." + (a + 1), head));
        }
        heldAtStart = Math.max(heldAtStart, app.openConnections());
      }
      for (int i = 0; i < overOneAddress; i++) {
        attack.add(open(app, "127.0.5.1", head));
      }
      pause(Duration.ofSeconds(1));
      heldAtStart = Math.max(heldAtStart, app.openConnections());
      long openedAfter = (System.nanoTime() - started) / 1_000_000;
      int opened = attack.size();
      trickle(attack, TRICKLE.plusSeconds(2));
      int heldAfter = app.openConnections();
      long seconds = (System.nanoTime() - started) / 1_000_000_000;
      infos.finish();
      closeAll(attack);
      Figures.of("attack: slow request heads, one byte a second")
          .put("connections opened", opened + " from " + (addresses + 1) + " addresses")
          .put("time to open them", openedAfter + " ms")
          .put("most held by the server at once (at most 256 per address)", heldAtStart)
          .put("held after " + seconds + " s", heldAfter)
          .put("valid GET infos: requests, not 200, slowest", infos.summary())
          .publish();

      assertThat(heldAtStart).isLessThanOrEqualTo(addresses * perAddress + 256 + 2);
      assertThat(heldAtStart).as("several addresses held at once").isGreaterThan(2 * 256);
      assertThat(heldAfter).as("every slow head cut after its deadline").isLessThan(5);
      assertThat(infos.failed).isZero();
      assertThat(infos.slowestMillis).isLessThan(5_000);
    }
  }
}
