package org.aclgen.quarkus.deployment;

import io.quarkus.test.QuarkusUnitTest;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * {@link SlowTokenServiceChecks} with {@code aclgen.quarkus.authenticate-ahead=false}: the filter
 * before matching, which Quarkus REST runs on the event loop, hands a token it would wait for to a
 * worker thread as the route does.
 */
class SlowTokenServiceInFilterTest extends SlowTokenServiceChecks {

  @RegisterExtension
  static final QuarkusUnitTest APP =
      application().overrideConfigKey("aclgen.quarkus.authenticate-ahead", "false");

  @Override
  boolean refusalsReachTheApplication() {
    return true;
  }
}
