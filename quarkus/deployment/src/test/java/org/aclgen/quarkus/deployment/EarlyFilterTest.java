package org.aclgen.quarkus.deployment;

import io.quarkus.test.QuarkusUnitTest;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * {@link EarlyFilterChecks} with a {@code @Provider} filter before matching ({@link EarlyFilter}).
 */
class EarlyFilterTest extends EarlyFilterChecks {

  @RegisterExtension
  static final QuarkusUnitTest APP =
      application(EarlyFilter.class).assertLogRecords(toldOnce(EarlyFilter.class.getName()));
}
