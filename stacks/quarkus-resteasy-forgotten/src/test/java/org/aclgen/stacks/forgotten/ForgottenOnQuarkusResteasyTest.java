package org.aclgen.stacks.forgotten;

import static org.assertj.core.api.Assertions.assertThat;

import io.quarkus.test.QuarkusUnitTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The stack app on Quarkus RESTEasy classic with aclgen-runtime on the class path and nothing of
 * aclgen registered (no aclgen-quarkus, no AclFeature): RESTEasy reads the runtime's providers
 * file, and the application does not start.
 */
class ForgottenOnQuarkusResteasyTest {

  @RegisterExtension
  static final QuarkusUnitTest APP =
      new QuarkusUnitTest()
          .overrideConfigKey("quarkus.index-dependency.stack-app.group-id", "org.aclgen")
          .overrideConfigKey("quarkus.index-dependency.stack-app.artifact-id", "aclgen-stack-app")
          .assertException(
              failure ->
                  assertThat(failure)
                      .hasStackTraceContaining("[aclgen.feature-missing]")
                      .hasStackTraceContaining("com.example.confd."));

  @Test
  void theApplicationDoesNotStart() {
    // The assertion is the extension's: the start must fail as assertException says.
  }
}
