package org.aclgen.reliability;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import org.aclgen.acl.AccessCheck;
import org.aclgen.reliability.support.EchoApp;
import org.aclgen.reliability.support.Figures;
import org.aclgen.reliability.support.Heap;
import org.aclgen.reliability.support.HttpReply;
import org.aclgen.reliability.support.RawHttp;
import org.aclgen.reliability.support.TokenJson;
import org.aclgen.tokens.RemoteTokenValidator;
import org.aclgen.tokens.testing.FakeTokenService;
import org.aclgen.tokens.testing.FakeTokenService.Answer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * A token service on loopback answering hostile or broken token replies to the runtime's remote
 * validator: every reply the runtime accepts gets the matcher's verdict, everything else is a 401
 * (expired) or a 503, in bounded time, and no exception reaches the client.
 */
class TokenReplyAttackTest {

  /** A generous ceiling that only a hang or a runaway parse would pass. */
  private static final long MAX_MILLIS = 10_000;

  private static final ObjectMapper MAPPER = new ObjectMapper();
  private static final Map<String, Answer> ANSWERS = new ConcurrentHashMap<>();
  private static FakeTokenService tokenService;
  private static EchoApp echo;
  private static RemoteTokenValidator validator;

  @BeforeAll
  static void start() throws Exception {
    tokenService =
        FakeTokenService.start(
            token -> ANSWERS.getOrDefault(token, Answer.json(404, "{\"message\": \"unknown\"}")));
    validator =
        RemoteTokenValidator.builder(tokenService.baseUrl())
            .connectTimeout(Duration.ofSeconds(1))
            .requestTimeout(Duration.ofSeconds(5))
            .build();
    echo = EchoApp.start(validator);
  }

  @AfterAll
  static void stop() throws Exception {
    echo.close();
    tokenService.close();
  }

  @Test
  void everyReplyIsTheMatchersVerdictOrARefusal() {
    RawHttp http = new RawHttp(echo.port());
    List<TokenReplyCase> cases = TokenReplyCases.all();
    List<String> wrong = new ArrayList<>();
    Map<Integer, Integer> byStatus = new TreeMap<>();
    long slowest = 0;
    String slowestCase = "";
    long heapBefore = Heap.usedAfterGc();
    for (int i = 0; i < cases.size(); i++) {
      TokenReplyCase c = cases.get(i);
      String token = "reply-case-" + i;
      ANSWERS.put(token, c.answer());
      long started = System.nanoTime();
      HttpReply reply =
          http.get("/echo/" + c.pathValue() + "/x", List.of("X-Auth-Token: " + token));
      long millis = (System.nanoTime() - started) / 1_000_000;
      if (millis > slowest) {
        slowest = millis;
        slowestCase = c.label();
      }
      byStatus.merge(reply.status(), 1, Integer::sum);
      if (reply.status() != c.expectedStatus() || millis > MAX_MILLIS) {
        wrong.add(
            c.label()
                + ": expected "
                + c.expectedStatus()
                + ", got "
                + reply
                + " in "
                + millis
                + " ms");
      }
      if (!agreesWithTheMatcher(c)) {
        wrong.add(
            c.label() + ": the table's " + c.expectedStatus() + " is not the matcher's verdict");
      }
      if (reply.status() == 503 && !reply.errorId().equals("authentication-server-unreachable")) {
        wrong.add(c.label() + ": a 503 that is not the runtime's: " + reply);
      }
      ANSWERS.remove(token);
    }
    long heapAfter = Heap.usedAfterGc();
    int cached = validator.statistics().cacheSize();
    validator.invalidateAll();
    long heapWithoutCache = Heap.usedAfterGc();
    Figures.of("bad input: token service replies")
        .put("cases", cases.size())
        .put("replies by status", byStatus)
        .put("wrong status", wrong.size())
        .put("slowest reply", slowest + " ms (" + slowestCase + ")")
        .put("heap after GC, before -> after", Heap.mib(heapBefore) + " -> " + Heap.mib(heapAfter))
        .put("valid tokens cached at the end", cached)
        .put("heap after GC once the cache is emptied", Heap.mib(heapWithoutCache))
        .publish();
    assertThat(wrong).isEmpty();
  }

  /**
   * For a reply the runtime must accept, the expected 200 or 403 is what the matcher alone says.
   */
  private static boolean agreesWithTheMatcher(TokenReplyCase c) {
    if (c.expectedStatus() != 200 && c.expectedStatus() != 403) {
      return true;
    }
    try {
      JsonNode data = MAPPER.readTree(c.answer().body()).path("data");
      List<String> acl = new ArrayList<>();
      data.path("acl").forEach(entry -> acl.add(entry.asText()));
      AccessCheck check = AccessCheck.of(data.path("auth_id").asText(), acl);
      boolean allows = check.allows(EchoApp.TEMPLATE.fill(name -> c.pathValue()));
      return allows == (c.expectedStatus() == 200);
    } catch (IOException e) {
      return false;
    }
  }

  /**
   * {@code me} stands for the token's user; a path value is escaped into one word before it is
   * compared with the user. A user whose id holds the escaped text of another value must not get
   * that value: user {@code a%2Eb} is not user {@code a.b}.
   */
  @Test
  void meIsTheUserNotTheEscapedTextOfAnotherValue() {
    String token = "me-escaping";
    ANSWERS.put(token, Answer.json(200, TokenJson.valid("a%2Eb", List.of("echo.me.read"))));

    HttpReply reply =
        new RawHttp(echo.port()).get("/echo/a.b/x", List.of("X-Auth-Token: " + token));

    assertThat(reply.status()).isEqualTo(403);
  }
}
