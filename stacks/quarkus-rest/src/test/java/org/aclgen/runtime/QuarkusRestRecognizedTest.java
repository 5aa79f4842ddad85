package org.aclgen.runtime;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * The runtime recognizes Quarkus REST by a class of its public server SPI (in the runtime's
 * package, to ask it): when an upgrade moves that class, this fails, instead of the runtime quietly
 * letting an {@code Application} that builds the feature in {@code getSingletons()} start
 * unprotected.
 */
class QuarkusRestRecognizedTest {

  @Test
  void quarkusRestIsRecognized() {
    assertThat(StackChecks.quarkusRest()).isTrue();
  }
}
