package org.aclgen.stacks.spring;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import io.micrometer.core.instrument.MeterRegistry;
import java.net.URI;
import java.time.Duration;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.CopyOnWriteArrayList;
import org.aclgen.micrometer.AclMetrics;
import org.aclgen.runtime.decisions.AuditLog;
import org.aclgen.runtime.decisions.Decision;
import org.aclgen.runtime.decisions.DecisionListener;
import org.aclgen.runtime.decisions.Reason;
import org.aclgen.stacks.StackTokens;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.TestConfiguration;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.context.annotation.Bean;
import org.springframework.context.event.EventListener;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/**
 * aclgen-spring-boot on Spring Boot with Jersey: with the feature registered by class in the
 * application's {@code ResourceConfig}, an {@code @EventListener} of {@link Decision} and a bean
 * that is a {@link DecisionListener} hear of each judged request, and Actuator's registry counts
 * them.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
@ExtendWith(OutputCaptureExtension.class)
class SpringBootDecisionsTest {

  static final List<Decision> PUBLISHED = new CopyOnWriteArrayList<>();
  static final List<Decision> TOLD = new CopyOnWriteArrayList<>();

  @TestConfiguration
  static class Listeners {
    @EventListener
    void on(Decision decision) {
      PUBLISHED.add(decision);
    }

    @Bean
    DecisionListener recordingListener() {
      return TOLD::add;
    }

    @Bean
    AuditLog auditLog() {
      return AuditLog.refusals();
    }
  }

  @LocalServerPort int port;

  @Autowired MeterRegistry registry;

  @DynamicPropertySource
  static void tokenService(DynamicPropertyRegistry registry) {
    registry.add("aclgen.token-service.url", StackTokens::start);
  }

  @BeforeEach
  void clear() {
    PUBLISHED.clear();
    TOLD.clear();
  }

  @Test
  void anEventListenerAndAListenerBeanHearOfEachDecision(CapturedOutput output) throws Exception {
    URI users = URI.create("http://127.0.0.1:" + port + "/users");
    String user = UUID.randomUUID().toString();

    assertThat(StackTokens.status(users, null)).isEqualTo(401);
    assertThat(StackTokens.status(users, StackTokens.issue(user))).isEqualTo(403);
    assertThat(StackTokens.status(users, StackTokens.issue(user, "confd.users.read")))
        .isEqualTo(200);

    assertThat(PUBLISHED)
        .extracting(Decision::reason)
        .containsExactly(Reason.NO_TOKEN, Reason.NOT_GRANTED, Reason.GRANTED);
    assertThat(TOLD).containsExactlyElementsOf(PUBLISHED);
    assertThat(PUBLISHED.get(2).user()).isEqualTo(user);
    assertThat(PUBLISHED.get(2).requiredAcl()).isEqualTo("confd.users.read");

    // The audit log, a listener bean too, writes through Logback (Boot bridges java.util.logging).
    String forbidden = StackTokens.issue(user);
    assertThat(StackTokens.status(users, forbidden)).isEqualTo(403);
    await()
        .atMost(Duration.ofSeconds(10))
        .untilAsserted(
            () ->
                assertThat(output.getOut())
                    .contains("org.aclgen.audit")
                    .contains("\"reason\":\"aclgen.not-granted\""));
    assertThat(output.getOut()).doesNotContain(forbidden);

    // aclgen-micrometer is on the class path and Actuator made a registry: the decisions count.
    assertThat(
            registry
                .get(AclMetrics.DECISIONS)
                .tag("operation", "GET /users")
                .tag("outcome", "forbidden")
                .counter()
                .count())
        .isEqualTo(2.0);
  }
}
