package org.aclgen.quarkus.deployment;

import static org.assertj.core.api.Assertions.assertThat;

import io.micrometer.core.instrument.MeterRegistry;
import io.quarkus.test.QuarkusUnitTest;
import jakarta.inject.Inject;
import java.net.http.HttpResponse;
import org.aclgen.micrometer.AclMetrics;
import org.aclgen.runtime.decisions.Decision;
import org.aclgen.runtime.decisions.Reason;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.jboss.shrinkwrap.api.asset.StringAsset;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The extension's default set-up on Quarkus REST: aclgen authenticates in its route ahead of
 * Quarkus REST (the application's filter before matching runs after authentication), so its 401 is
 * sent before any code of the application runs; its 403 comes from its JAX-RS filter, which the
 * application's response filters see. Each decision reaches the application's listener bean, its
 * observer of the CDI event and its meter registry; {@code @Inject AclPrincipal} gives the token's
 * user.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class AuthenticationAheadTest {

  @RegisterExtension
  static final QuarkusUnitTest APP =
      new QuarkusUnitTest()
          .withApplicationRoot(
              jar ->
                  ThingsApplication.addTo(jar)
                      .addClasses(
                          PrincipalResource.class,
                          DecisionObserver.class,
                          RecordingListener.class,
                          Meters.class,
                          AppHeaderFilter.class,
                          LateFilter.class,
                          Requests.class)
                      .addAsResource(new StringAsset("hello"), "META-INF/resources/hello.txt"));

  @ConfigProperty(name = "quarkus.http.test-port")
  int port;

  @Inject DecisionObserver observer;

  @Inject RecordingListener listener;

  @Inject MeterRegistry meters;

  /**
   * The route, its order after static resources, and the listeners. First: PIT credits what runs
   * while the application starts (the feature's configuration, the route's installation) and at its
   * first request to the first test of the class only.
   */
  @Test
  @Order(1)
  void whatTheStartSetUp() throws Exception {
    aRequestWithoutATokenIsRefusedAheadOfTheApplication();
    aStaticResourceIsServedWithoutAToken();
    eachDecisionReachesTheListenerTheObserverAndTheMeters();
    theInjectedPrincipalIsTheTokensUser();
  }

  @Test
  void aRequestWithoutATokenIsRefusedAheadOfTheApplication() throws Exception {
    HttpResponse<String> refused = Requests.get(port, "/things", null);

    assertThat(refused.statusCode()).isEqualTo(401);
    assertThat(refused.headers().firstValue(AppHeaderFilter.HEADER)).isEmpty();
    assertThat(refused.headers().firstValue("Content-Type")).hasValue("application/json");
    assertThat(refused.body())
        .contains("\"error_id\":\"unauthorized\"", "\"required_acl\":\"demo.things.read\"");
  }

  @Test
  void aTokenWithoutTheAclIsRefusedByTheJaxRsFilter() throws Exception {
    HttpResponse<String> refused = Requests.get(port, "/things", OneValidator.STRANGER);

    assertThat(refused.statusCode()).isEqualTo(403);
    assertThat(refused.headers().firstValue(AppHeaderFilter.HEADER)).hasValue("yes");
  }

  @Test
  void aStaticResourceIsServedWithoutAToken() throws Exception {
    HttpResponse<String> served = Requests.get(port, "/hello.txt", null);

    assertThat(served.statusCode()).isEqualTo(200);
    assertThat(served.body()).isEqualTo("hello");
  }

  @Test
  void eachDecisionReachesTheListenerTheObserverAndTheMeters() throws Exception {
    assertThat(Requests.get(port, "/things", OneValidator.READER).statusCode()).isEqualTo(200);

    assertThat(observer.observed()).anySatisfy(AuthenticationAheadTest::grantedToTheReader);
    assertThat(listener.told()).anySatisfy(AuthenticationAheadTest::grantedToTheReader);
    assertThat(
            meters
                .find(AclMetrics.DECISIONS)
                .tag("operation", "GET /things")
                .tag("reason", Reason.GRANTED.id())
                .counter())
        .isNotNull()
        .satisfies(counter -> assertThat(counter.count()).isPositive());
  }

  @Test
  void theInjectedPrincipalIsTheTokensUser() throws Exception {
    HttpResponse<String> served = Requests.get(port, "/me", OneValidator.ADMIN);

    assertThat(served.statusCode()).isEqualTo(200);
    assertThat(served.body()).isEqualTo(OneValidator.USER);
  }

  @Test
  void aPublicOperationWithoutATokenHasNoPrincipal() throws Exception {
    HttpResponse<String> served = Requests.get(port, "/me/anyone", null);

    assertThat(served.statusCode()).isEqualTo(200);
    assertThat(served.body()).startsWith("[aclgen.no-principal] this request has no AclPrincipal");
  }

  @Test
  void aPublicOperationWithATokenHasItsPrincipal() throws Exception {
    HttpResponse<String> served = Requests.get(port, "/me/anyone", OneValidator.READER);

    assertThat(served.statusCode()).isEqualTo(200);
    assertThat(served.body()).isEqualTo(OneValidator.USER);
  }

  private static void grantedToTheReader(Decision decision) {
    assertThat(decision.reason()).isEqualTo(Reason.GRANTED);
    assertThat(decision.httpMethod()).isEqualTo("GET");
    assertThat(decision.pathTemplate()).isEqualTo("/things");
    assertThat(decision.requiredAcl()).isEqualTo("demo.things.read");
    assertThat(decision.user()).isEqualTo(OneValidator.USER);
  }
}
