package org.aclgen.reliability;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import org.aclgen.reliability.support.EchoApp;
import org.aclgen.reliability.support.Figures;
import org.aclgen.reliability.support.Form;
import org.aclgen.reliability.support.HttpReply;
import org.aclgen.reliability.support.RawHttp;
import org.aclgen.reliability.support.TokenJson;
import org.aclgen.sample.Options;
import org.aclgen.sample.SampleApp;
import org.aclgen.sample.config.UserAccount;
import org.aclgen.testsupport.RefusingPort;
import org.aclgen.tokens.RemoteTokenValidator;
import org.aclgen.tokens.testing.FakeTokenService;
import org.aclgen.tokens.testing.FakeTokenService.Answer;
import org.aclgen.tokens.testing.FakeTokenService.Script;
import org.junit.jupiter.api.Test;

/**
 * Faults of the token service behind the remote validator: down, refusing, slow, flapping,
 * answering errors or broken replies. A request is never allowed on a failure; a clean 404 is a
 * 401; the service recovers by itself, and the time it takes is measured.
 */
class TokenServiceFaultTest {

  private static final Duration REQUEST_TIMEOUT = Duration.ofMillis(800);
  private static final String VALID = TokenJson.valid(Uuids.ALICE, List.of("echo.a.read"));
  private static final Script UP = token -> Answer.json(200, VALID);

  @Test
  void everyFaultIsUnavailableAndNeverAllowed() throws Exception {
    Map<String, Script> faults = new java.util.LinkedHashMap<>();
    faults.put("answers 500", token -> Answer.json(500, "{\"message\": \"boom\"}"));
    faults.put("answers 502", token -> Answer.json(502, "{}"));
    faults.put("answers 401", token -> Answer.json(401, "{}"));
    faults.put("answers 302", token -> Answer.json(302, VALID));
    faults.put("answers 204", token -> new Answer(204, null, new byte[0], 0, 0));
    faults.put("slower than the timeout", token -> Answer.json(200, VALID).delayed(2_000));
    faults.put(
        "truncated body (short Content-Length)", token -> Answer.json(200, VALID).truncated());
    faults.put("truncated JSON text", token -> Answer.json(200, VALID.substring(0, 40)));
    faults.put("text/html", token -> Answer.json(200, VALID).withContentType("text/html"));
    faults.put("text/plain", token -> Answer.json(200, VALID).withContentType("text/plain"));
    faults.put("no content type", token -> Answer.json(200, VALID).withContentType(null));
    faults.put("an HTML error page", token -> htmlPage());
    Map<String, String> outcomes = new java.util.LinkedHashMap<>();
    List<String> wrong = new ArrayList<>();
    try (FakeTokenService service = FakeTokenService.start(UP);
        EchoApp echo = EchoApp.start(validator(service.baseUrl(), Duration.ZERO))) {
      RawHttp http = new RawHttp(echo.port());
      expect(http, "up", 200, outcomes, wrong);
      for (Map.Entry<String, Script> fault : faults.entrySet()) {
        service.script(fault.getValue());
        expect(http, fault.getKey(), 503, outcomes, wrong);
      }
      service.script(token -> Answer.json(404, "{\"message\": \"no such token\"}"));
      expect(http, "clean 404", 401, outcomes, wrong);
      service.stop();
      expect(http, "stopped (connection refused)", 503, outcomes, wrong);
      service.restart();
      service.script(UP);
      expect(http, "started again", 200, outcomes, wrong);
    }
    try (RefusingPort closed = RefusingPort.open();
        EchoApp echo = EchoApp.start(validator(closed.http("/a").toString(), Duration.ZERO))) {
      expect(new RawHttp(echo.port()), "never listened", 503, outcomes, wrong);
    }
    try (ServerSocket full = new ServerSocket(0, 1, InetAddress.getLoopbackAddress());
        Socket first = new Socket(InetAddress.getLoopbackAddress(), full.getLocalPort());
        Socket second = new Socket(InetAddress.getLoopbackAddress(), full.getLocalPort());
        EchoApp echo =
            EchoApp.start(
                validator("http://127.0.0.1:" + full.getLocalPort() + "/a", Duration.ZERO))) {
      assertThat(first.isConnected() && second.isConnected()).as("the queue is full").isTrue();
      // Nothing accepts and the accept queue is full, so the kernel drops the validator's SYN and
      // its connection attempt runs into the connect timeout.
      expect(new RawHttp(echo.port()), "accept queue full (connect timeout)", 503, outcomes, wrong);
    }
    Figures figures = Figures.of("faults: token service, one request each");
    outcomes.forEach(figures::put);
    figures.publish();
    assertThat(wrong).isEmpty();
  }

  @Test
  void aFailureIsNeverCachedAsASuccess() throws Exception {
    try (FakeTokenService service = FakeTokenService.start(token -> Answer.json(500, "{}"));
        EchoApp echo = EchoApp.start(validator(service.baseUrl(), Duration.ofSeconds(30)))) {
      RawHttp http = new RawHttp(echo.port());
      String token = "cached-failure";

      assertThat(get(http, token).status()).isEqualTo(503);
      assertThat(get(http, token).status()).isEqualTo(503);
      service.script(t -> Answer.json(404, "{}"));
      assertThat(get(http, token).status()).isEqualTo(401);
      service.script(t -> Answer.json(200, VALID).withContentType("text/plain"));
      assertThat(get(http, token).status()).isEqualTo(503);

      assertThat(service.requests()).as("every failure asked the service again").isEqualTo(4);
      service.script(UP);
      assertThat(get(http, token).status()).isEqualTo(200);
    }
  }

