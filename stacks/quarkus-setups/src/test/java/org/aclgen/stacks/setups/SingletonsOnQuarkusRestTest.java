package org.aclgen.stacks.setups;

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
      WithoutTheExtension.refusedToStart(ReadmeSingletonsApplication.class);

  @Test
  void theApplicationDoesNotStart() {
    // The assertion is the extension's: the start must fail as assertException says.
  }
}
