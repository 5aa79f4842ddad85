package org.aclgen.stacks.quarkus;

import static org.assertj.core.api.Assertions.assertThat;

import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.logging.Handler;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import org.aclgen.runtime.decisions.AuditLog;
import org.aclgen.runtime.decisions.Decision;
import org.aclgen.runtime.decisions.Reason;
import org.aclgen.runtime.decisions.TokenValidation;
import org.aclgen.stacks.StackTokenService;
import org.aclgen.stacks.StackTokens;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Decisions on Quarkus REST, where aclgen-quarkus authenticates in a Vert.x route ahead of it: a
 * listener found by {@link java.util.ServiceLoader}, a bean that is a listener and an observer of
 * the CDI event are told of each judged request, one decision each, and {@code aclgen.audit=all}
 * writes them on {@code org.aclgen.audit} without the token.
 */
@QuarkusTest
@TestProfile(DecisionsTest.WithAuditLog.class)
@QuarkusTestResource(StackTokenService.class)
class DecisionsTest {

  /** The audit log of every decision, by properties. */
  public static class WithAuditLog implements QuarkusTestProfile {
    @Override
    public Map<String, String> getConfigOverrides() {
      return Map.of("aclgen.audit", "all", "aclgen.audit.masked-path-values", "user_id");
    }
  }

  @TestHTTPResource("/users")
  URI users;

  @TestHTTPResource("/health")
  URI health;

  @TestHTTPResource("/q/metrics")
  URI metrics;

  @BeforeEach
  void clear() {
    RecordingListener.DECISIONS.clear();
    DecisionBeans.Observer.OBSERVED.clear();
    DecisionBeans.ListenerBean.TOLD.clear();
  }

  private Decision only(URI uri, String token, int status) throws Exception {
    RecordingListener.DECISIONS.clear();
    assertThat(StackTokens.status(uri, token)).isEqualTo(status);
    // Listeners are told on the request's thread, before the reply goes out.
    assertThat(RecordingListener.DECISIONS).as("one decision per request").hasSize(1);
    return RecordingListener.DECISIONS.get(0);
  }

  @Test
  void eachJudgedRequestIsOneDecisionAndTheAuditLogHoldsNoToken() throws Exception {
    List<String> lines = new CopyOnWriteArrayList<>();
    Handler handler =
        new Handler() {
          @Override
          public void publish(LogRecord record) {
            lines.add(record.getMessage());
          }

          @Override
          public void flush() {}

          @Override
          public void close() {}
        };
    Logger audit = Logger.getLogger(AuditLog.LOGGER);
    audit.addHandler(handler);
    try {
      String user = UUID.randomUUID().toString();
      String reader = StackTokens.issue(user, "confd.users.read");
      String nothing = StackTokens.issue(user);

      Decision refused = only(users, null, 401);
      assertThat(refused.reason()).isEqualTo(Reason.NO_TOKEN);
      assertThat(refused.resourceMethod()).as("refused in the Vert.x route").isNull();
      assertThat(refused.pathTemplate()).isEqualTo("/users");

      Decision granted = only(users, reader, 200);
      assertThat(granted.reason()).isEqualTo(Reason.GRANTED);
      assertThat(granted.requiredAcl()).isEqualTo("confd.users.read");
      assertThat(granted.user()).isEqualTo(user);
      assertThat(granted.resourceMethod()).isNotNull();
      assertThat(granted.tokenFingerprint()).hasSize(16);
      assertThat(granted.tokenValidation())
          .as("the first request with the token asks the token service")
          .isEqualTo(TokenValidation.UPSTREAM);
      assertThat(granted.validationTime()).isNotNull();
      assertThat(only(users, reader, 200).tokenValidation()).isEqualTo(TokenValidation.CACHE_HIT);

      assertThat(only(users, nothing, 403).reason()).isEqualTo(Reason.NOT_GRANTED);
      assertThat(only(health, null, 200).reason()).isEqualTo(Reason.PUBLIC);

      // The audit log writes from a thread of its own.
      long deadline = System.nanoTime() + Duration.ofSeconds(10).toNanos();
      while (lines.size() < 4 && System.nanoTime() < deadline) {
        Thread.sleep(20);
      }
      assertThat(lines).hasSizeGreaterThanOrEqualTo(4);
      assertThat(lines).allSatisfy(line -> assertThat(line).startsWith("{\"time\":"));
      assertThat(lines).noneMatch(line -> line.contains(reader) || line.contains(nothing));
      assertThat(lines).anyMatch(line -> line.contains("\"reason\":\"aclgen.not-granted\""));
    } finally {
      audit.removeHandler(handler);
    }
  }

  @Test
  void anObserverOfTheCdiEventAndAListenerBeanHearOfEachDecisionDespiteOneThatThrows()
      throws Exception {
    String user = UUID.randomUUID().toString();
    String nothing = StackTokens.issue(user);

    assertThat(StackTokens.status(users, null)).isEqualTo(401);
    assertThat(StackTokens.status(users, nothing)).isEqualTo(403);

    assertThat(DecisionBeans.Observer.OBSERVED)
        .extracting(Decision::reason)
        .containsExactly(Reason.NO_TOKEN, Reason.NOT_GRANTED);
    assertThat(DecisionBeans.ListenerBean.TOLD)
        .extracting(Decision::reason)
        .containsExactly(Reason.NO_TOKEN, Reason.NOT_GRANTED);
    assertThat(DecisionBeans.Observer.OBSERVED.get(1).user()).isEqualTo(user);

    // aclgen-micrometer beside quarkus-micrometer: the decisions count in its registry.
    HttpResponse<String> scrape =
        HttpClient.newHttpClient()
            .send(HttpRequest.newBuilder(metrics).build(), HttpResponse.BodyHandlers.ofString());
    assertThat(scrape.statusCode()).isEqualTo(200);
    assertThat(scrape.body().lines())
        .anySatisfy(
            line ->
                assertThat(line)
                    .startsWith("aclgen_decisions_total{")
                    .contains("operation=\"GET /users\"")
                    .contains("outcome=\"forbidden\""));
  }
}
