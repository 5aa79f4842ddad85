package org.aclgen.quarkus.deployment;

import static org.assertj.core.api.Assertions.assertThat;

import io.quarkus.test.QuarkusUnitTest;
import jakarta.inject.Inject;
import java.io.IOException;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.List;
import org.aclgen.quarkus.AclgenConfig;
import org.aclgen.runtime.UnmappedMethods;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * An application with aclgen-quarkus and nothing else of aclgen's set up: the extension protects
 * its operation with the application's validator bean, and its configuration is typed.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class ExtensionTest {

  @RegisterExtension
  static final QuarkusUnitTest APP =
      new QuarkusUnitTest()
          .withApplicationRoot(jar -> ThingsApplication.addTo(jar).addClasses(Requests.class))
          .overrideConfigKey("aclgen.token-service.cache-period", "45")
          .overrideConfigKey("aclgen.unmapped-methods", "default-acl")
          .overrideConfigKey("aclgen.audit", "refusals")
          .overrideConfigKey("aclgen.audit.masked-path-values", "userId,lineId");

  @ConfigProperty(name = "quarkus.http.test-port")
  int port;

  @Inject AclgenConfig config;

  /**
   * The feature with the validator bean, and the API description. First: PIT credits what runs
   * while the application starts (the feature's configuration, the route's installation) and at its
   * first request to the first test of the class only.
   */
  @Test
  @Order(1)
  void whatTheStartSetUp() throws Exception {
    aRequestWithoutATokenIsRefused();
    aTokenWithTheAclIsServed();
    theApiDescriptionIsServedWithoutAToken();
  }

  @Test
  void aRequestWithoutATokenIsRefused() throws Exception {
    assertThat(get("/things", null).statusCode()).isEqualTo(401);
  }

  @Test
  void aTokenWithTheAclIsServed() throws Exception {
    HttpResponse<String> served = get("/things", OneValidator.READER);

    assertThat(served.statusCode()).isEqualTo(200);
    assertThat(served.body()).isEqualTo("things");
  }

  @Test
  void theApiDescriptionIsServedWithoutAToken() throws Exception {
    HttpResponse<String> served = get("/api/api.yml", null);

    assertThat(served.statusCode()).isEqualTo(200);
    assertThat(served.body()).contains("'/things':");
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

  private HttpResponse<String> get(String path, String token)
      throws IOException, InterruptedException {
    return Requests.get(port, path, token);
  }
}
