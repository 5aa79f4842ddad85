package org.aclgen.quarkus.deployment;

import static org.assertj.core.api.Assertions.assertThat;

import io.quarkus.test.QuarkusUnitTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * {@code aclgen.decisions.discovered-listeners=yes}: the start fails as for aclgen-quarkus's other
 * flags, by its mapping ({@code [aclgen.quarkus-bad-property]}, the property named in SmallRye
 * Config's message), not later by the runtime's own reader of the property.
 */
class WrongListenersFlagTest {

  @RegisterExtension
  static final QuarkusUnitTest APP =
      new QuarkusUnitTest()
          .withApplicationRoot(ThingsApplication::addTo)
          .overrideConfigKey("aclgen.decisions.discovered-listeners", "yes")
          .assertException(
              failure ->
                  assertThat(failure)
                      .hasStackTraceContaining("[aclgen.quarkus-bad-property]")
                      .hasStackTraceContaining("aclgen.decisions.discovered-listeners")
                      .hasStackTraceContaining("yes"));

  @Test
  void theApplicationDoesNotStart() {
    // The assertion is assertException's: the start must have failed as it says.
  }
}