  /**
   * The service alternates between valid answers and 500s; with the cache off every request asks it
   * once, so the client can never see more successes than the service gave valid answers.
   */
  @Test
  void flappingNeverAllowsMoreThanTheServiceValidated() throws Exception {
    int requests = Form.pick(400, 4_000);
    AtomicBoolean healthy = new AtomicBoolean();
    AtomicLong validAnswers = new AtomicLong();
    Script flapping =
        token -> {
          boolean up = healthy.getAndSet(!healthy.get());
          if (up) {
            validAnswers.incrementAndGet();
            return Answer.json(200, VALID);
          }
          return Answer.json(500, "{}");
        };
    Map<Integer, Integer> byStatus = new TreeMap<>();
    try (FakeTokenService service = FakeTokenService.start(flapping);
        EchoApp echo = EchoApp.start(validator(service.baseUrl(), Duration.ZERO))) {
      RawHttp http = new RawHttp(echo.port());
      for (int i = 0; i < requests; i++) {
        byStatus.merge(get(http, "flapping").status(), 1, Integer::sum);
      }
    }
    Figures.of("faults: flapping token service (cache off)")
        .put("requests", requests)
        .put("valid answers of the service", validAnswers.get())
        .put("replies by status", byStatus)
        .publish();
    assertThat(byStatus.keySet()).containsOnly(200, 503);
    assertThat((long) byStatus.getOrDefault(200, 0)).isLessThanOrEqualTo(validAnswers.get());
  }

  /** The service stops and starts again on the same port; the app follows by itself. */
  @Test
  void theSampleAppRecoversByItselfWhenTheTokenServiceComesBack() throws Exception {
    List<UserAccount> users =
        List.of(new UserAccount("alice", "pw", Uuids.ALICE, List.of("confd.users.me.#.read")));
    String valid = TokenJson.valid(Uuids.ALICE, List.of("confd.users.me.#.read"));
    int outages = Form.pick(3, 20);
    List<Long> recoveries = new ArrayList<>();
    try (FakeTokenService service = FakeTokenService.start(token -> Answer.json(200, valid));
        SampleApp app =
            SampleApp.start(
                Options.defaults()
                    .withPort(0)
                    .withUsers(users)
                    .withAuthUrl(URI.create(service.baseUrl())))) {
      RawHttp http = new RawHttp(app.port());
      String path = "/api/confd/1.1/users/" + Uuids.ALICE + "/lines";
      for (int outage = 0; outage < outages; outage++) {
        String token = "outage-" + outage;
        service.stop();
        HttpReply down = http.get(path, List.of("X-Auth-Token: " + token));
        assertThat(down.status()).isEqualTo(503);
        assertThat(down.errorId()).isEqualTo("authentication-server-unreachable");
        service.restart();
        long restarted = System.nanoTime();
        await()
            .atMost(Duration.ofSeconds(30))
            .pollInterval(Duration.ofMillis(5))
            .until(() -> http.get(path, List.of("X-Auth-Token: " + token)).status() == 200);
        recoveries.add((System.nanoTime() - restarted) / 1_000_000);
      }
    }
    Figures.of("faults: recovery of the sample app after a token service outage")
        .put("outages", outages)
        .put("time to the first 200 after the restart, ms", recoveries)
        .put("max ms", recoveries.stream().mapToLong(Long::longValue).max().orElse(0))
        .publish();
  }

  private static void expect(
      RawHttp http, String label, int status, Map<String, String> outcomes, List<String> wrong) {
    long started = System.nanoTime();
    HttpReply reply = get(http, "fault-" + label.replaceAll("[^a-z0-9]", "-"));
    long millis = (System.nanoTime() - started) / 1_000_000;
    outcomes.put(label, reply.status() + " in " + millis + " ms");
    if (reply.status() != status) {
      wrong.add(label + ": expected " + status + ", got " + reply);
    }
    if (status == 503 && !reply.errorId().equals("authentication-server-unreachable")) {
      wrong.add(label + ": not the runtime's 503: " + reply);
    }
  }

  private static HttpReply get(RawHttp http, String token) {
    return http.get("/echo/a/x", List.of("X-Auth-Token: " + token));
  }

  private static RemoteTokenValidator validator(String baseUrl, Duration ttl) {
    return RemoteTokenValidator.builder(baseUrl)
        .connectTimeout(Duration.ofMillis(500))
        .requestTimeout(REQUEST_TIMEOUT)
        .ttl(ttl)
        .build();
  }

  private static Answer htmlPage() {
    byte[] page = "<html><body>502 Bad Gateway</body></html>".getBytes(StandardCharsets.UTF_8);
    return new Answer(200, "text/html", page, page.length, 0);
  }
}
