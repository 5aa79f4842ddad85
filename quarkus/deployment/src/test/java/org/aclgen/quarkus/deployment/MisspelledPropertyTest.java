package org.aclgen.quarkus.deployment;

import static org.assertj.core.api.Assertions.assertThat;

import io.quarkus.test.QuarkusUnitTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A property under {@code aclgen.} that aclgen does not have, such as a misspelled one: Quarkus's
 * configuration mapping refuses it as the application starts, naming it, where before it was
 * ignored and its setting silently missing.
 */
class MisspelledPropertyTest {

  @RegisterExtension
  static final QuarkusUnitTest APP =
      new QuarkusUnitTest()
          .withApplicationRoot(ThingsApplication::addTo)
          .overrideConfigKey("aclgen.unmaped-methods", "default-acl")
          .assertException(
              failure ->
                  assertThat(failure)
                      .hasStackTraceContaining("SRCFG00050")
                      .hasStackTraceContaining("aclgen.unmaped-methods"));

  @Test
  void theApplicationDoesNotStart() {
    // The assertion is assertException's: the start must have failed as it says.
  }
}
