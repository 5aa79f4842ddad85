package org.aclgen.stacks.setups;

import io.quarkus.test.QuarkusUnitTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A provider of the application that delegates {@code Feature} to an {@code AclFeature}: Quarkus
 * REST would authenticate tokens, but apply no dynamic feature that the feature registers, so no
 * method would be authorized. It used to start and refuse every request with a 500; now it does not
 * start.
 */
class FeatureOnlyWrapperTest {

  @RegisterExtension
  static final QuarkusUnitTest APP = WithoutTheExtension.refusedToStart(OwnAclProvider.class);

  @Test
  void theApplicationDoesNotStart() {
    // The assertion is the extension's: the start must fail as assertException says.
  }
}
