package org.aclgen.stacks.setups;

import static org.assertj.core.api.Assertions.assertThat;

import io.quarkus.test.QuarkusUnitTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The README's former setup on Quarkus REST, the feature returned from {@code getSingletons()}: it
 * served every operation without its ACL. Now the application does not start.
 */
class SingletonsOnQuarkusRestTest {

  @RegisterExtension
  static final QuarkusUnitTest APP =
      new QuarkusUnitTest()
          .withApplicationRoot(jar -> jar.addClasses(ReadmeSingletonsApplication.class))
          .overrideConfigKey("quarkus.index-dependency.stack-app.group-id", "org.aclgen")
          .overrideConfigKey("quarkus.index-dependency.stack-app.artifact-id", "aclgen-stack-app")
          .assertException(
              failure ->
                  assertThat(failure)
                      .hasStackTraceContaining("[aclgen.quarkus-rest-singleton]")
                      .hasStackTraceContaining("aclgen-quarkus"));

  @Test
  void theApplicationDoesNotStart() {
    // The assertion is the extension's: the build must fail as assertException says.
  }
}
