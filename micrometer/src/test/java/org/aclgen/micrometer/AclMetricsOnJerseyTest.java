package org.aclgen.micrometer;

import static org.assertj.core.api.Assertions.assertThat;

import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.Meter;
import io.micrometer.core.instrument.Timer;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import io.micrometer.prometheusmetrics.PrometheusConfig;
import io.micrometer.prometheusmetrics.PrometheusMeterRegistry;
import java.time.Duration;
import java.util.List;
import org.aclgen.runtime.AclFeature;
import org.aclgen.testing.LocalTokenStore;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * {@link AclMetrics} on a Jersey server: what a Prometheus scrape shows after a 200, a 401, a 403
 * and a public operation, and that a registry whose meters throw changes no reply.
 */
class AclMetricsOnJerseyTest {

  private static final String LINE = "f81d4fae-7dec-11d0-a765-00a0c91e6bf6";

  private final LocalTokenStore store = new LocalTokenStore();
  private final String reader =
      store.issue("alice", List.of("confd.lines.#"), Duration.ofHours(1)).token();
  private final String nobody = store.issue("bob", List.of(), Duration.ofHours(1)).token();
  private LinesApp app;

  @AfterEach
  void stop() {
    app.close();
  }

  @Test
  void aScrapeCountsEachDecisionByOperationOutcomeAndReason() {
    PrometheusMeterRegistry registry = new PrometheusMeterRegistry(PrometheusConfig.DEFAULT);
    app = LinesApp.start(AclFeature.builder(store).decisionListener(new AclMetrics(registry)));

    assertThat(app.get("/lines/" + LINE, reader)).isEqualTo(200);
    assertThat(app.get("/lines/" + LINE, reader)).isEqualTo(200);
    assertThat(app.get("/lines/" + LINE, null)).isEqualTo(401);
    assertThat(app.get("/lines/" + LINE, nobody)).isEqualTo(403);
    assertThat(app.get("/ping", null)).isEqualTo(200);
    assertThat(app.get("/nowhere", null)).isEqualTo(401);

    String scrape = registry.scrape();
    assertThat(scrape)
        .contains(
            decisions("GET /lines/{line_id}", "allowed", "aclgen.granted") + " 2.0",
            decisions("GET /lines/{line_id}", "unauthenticated", "aclgen.no-token") + " 1.0",
            decisions("GET /lines/{line_id}", "forbidden", "aclgen.not-granted") + " 1.0",
            decisions("GET /ping", "allowed", "aclgen.public") + " 1.0",
            decisions("unknown", "unauthenticated", "aclgen.no-token") + " 1.0",
            "aclgen_token_validation_seconds_count{service=\"confd\",validation=\"local\"} 3");
    assertThat(scrape)
        .as("no path value, filled ACL, user or token in any tag")
        .doesNotContain(LINE, "alice", "bob", reader, nobody);
  }

  @Test
  void aRegistryWhoseMetersThrowChangesNoReply() {
    app = LinesApp.start(AclFeature.builder(store).decisionListener(new AclMetrics(broken())));

    assertThat(app.get("/lines/" + LINE, reader)).isEqualTo(200);
    assertThat(app.get("/lines/" + LINE, null)).isEqualTo(401);
    assertThat(app.get("/lines/" + LINE, nobody)).isEqualTo(403);
    assertThat(app.get("/ping", null)).isEqualTo(200);
  }

  private static String decisions(String operation, String outcome, String reason) {
    return "aclgen_decisions_total{operation=\""
        + operation
        + "\",outcome=\""
        + outcome
        + "\",reason=\""
        + reason
        + "\",service=\"confd\"}";
  }

  /** A registry whose counters and timers throw at every recording. */
  static SimpleMeterRegistry broken() {
    return new SimpleMeterRegistry() {
      @Override
      protected Counter newCounter(Meter.Id id) {
        return new ThrowingCounter(id);
      }

      @Override
      protected Timer newTimer(
          Meter.Id id,
          io.micrometer.core.instrument.distribution.DistributionStatisticConfig config,
          io.micrometer.core.instrument.distribution.pause.PauseDetector pauseDetector) {
        throw new IllegalStateException("a registry that cannot make timers");
      }
    };
  }

  private record ThrowingCounter(Meter.Id getId) implements Counter {
    @Override
    public void increment(double amount) {
      throw new IllegalStateException("a counter that throws");
    }

    @Override
    public double count() {
      return 0;
    }
  }
}
