package org.aclgen.runtime;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/**
 * {@link StackChecks} away from Quarkus REST, as the runtime's own tests run: nothing is refused.
 * On Quarkus REST, {@code QuarkusRestRecognizedTest} (with aclgen-quarkus) and the stacks without
 * it in stacks/quarkus-setups ({@code RuntimeJarAloneTest} and three others) check the refusal.
 */
class StackChecksTest {

  @Test
  void awayFromQuarkusRestTheFeatureAndTheGuardAreBuilt() {
    assertThat(StackChecks.quarkusRest()).isFalse();
    assertThatCode(StackChecks::refuseQuarkusRestWithoutTheExtension).doesNotThrowAnyException();
    assertThatCode(AuthorizationGuard::new).doesNotThrowAnyException();
    assertThatCode(AclFeature::new).doesNotThrowAnyException();
  }

  @Test
  void onQuarkusRestOnlyTheExtensionLetsTheRuntimeBeBuilt() {
    assertThatThrownBy(() -> StackChecks.refuseQuarkusRestWithoutTheExtension(true, false))
        .isInstanceOf(IllegalStateException.class)
        .hasMessageStartingWith("[aclgen.quarkus-extension-missing] ")
        .hasMessageContaining("add the org.aclgen:aclgen-quarkus dependency");
    assertThatCode(() -> StackChecks.refuseQuarkusRestWithoutTheExtension(true, true))
        .doesNotThrowAnyException();
    assertThatCode(() -> StackChecks.refuseQuarkusRestWithoutTheExtension(false, false))
        .doesNotThrowAnyException();
  }
}
