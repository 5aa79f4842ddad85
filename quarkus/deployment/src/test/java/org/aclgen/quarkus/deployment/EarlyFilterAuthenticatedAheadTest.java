package org.aclgen.quarkus.deployment;

import static org.assertj.core.api.Assertions.assertThat;

import io.quarkus.test.QuarkusUnitTest;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * An early filter only changes {@code aclgen.quarkus.authenticate-ahead}'s default: set to {@code
 * true} in the application's configuration (for a filter that does not touch the token), aclgen
 * authenticates in its route ahead of Quarkus REST anyway, and its 401 is sent before any filter of
 * the application runs.
 */
class EarlyFilterAuthenticatedAheadTest extends EarlyFilterChecks {

  @RegisterExtension
  static final QuarkusUnitTest APP =
      application(EarlyFilter.class)
          .overrideConfigKey("aclgen.quarkus.authenticate-ahead", "true")
          // The application's value decides: the build has nothing to tell.
          .assertLogRecords(records -> assertThat(records).isEmpty());

  @Override
  boolean authenticatesInItsFilter() {
    return false;
  }
}
