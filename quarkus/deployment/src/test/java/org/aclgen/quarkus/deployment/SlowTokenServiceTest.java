package org.aclgen.quarkus.deployment;

import io.quarkus.test.QuarkusUnitTest;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * {@link SlowTokenServiceChecks} with the route ahead of Quarkus REST, which aclgen uses by
 * default.
 */
class SlowTokenServiceTest extends SlowTokenServiceChecks {

  @RegisterExtension static final QuarkusUnitTest APP = application();

  @Override
  boolean refusalsReachTheApplication() {
    return false;
  }
}
