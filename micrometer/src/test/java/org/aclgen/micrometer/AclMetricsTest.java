package org.aclgen.micrometer;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;

import io.micrometer.core.instrument.Meter;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import java.time.Duration;
import java.time.Instant;
import org.aclgen.runtime.decisions.Decision;
import org.aclgen.runtime.decisions.Reason;
import org.aclgen.runtime.decisions.TokenValidation;
import org.aclgen.testsupport.LogCapture;
import org.junit.jupiter.api.Test;

/** {@link AclMetrics} told decisions directly: bounded tags, and a failing registry. */
class AclMetricsTest {

  private static Decision decision(String method, String path, Reason reason, Duration took) {
    return new Decision(
        Instant.parse("2026-01-01T10:00:00Z"),
        "confd",
        method,
        path,
        null,
        null,
        null,
        reason,
        null,
        null,
        took == null ? TokenValidation.NONE : TokenValidation.UNKNOWN,
        took,
        null);
  }

  @Test
  void operationsPastTheBoundAreCountedAsOther() {
    SimpleMeterRegistry registry = new SimpleMeterRegistry();
    AclMetrics metrics = new AclMetrics(registry);
    int invented = AclMetrics.MAX_SERIES + 50;
    for (int i = 0; i < invented; i++) {
      metrics.decided(decision("M" + i, "/lines/{line_id}", Reason.NO_TOKEN, null));
    }

    assertThat(registry.find(AclMetrics.DECISIONS).counters()).hasSize(AclMetrics.MAX_SERIES + 1);
    assertThat(
            registry
                .get(AclMetrics.DECISIONS)
                .tag("operation", AclMetrics.OTHER)
                .tag("reason", "aclgen.no-token")
                .counter()
                .count())
        .isEqualTo(50);
  }

  @Test
  void validationsAreTimedByServiceAndHowTheTokenWasValidated() {
    SimpleMeterRegistry registry = new SimpleMeterRegistry();
    AclMetrics metrics = new AclMetrics(registry);
    metrics.decided(decision("GET", "/ping", Reason.PUBLIC, null));
    metrics.decided(decision("GET", "/lines/{line_id}", Reason.GRANTED, Duration.ofMillis(3)));

    assertThat(registry.find(AclMetrics.TOKEN_VALIDATION).timers())
        .singleElement()
        .satisfies(
            timer -> {
              assertThat(timer.getId().getTag("service")).isEqualTo("confd");
              assertThat(timer.getId().getTag("validation")).isEqualTo("unknown");
              assertThat(timer.count()).isEqualTo(1);
              assertThat(timer.totalTime(java.util.concurrent.TimeUnit.MILLISECONDS)).isEqualTo(3);
            });
  }

  @Test
  void aFailingRegistryNeverThrowsAndIsLoggedOnce() {
    AclMetrics metrics = new AclMetrics(AclMetricsOnJerseyTest.broken());
    try (LogCapture log = LogCapture.of(AclMetrics.class)) {
      for (int i = 0; i < 3; i++) {
        assertThatCode(
                () ->
                    metrics.decided(
                        decision("GET", "/lines/{line_id}", Reason.GRANTED, Duration.ofMillis(1))))
            .doesNotThrowAnyException();
      }
      assertThat(log.containing("[aclgen.metrics-failed]")).hasSize(1);
    }
  }

  @Test
  void theMetersAndTagsAreTheDocumentedOnes() throws java.io.IOException {
    SimpleMeterRegistry registry = new SimpleMeterRegistry();
    new AclMetrics(registry)
        .decided(decision("GET", "/lines/{line_id}", Reason.NOT_GRANTED, Duration.ofMillis(1)));

    String page = java.nio.file.Files.readString(java.nio.file.Path.of("../docs/observability.md"));
    assertThat(registry.getMeters()).hasSize(2);
    for (Meter meter : registry.getMeters()) {
      assertThat(page).contains("| `" + meter.getId().getName() + "` |");
      for (io.micrometer.core.instrument.Tag tag : meter.getId().getTags()) {
        assertThat(page).contains("| `" + tag.getKey() + "` |");
      }
    }
  }
}
