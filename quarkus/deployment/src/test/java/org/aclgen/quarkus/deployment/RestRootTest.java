package org.aclgen.quarkus.deployment;

import static org.assertj.core.api.Assertions.assertThat;

import io.quarkus.test.QuarkusUnitTest;
import java.net.http.HttpResponse;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Quarkus REST served under {@code /api} ({@code quarkus.rest.path}): aclgen's route refuses what
 * Quarkus REST would receive, {@code /api} and below, and lets every other path through untouched.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class RestRootTest {

  @RegisterExtension
  static final QuarkusUnitTest APP =
      new QuarkusUnitTest()
          .withApplicationRoot(
              jar -> ThingsApplication.addTo(jar).addClasses(AppHeaderFilter.class, Requests.class))
          .overrideConfigKey("quarkus.rest.path", "/api");

  @ConfigProperty(name = "quarkus.http.test-port")
  int port;

  /**
   * The route at Quarkus REST's root. First: PIT credits what runs while the application starts
   * (the feature's configuration, the route's installation) and at its first request to the first
   * test of the class only.
   */
  @Test
  @Order(1)
  void whatTheStartSetUp() throws Exception {
    theOperationsUnderTheRootAreProtected();
    theRootItselfIsRefusedAheadOfTheApplication();
    aPathOutsideTheRootIsLeftAlone();
  }

  @Test
  void theOperationsUnderTheRootAreProtected() throws Exception {
    HttpResponse<String> refused = Requests.get(port, "/api/things", null);

    assertThat(refused.statusCode()).isEqualTo(401);
    assertThat(refused.headers().firstValue(AppHeaderFilter.HEADER)).isEmpty();
    assertThat(Requests.get(port, "/api/things", OneValidator.READER).body()).isEqualTo("things");
  }

  @Test
  void theRootItselfIsRefusedAheadOfTheApplication() throws Exception {
    HttpResponse<String> refused = Requests.get(port, "/api", null);

    assertThat(refused.statusCode()).isEqualTo(401);
    assertThat(refused.headers().firstValue(AppHeaderFilter.HEADER)).isEmpty();
  }

  @Test
  void aPathOutsideTheRootIsLeftAlone() throws Exception {
    assertThat(Requests.get(port, "/apix", null).statusCode()).isEqualTo(404);
    assertThat(Requests.get(port, "/things", null).statusCode()).isEqualTo(404);
  }
}
