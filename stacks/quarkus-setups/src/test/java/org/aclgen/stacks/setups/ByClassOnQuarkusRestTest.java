package org.aclgen.stacks.setups;

import io.quarkus.test.QuarkusUnitTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * {@code AclFeature.class} in getClasses, as on Jersey or RESTEasy classic: Quarkus REST applies no
 * dynamic feature that a feature registers, so no operation could be authorized. It used to start
 * and refuse every request with a 500; now it does not start.
 */
class ByClassOnQuarkusRestTest {

  @RegisterExtension
  static final QuarkusUnitTest APP = WithoutTheExtension.refusedToStart(ByClassApplication.class);

  @Test
  void theApplicationDoesNotStart() {
    // The assertion is the extension's: the start must fail as assertException says.
  }
}
