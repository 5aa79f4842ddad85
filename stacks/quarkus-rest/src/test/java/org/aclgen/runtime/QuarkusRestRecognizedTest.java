package org.aclgen.runtime;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;

import org.junit.jupiter.api.Test;

/**
 * The runtime recognizes Quarkus REST by a class of its public server SPI (in the runtime's
 * package, to ask it): when an upgrade moves that class, this fails, instead of the runtime quietly
 * letting an application without aclgen-quarkus start on Quarkus REST, which would authorize no
 * method. Here, with the extension, the feature and the guard are built.
 */
class QuarkusRestRecognizedTest {

  @Test
  void quarkusRestIsRecognized() {
    assertThat(StackChecks.quarkusRest()).isTrue();
    assertThatCode(StackChecks::refuseQuarkusRestWithoutTheExtension).doesNotThrowAnyException();
    assertThatCode(AuthorizationGuard::new).doesNotThrowAnyException();
  }
}
