package org.aclgen.quarkus.deployment;

import static org.assertj.core.api.Assertions.assertThat;

import io.micrometer.core.instrument.MeterRegistry;
import io.quarkus.test.QuarkusUnitTest;
import jakarta.inject.Inject;
import java.net.http.HttpResponse;
import org.aclgen.micrometer.AclMetrics;
import org.aclgen.runtime.decisions.Reason;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * {@code aclgen.quarkus.authenticate-ahead=false}: aclgen authenticates in its JAX-RS filter before
 * matching, so the application's response filters see its 401 too. With {@code
 * aclgen.decisions.cdi-events=false} and {@code aclgen.decisions.metrics=false}, the decisions
 * reach the listener bean only: neither the observer nor the meter registry.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class AuthenticateInFilterTest {

  @RegisterExtension
  static final QuarkusUnitTest APP =
      new QuarkusUnitTest()
          .withApplicationRoot(
              jar ->
                  ThingsApplication.addTo(jar)
                      .addClasses(
                          DecisionObserver.class,
                          RecordingListener.class,
                          Meters.class,
                          AppHeaderFilter.class,
                          Requests.class))
          .overrideConfigKey("aclgen.quarkus.authenticate-ahead", "false")
          .overrideConfigKey("aclgen.decisions.cdi-events", " false")
          .overrideConfigKey("aclgen.decisions.metrics", "false ");

  @ConfigProperty(name = "quarkus.http.test-port")
  int port;

  @Inject DecisionObserver observer;

  @Inject RecordingListener listener;

  @Inject MeterRegistry meters;

  /**
   * The filter before matching and the listener bean alone. First: PIT credits what runs while the
   * application starts (the feature's configuration, the route's installation) and at its first
   * request to the first test of the class only.
   */
  @Test
  @Order(1)
  void whatTheStartSetUp() throws Exception {
    theApplicationsResponseFilterSeesThe401();
    theDecisionsReachTheListenerBeanOnly();
  }

  @Test
  void theApplicationsResponseFilterSeesThe401() throws Exception {
    HttpResponse<String> refused = Requests.get(port, "/things", null);

    assertThat(refused.statusCode()).isEqualTo(401);
    assertThat(refused.headers().firstValue(AppHeaderFilter.HEADER)).hasValue("yes");
  }

  @Test
  void theDecisionsReachTheListenerBeanOnly() throws Exception {
    assertThat(Requests.get(port, "/things", OneValidator.READER).statusCode()).isEqualTo(200);

    assertThat(listener.told()).anySatisfy(d -> assertThat(d.reason()).isEqualTo(Reason.GRANTED));
    assertThat(observer.observed()).isEmpty();
    assertThat(meters.find(AclMetrics.DECISIONS).counters()).isEmpty();
  }
}
