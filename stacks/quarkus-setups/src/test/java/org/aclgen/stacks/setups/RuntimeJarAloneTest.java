package org.aclgen.stacks.setups;

import io.quarkus.test.QuarkusUnitTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * aclgen-runtime added to a Quarkus REST application that registers nothing of aclgen (the
 * dependency forgotten half-way): the guard that the runtime jar's index lists is built at start
 * and refuses it, so the application does not start rather than refuse every request.
 */
class RuntimeJarAloneTest {

  @RegisterExtension static final QuarkusUnitTest APP = WithoutTheExtension.refusedToStart();

  @Test
  void theApplicationDoesNotStart() {
    // The assertion is the extension's: the start must fail as assertException says.
  }
}
