package org.aclgen.quarkus.deployment;

import static org.assertj.core.api.Assertions.assertThat;

import io.quarkus.test.QuarkusUnitTest;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * An application without a validator bean: the extension validates tokens with the token service of
 * {@code aclgen.token-service.url}. This one does not answer (nothing listens on its port), so a
 * token is refused with 503, as the runtime refuses a token it could not check; a request without
 * one gets the 401.
 */
class TokenServiceTest {

  @RegisterExtension
  static final QuarkusUnitTest APP =
      new QuarkusUnitTest()
          .withApplicationRoot(
              jar -> ThingsApplication.withoutValidator(jar).addClasses(Requests.class))
          .overrideConfigKey("aclgen.token-service.url", "http://127.0.0.1:9/api/auth/0.1")
          .overrideConfigKey("aclgen.token-service.request-timeout", "PT2S");

  @ConfigProperty(name = "quarkus.http.test-port")
  int port;

  @Test
  void theTokenServiceValidatesTheTokens() throws Exception {
    assertThat(Requests.get(port, "/things", null).statusCode()).isEqualTo(401);
    assertThat(Requests.get(port, "/things", OneValidator.READER).statusCode()).isEqualTo(503);
  }
}
