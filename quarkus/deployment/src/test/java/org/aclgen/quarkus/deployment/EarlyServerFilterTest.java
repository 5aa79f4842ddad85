package org.aclgen.quarkus.deployment;

import static org.assertj.core.api.Assertions.assertThat;

import io.quarkus.test.QuarkusUnitTest;
import jakarta.ws.rs.Priorities;
import jakarta.ws.rs.container.ContainerRequestContext;
import java.net.http.HttpResponse;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.jboss.resteasy.reactive.server.ServerRequestFilter;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A {@code @ServerRequestFilter} method before matching at {@code Priorities.AUTHENTICATION}, which
 * Quarkus REST registers as a build item rather than finds as a provider, makes aclgen authenticate
 * in its JAX-RS filter too, after it: the application's response filters see aclgen's 401.
 */
class EarlyServerFilterTest {

  /** The application's filter: it runs before aclgen would authenticate. */
  public static class Filters {
    @ServerRequestFilter(preMatching = true, priority = Priorities.AUTHENTICATION)
    public void early(ContainerRequestContext request) {
      request.setProperty("early", Boolean.TRUE);
    }
  }

  @RegisterExtension
  static final QuarkusUnitTest APP =
      new QuarkusUnitTest()
          .withApplicationRoot(
              jar ->
                  ThingsApplication.addTo(jar)
                      .addClasses(Filters.class, AppHeaderFilter.class, Requests.class));

  @ConfigProperty(name = "quarkus.http.test-port")
  int port;

  @Test
  void aclgenAuthenticatesInItsFilter() throws Exception {
    HttpResponse<String> refused = Requests.get(port, "/things", null);

    assertThat(refused.statusCode()).isEqualTo(401);
    assertThat(refused.headers().firstValue(AppHeaderFilter.HEADER)).hasValue("yes");
    assertThat(Requests.get(port, "/things", OneValidator.READER).body()).isEqualTo("things");
  }
}
