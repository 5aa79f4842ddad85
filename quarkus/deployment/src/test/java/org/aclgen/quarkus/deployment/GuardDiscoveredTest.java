package org.aclgen.quarkus.deployment;

import static org.assertj.core.api.Assertions.assertThat;

import io.quarkus.test.QuarkusUnitTest;
import java.net.http.HttpResponse;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * An application that tells Quarkus REST to ignore build-time conditions, so that it discovers the
 * runtime's guard that the extension leaves out: aclgen then authorizes through its filters, which
 * mark what they let through for the guard, and the operations are served as usual.
 */
class GuardDiscoveredTest {

  @RegisterExtension
  static final QuarkusUnitTest APP =
      new QuarkusUnitTest()
          .withApplicationRoot(
              jar ->
                  ThingsApplication.addTo(jar).addClasses(Requests.class, PrincipalResource.class))
          .overrideConfigKey("quarkus.rest.build-time-condition-aware", "false");

  @ConfigProperty(name = "quarkus.http.test-port")
  int port;

  @Test
  void operationsAreServedAndRefusedAsUsual() throws Exception {
    HttpResponse<String> served = Requests.get(port, "/things", OneValidator.READER);
    HttpResponse<String> principal = Requests.get(port, "/me", OneValidator.ADMIN);
    HttpResponse<String> open = Requests.get(port, "/me/anyone", null);

    assertThat(served.statusCode()).isEqualTo(200);
    assertThat(principal.statusCode()).isEqualTo(200);
    assertThat(principal.body()).isEqualTo(OneValidator.USER);
    assertThat(open.statusCode()).isEqualTo(200);
    assertThat(Requests.get(port, "/things", OneValidator.STRANGER).statusCode()).isEqualTo(403);
  }

  /**
   * The filters read what the route decided, which the handler hands them in the request's
   * properties: one validation a request, not a second one in the filter.
   */
  @Test
  void theFiltersReadWhatTheRouteDecided() throws Exception {
    int before = OneValidator.VALIDATIONS.get();

    assertThat(Requests.get(port, "/things", OneValidator.READER).statusCode()).isEqualTo(200);

    assertThat(OneValidator.VALIDATIONS.get() - before).isEqualTo(1);
  }
}
