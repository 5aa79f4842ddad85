package org.aclgen.stacks.setups;

import static org.assertj.core.api.Assertions.assertThat;

import io.quarkus.test.QuarkusUnitTest;
import org.jboss.shrinkwrap.api.spec.JavaArchive;

/**
 * An application on Quarkus REST with aclgen-runtime but without aclgen-quarkus, built around the
 * given classes (none, when the runtime jar alone is the set-up): it must not start, and its
 * failure must name the extension to add.
 */
final class WithoutTheExtension {

  private WithoutTheExtension() {}

  static QuarkusUnitTest refusedToStart(Class<?>... classes) {
    return new QuarkusUnitTest()
        .withApplicationRoot((JavaArchive jar) -> jar.addClasses(classes))
        .overrideConfigKey("quarkus.index-dependency.stack-app.group-id", "org.aclgen")
        .overrideConfigKey("quarkus.index-dependency.stack-app.artifact-id", "aclgen-stack-app")
        .overrideConfigKey("aclgen.token-service.url", "http://127.0.0.1:9/unused")
        .assertException(
            failure ->
                assertThat(failure)
                    .hasStackTraceContaining("[aclgen.quarkus-extension-missing]")
                    .hasStackTraceContaining("org.aclgen:aclgen-quarkus"));
  }
}
