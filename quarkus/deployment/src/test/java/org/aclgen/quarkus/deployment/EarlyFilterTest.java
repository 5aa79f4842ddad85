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
 * A filter of the application before matching at {@code Priorities.AUTHENTICATION} may run before
 * aclgen authenticates: aclgen then authenticates in its JAX-RS filter, after it, and the
 * application's response filters see its 401.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class EarlyFilterTest {

  @RegisterExtension
  static final QuarkusUnitTest APP =
      new QuarkusUnitTest()
          .withApplicationRoot(
              jar ->
                  ThingsApplication.addTo(jar)
                      .addClasses(EarlyFilter.class, AppHeaderFilter.class, Requests.class));

  @ConfigProperty(name = "quarkus.http.test-port")
  int port;

  /**
   * The filter before matching. First: PIT credits what runs while the application starts (the
   * feature's configuration, the route's installation) and at its first request to the first test
   * of the class only.
   */
  @Test
  @Order(1)
  void whatTheStartSetUp() throws Exception {
    aclgenAuthenticatesInItsFilter();
    aTokenWithTheAclIsServed();
  }

  @Test
  void aclgenAuthenticatesInItsFilter() throws Exception {
    HttpResponse<String> refused = Requests.get(port, "/things", null);

    assertThat(refused.statusCode()).isEqualTo(401);
    assertThat(refused.headers().firstValue(AppHeaderFilter.HEADER)).hasValue("yes");
  }

  @Test
  void aTokenWithTheAclIsServed() throws Exception {
    assertThat(Requests.get(port, "/things", OneValidator.READER).body()).isEqualTo("things");
  }
}
