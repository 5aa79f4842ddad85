package org.aclgen.quarkus.deployment;

import static org.assertj.core.api.Assertions.assertThat;

import io.quarkus.test.QuarkusUnitTest;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.Optional;
import org.aclgen.tokens.TokenValidator;
import org.aclgen.tokens.ValidatedToken;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** Two {@link TokenValidator} beans, neither the default: the build fails, naming both. */
class TwoValidatorsTest {

  @RegisterExtension
  static final QuarkusUnitTest APP =
      new QuarkusUnitTest()
          .withApplicationRoot(jar -> jar.addClasses(FirstValidator.class, SecondValidator.class))
          .assertException(
              failure ->
                  assertThat(failure)
                      .hasStackTraceContaining("[aclgen.ambiguous-validator]")
                      .hasStackTraceContaining(
                          "several TokenValidator beans ("
                              + FirstValidator.class.getName()
                              + ", "
                              + SecondValidator.class.getName()
                              + ")"));

  @Test
  void theBuildFails() {
    // The assertion is assertException's: the build must have failed as it says.
  }

  @ApplicationScoped
  static class FirstValidator implements TokenValidator {
    @Override
    public Optional<ValidatedToken> validate(String token) {
      return Optional.empty();
    }
  }

  @ApplicationScoped
  static class SecondValidator implements TokenValidator {
    @Override
    public Optional<ValidatedToken> validate(String token) {
      return Optional.empty();
    }
  }
}
