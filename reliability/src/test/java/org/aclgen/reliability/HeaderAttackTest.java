package org.aclgen.reliability;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.aclgen.reliability.support.EchoApp;
import org.aclgen.reliability.support.Figures;
import org.aclgen.reliability.support.HttpReply;
import org.aclgen.reliability.support.RawHttp;
import org.aclgen.sample.Options;
import org.aclgen.sample.SampleApp;
import org.aclgen.sample.config.UserAccount;
import org.aclgen.sample.platform.auth.MemoryTokenStore;
import org.aclgen.testing.LocalTokenStore;
import org.aclgen.testsupport.MutableClock;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Hostile token headers over a raw socket, against the echo app and the sample app: duplicate and
 * conflicting tokens, CR/LF and control characters, odd lengths and characters. Each case states
 * its status; no token ever appears in a reply.
 */
class HeaderAttackTest {

  private static final Instant START = Instant.parse("2026-01-01T00:00:00Z");

  private static EchoApp echo;
  private static SampleApp sample;
  private static LocalTokenStore echoTokens;
  private static MutableClock clock;

  @BeforeAll
  static void start() throws Exception {
    clock = new MutableClock(START);
    echoTokens = new LocalTokenStore(clock);
    echo = EchoApp.start(echoTokens);
    sample =
        SampleApp.start(
            Options.defaults()
                .withPort(0)
                .withUsers(
                    List.of(
                        new UserAccount(
                            "alice", "pw-a", Uuids.ALICE, List.of("confd.users.me.#.read")),
                        new UserAccount("carol", "pw-c", Uuids.OTHER, List.of()))));
  }

  @AfterAll
  static void stop() throws Exception {
    echo.close();
    sample.close();
  }

  @Test
  void echoAppAnswersEachHeaderCaseWithItsStatus() {
    String granting = echoTokens.issue(Uuids.ALICE, List.of("echo.a.read"), hour()).token();
    String other = echoTokens.issue(Uuids.OTHER, List.of(), hour()).token();
    // The echo app runs Jetty's default compliance mode, the sample app the strict one.
    attack("echo app", new RawHttp(echo.port()), "/echo/a/x", granting, other, false);
  }

  @Test
  void sampleAppAnswersEachHeaderCaseWithItsStatus() {
    MemoryTokenStore tokens = sample.tokens();
    String granting = tokens.issue(Uuids.ALICE, List.of("confd.users.me.#.read"), hour()).token();
    String other = tokens.issue(Uuids.OTHER, List.of(), hour()).token();
    String path = "/api/confd/1.1/users/" + Uuids.ALICE + "/lines";
    attack("sample app", new RawHttp(sample.port()), path, granting, other, true);
  }

  @Test
  void revokedAndExpiredTokensAreUnauthorized() {
    String revoked = echoTokens.issue(Uuids.ALICE, List.of("echo.a.read"), hour()).token();
    String expiring =
        echoTokens.issue(Uuids.ALICE, List.of("echo.a.read"), Duration.ofMinutes(1)).token();
    RawHttp http = new RawHttp(echo.port());
    assertThat(http.get("/echo/a/x", List.of("X-Auth-Token: " + revoked)).status()).isEqualTo(200);
    assertThat(http.get("/echo/a/x", List.of("X-Auth-Token: " + expiring)).status()).isEqualTo(200);

    echoTokens.revoke(revoked);
    clock.advance(Duration.ofMinutes(2));

    assertThat(http.get("/echo/a/x", List.of("X-Auth-Token: " + revoked)).status()).isEqualTo(401);
    assertThat(http.get("/echo/a/x", List.of("X-Auth-Token: " + expiring)).status()).isEqualTo(401);
  }

  private static void attack(
      String target,
      RawHttp http,
      String path,
      String granting,
      String other,
      boolean strictParsing) {
    List<String> wrong = new ArrayList<>();
    Map<Integer, Integer> byStatus = new TreeMap<>();
    int leaks = 0;
    int serverErrors = 0;
    List<HeaderCase> cases = HeaderCases.all(granting, strictParsing);
    for (HeaderCase headerCase : cases) {
      HttpReply reply = http.get(path, headerCase.linesFor(granting, other));
      byStatus.merge(reply.status(), 1, Integer::sum);
      serverErrors += reply.status() >= 500 ? 1 : 0;
      if (reply.body().contains(granting) || reply.body().contains(other)) {
        leaks++;
      }
      if (reply.status() != headerCase.expectedStatus()) {
        wrong.add(
            headerCase.label() + ": expected " + headerCase.expectedStatus() + ", got " + reply);
      } else if (reply.status() == 401 && reply.header("www-authenticate").isEmpty()) {
        wrong.add(headerCase.label() + ": 401 without WWW-Authenticate");
      }
    }
    Figures.of("bad input: token headers, " + target)
        .put("cases", cases.size())
        .put("replies by status", byStatus)
        .put("wrong status", wrong.size())
        .put("replies holding a token", leaks)
        .put("5xx", serverErrors)
        .publish();
    assertThat(wrong).isEmpty();
    assertThat(leaks).isZero();
    assertThat(serverErrors).isZero();
  }

  private static Duration hour() {
    return Duration.ofHours(1);
  }
}
