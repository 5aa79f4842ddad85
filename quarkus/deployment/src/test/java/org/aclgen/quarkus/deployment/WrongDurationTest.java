package org.aclgen.quarkus.deployment;

import static org.assertj.core.api.Assertions.assertThat;

import io.quarkus.test.QuarkusUnitTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A request timeout that is no duration, in an application that validates tokens with its own bean
 * and so never asks a token service: aclgen does not read the property then, but Quarkus's
 * configuration mapping refuses it as the application starts, naming the property.
 */
class WrongDurationTest {

  @RegisterExtension
  static final QuarkusUnitTest APP =
      new QuarkusUnitTest()
          .withApplicationRoot(ThingsApplication::addTo)
          .overrideConfigKey("aclgen.token-service.request-timeout", "soon")
          .assertException(
              failure ->
                  assertThat(failure)
                      .hasStackTraceContaining("SRCFG")
                      .hasStackTraceContaining("aclgen.token-service.request-timeout")
                      .hasStackTraceContaining("soon"));

  @Test
  void theApplicationDoesNotStart() {
    // The assertion is assertException's: the start must have failed as it says.
  }
}
