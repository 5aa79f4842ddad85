package org.aclgen.quarkus.deployment;

import static org.assertj.core.api.Assertions.assertThat;

import io.quarkus.test.QuarkusUnitTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * {@code aclgen.quarkus.authenticate-ahead} neither true nor false: the start fails, naming it. The
 * configuration mapping reads aclgen-quarkus's flags strictly ({@code StrictBoolean}): SmallRye
 * Config would take any word but {@code true}, {@code yes}, {@code on}, {@code y} or {@code 1} for
 * false.
 */
class WrongFlagTest {

  @RegisterExtension
  static final QuarkusUnitTest APP =
      new QuarkusUnitTest()
          .withApplicationRoot(ThingsApplication::addTo)
          .overrideConfigKey("aclgen.quarkus.authenticate-ahead", "maybe")
          .assertException(
              failure ->
                  assertThat(failure)
                      .hasStackTraceContaining("[aclgen.quarkus-bad-property]")
                      .hasStackTraceContaining("aclgen.quarkus.authenticate-ahead")
                      .hasStackTraceContaining("maybe"));

  @Test
  void theApplicationDoesNotStart() {
    // The assertion is assertException's: the start must have failed as it says.
  }
}
