package org.aclgen.sample.platform.websocketd;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.net.http.HttpClient;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.aclgen.sample.Options;
import org.aclgen.sample.SampleApp;
import org.aclgen.testsupport.WsClient;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Issue 26 §1: one user holding only {@code websocketd} opened WebSockets until the server ran out
 * of memory. The sessions are bounded per token, per user and in all; a session past a bound is
 * closed with 1013 (try again later) and a reason naming the bound, and its place is free again
 * once a session closes.
 */
class SessionLimitsTest {

  private static final Duration WAIT = Duration.ofSeconds(20);

  private static SampleApp app;
  private static HttpClient http;
  private final List<WsClient> open = new ArrayList<>();

  @BeforeAll
  static void start() throws Exception {
    app = SampleApp.start(Options.defaults().withPort(0).withUsers(EventUsers.ALL));
    http = HttpClient.newHttpClient();
  }

  @AfterAll
  static void stop() {
    app.close();
  }

  @AfterEach
  void closeSessions() {
    open.forEach(WsClient::close);
    open.clear();
  }

  private static String token(String user) {
    return app.tokens().issue(user, List.of("websocketd"), Duration.ofHours(1)).token();
  }

  private WsClient admitted(String token) throws Exception {
    WsClient client = WsClient.subscribeAll(http, app.baseUri(), token, WAIT);
    open.add(client);
    return client;
  }

  private WsClient.Closed refused(String token) throws Exception {
    try (WsClient client =
        WsClient.connect(app.baseUri(), "/api/websocketd/?version=2&token=" + token)) {
      return client.awaitClose(WAIT);
    }
  }

  @Test
  void oneTokenPastItsBoundIsClosed1013UntilOneOfItsSessionsCloses() throws Exception {
    String token = token(EventUsers.PLAIN.uuid());
    for (int i = 0; i < SessionLimits.PER_TOKEN; i++) {
      admitted(token);
    }

    WsClient.Closed closed = refused(token);

    assertThat(closed.code()).isEqualTo(1013);
    assertThat(closed.reason())
        .isEqualTo("more than " + SessionLimits.PER_TOKEN + " sessions with this token");
    admitted(token(EventUsers.PLAIN.uuid())); // another token of the same user is let in

    open.remove(0).close();
    awaitAdmitted(token);
  }

  @Test
  void oneUserPastItsBoundWithManyTokensIsClosed1013() throws Exception {
    String user = EventUsers.BOB.uuid();
    for (int t = 0; t < SessionLimits.PER_USER / SessionLimits.PER_TOKEN; t++) {
      String token = token(user);
      for (int i = 0; i < SessionLimits.PER_TOKEN; i++) {
        admitted(token);
      }
    }
    assertThat(app.eventSessions()).isGreaterThanOrEqualTo(SessionLimits.PER_USER);

    WsClient.Closed closed = refused(token(user));

    assertThat(closed.code()).isEqualTo(1013);
    assertThat(closed.reason())
        .isEqualTo("more than " + SessionLimits.PER_USER + " sessions of this user");
    // Another user is not held back by the first one's sessions.
    admitted(token(EventUsers.WATCHER.uuid()));
  }

  @Test
  void aRenewalToATokenAtItsBoundClosesTheSessionAndKeepsTheOthers() throws Exception {
    String full = token(EventUsers.PLAIN.uuid());
    for (int i = 0; i < SessionLimits.PER_TOKEN; i++) {
      admitted(full);
    }
    WsClient renewing = admitted(token(EventUsers.PLAIN.uuid()));

    renewing.send("{\"op\":\"token\",\"data\":{\"token\":\"" + full + "\"}}");

    assertThat(renewing.awaitClose(WAIT).code()).isEqualTo(1013);
    assertThat(open.get(0).closed()).isEmpty();
  }

  @Test
  void theTotalIsCountedFromOpenToCloseAndRefusedPastIt() throws Exception {
    SessionLimits limits = new SessionLimits(2, 3, 3);
    limits.open();
    limits.open();
    limits.open();
    assertThatThrownBy(limits::open)
        .isInstanceOfSatisfying(
            SessionRefusal.class,
            refusal -> {
              assertThat(refusal.closeCode()).isEqualTo(CloseCode.TRY_AGAIN_LATER);
              assertThat(refusal).hasMessage("the event service holds its 3 sessions");
            });
    limits.close();
    limits.open();

    SessionLimits.Holder first = limits.admit(null, "t1", "u");
    limits.admit(null, "t1", "u");
    assertThatThrownBy(() -> limits.admit(null, "t1", "u")).isInstanceOf(SessionRefusal.class);
    SessionLimits.Holder moved = limits.admit(first, "t2", "u");
    assertThat(limits.admit(null, "t1", "u")).as("the renewal gave t1's place back").isNotNull();
    assertThatThrownBy(() -> limits.admit(null, "t3", "u"))
        .as("the user holds 3")
        .hasMessage("more than 3 sessions of this user");
    limits.release(moved);
    assertThat(limits.admit(null, "t3", "u")).isNotNull();
  }

  @Test
  void theTotalFitsAQuarterOfTheHeapAtWorst() {
    long heap = 512L << 20;
    int total = SessionLimits.totalForHeap(heap);

    assertThat(total * SessionLimits.WORST_CASE_SESSION_BYTES).isLessThanOrEqualTo(heap / 4);
    assertThat(total).isEqualTo(682);
    assertThat(SessionLimits.totalForHeap(64L << 30)).isEqualTo(SessionLimits.MAX_TOTAL);
  }

  /** Connects until admitted: the server gives a place back once it sees the client's close. */
  private void awaitAdmitted(String token) throws Exception {
    long deadline = System.nanoTime() + WAIT.toNanos();
    while (true) {
      WsClient client =
          WsClient.connect(app.baseUri(), "/api/websocketd/?version=2&token=" + token);
      open.add(client);
      try {
        assertThat(client.next().path("op").asText()).isEqualTo("init");
        return;
      } catch (AssertionError refusedStill) {
        if (System.nanoTime() > deadline) {
          throw refusedStill;
        }
      }
    }
  }
}
