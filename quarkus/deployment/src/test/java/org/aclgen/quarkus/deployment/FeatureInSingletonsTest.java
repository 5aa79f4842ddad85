package org.aclgen.quarkus.deployment;

import static org.assertj.core.api.Assertions.assertThat;

import io.quarkus.test.QuarkusUnitTest;
import jakarta.ws.rs.ApplicationPath;
import jakarta.ws.rs.core.Application;
import java.util.Set;
import org.aclgen.runtime.AclFeature;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * On Quarkus REST, an {@link Application} that builds the feature in {@code getSingletons()}: the
 * build fails, where without the extension the application would fail at start.
 */
class FeatureInSingletonsTest {

  @RegisterExtension
  static final QuarkusUnitTest APP =
      new QuarkusUnitTest()
          .withApplicationRoot(jar -> jar.addClasses(SingletonsApplication.class))
          .assertException(
              failure ->
                  assertThat(failure)
                      .hasStackTraceContaining("[aclgen.quarkus-rest-singleton]")
                      .hasStackTraceContaining(
                          SingletonsApplication.class.getName()
                              + " builds an AclFeature in getSingletons()"));

  @Test
  void theBuildFails() {
    // The assertion is assertException's: the build must have failed as it says.
  }

  /** The set-up that Quarkus REST would serve unprotected. */
  @ApplicationPath("/")
  public static class SingletonsApplication extends Application {
    @Override
    @SuppressWarnings("deprecation") // As the applications that this refusal is for do.
    public Set<Object> getSingletons() {
      return Set.of(new AclFeature());
    }
  }
}
