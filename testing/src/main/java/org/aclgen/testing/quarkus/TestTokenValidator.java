package org.aclgen.testing.quarkus;

import jakarta.enterprise.context.Dependent;
import jakarta.enterprise.inject.Alternative;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;
import org.aclgen.testing.TestTokens;
import org.aclgen.tokens.TokenValidator;

/**
 * Makes {@link TestTokens#store()} the {@link TokenValidator} bean of a Quarkus application under
 * test, in place of its token service (or of its own validator bean), once selected: by {@link
 * AclTestProfile}, or by {@code
 * quarkus.arc.selected-alternatives=org.aclgen.testing.quarkus.TestTokenValidator} in the tests'
 * configuration. An alternative, it produces nothing unless selected.
 */
@Alternative
@Dependent
public class TestTokenValidator {

  /** The test run's store, as the validator aclgen-quarkus hands to its feature. */
  @Produces
  @Singleton
  public TokenValidator testTokens() {
    return TestTokens.store();
  }
}
