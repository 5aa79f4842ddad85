package org.aclgen.quarkus.deployment;

import static org.assertj.core.api.Assertions.assertThat;

import io.quarkus.test.QuarkusUnitTest;
import jakarta.inject.Inject;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.List;
import org.aclgen.quarkus.AclgenConfig;
import org.aclgen.runtime.UnmappedMethods;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * An application with aclgen-quarkus and nothing else of aclgen's set up: the extension protects
 * its operation with the application's validator bean, and its configuration is typed.
 */
class ExtensionTest {

  @RegisterExtension
  static final QuarkusUnitTest APP =
      new QuarkusUnitTest()
          .withApplicationRoot(ThingsApplication::addTo)
          .overrideConfigKey("aclgen.token-service.cache-period", "45")
          .overrideConfigKey("aclgen.unmapped-methods", "default-acl")
          .overrideConfigKey("aclgen.audit", "refusals")
          .overrideConfigKey("aclgen.audit.masked-path-values", "userId,lineId");

  private static final HttpClient CLIENT = HttpClient.newHttpClient();

  @ConfigProperty(name = "quarkus.http.test-port")
  int port;

  @Inject AclgenConfig config;

  @Test
  void aRequestWithoutATokenIsRefused() throws Exception {
    assertThat(get(null).statusCode()).isEqualTo(401);
  }

  @Test
  void aTokenWithTheAclIsServed() throws Exception {
    HttpResponse<String> served = get(OneValidator.READER);

    assertThat(served.statusCode()).isEqualTo(200);
    assertThat(served.body()).isEqualTo("things");
  }

  @Test
  void theConfigurationIsTyped() {
    assertThat(config.tokenService().cachePeriod()).contains(Duration.ofSeconds(45));
    assertThat(config.unmappedMethods()).contains(UnmappedMethods.DEFAULT_ACL);
    assertThat(config.audit()).contains(AclgenConfig.AuditScope.REFUSALS);
    assertThat(config.auditMaskedPathValues()).contains(List.of("userId", "lineId"));
    assertThat(config.quarkus().authenticateAhead()).isTrue();
    assertThat(config.decisions().cdiEvents()).isTrue();
  }

  private HttpResponse<String> get(String token) throws IOException, InterruptedException {
    HttpRequest.Builder request =
        HttpRequest.newBuilder(URI.create("http://localhost:" + port + "/things"));
    if (token != null) {
      request.header("X-Auth-Token", token);
    }
    return CLIENT.send(request.build(), HttpResponse.BodyHandlers.ofString());
  }
}
