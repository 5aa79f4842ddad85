package org.aclgen.quarkus.deployment;

import static org.assertj.core.api.Assertions.assertThat;

import io.quarkus.test.QuarkusUnitTest;
import java.net.http.HttpResponse;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * An early filter of the application only changes {@code aclgen.quarkus.authenticate-ahead}'s
 * default: set to {@code true} in the application's configuration (for a filter that does not touch
 * the token), aclgen authenticates in its route ahead of Quarkus REST anyway, and its 401 is sent
 * before any filter of the application runs.
 */
class EarlyFilterAuthenticatedAheadTest {

  @RegisterExtension
  static final QuarkusUnitTest APP =
      new QuarkusUnitTest()
          .withApplicationRoot(
              jar ->
                  ThingsApplication.addTo(jar)
                      .addClasses(EarlyFilter.class, AppHeaderFilter.class, Requests.class))
          .overrideConfigKey("aclgen.quarkus.authenticate-ahead", "true");

  @ConfigProperty(name = "quarkus.http.test-port")
  int port;

  @Test
  void theApplicationsValueDecides() throws Exception {
    HttpResponse<String> refused = Requests.get(port, "/things", null);

    assertThat(refused.statusCode()).isEqualTo(401);
    assertThat(refused.headers().firstValue(AppHeaderFilter.HEADER)).isEmpty();
    assertThat(Requests.get(port, "/things", OneValidator.READER).body()).isEqualTo("things");
  }
}
