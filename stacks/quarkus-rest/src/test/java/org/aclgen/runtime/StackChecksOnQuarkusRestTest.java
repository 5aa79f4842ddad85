package org.aclgen.runtime;

import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import jakarta.ws.rs.core.Application;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * {@link StackChecks}' walk of the caller's stack, on Quarkus REST's class path: a feature built
 * inside an {@code Application} is refused, one built elsewhere is not. When the walk stops seeing
 * the application's frame (a change of how the JDK or the stack calls {@code getSingletons()}),
 * this fails, instead of aclgen quietly letting the feature through.
 */
class StackChecksOnQuarkusRestTest {

  /** An application that builds what the check must refuse, in its {@code getSingletons()}. */
  static final class Building extends Application {
    @Override
    @SuppressWarnings("deprecation")
    public Set<Object> getSingletons() {
      StackChecks.refuseFeatureOfAnApplicationOnQuarkusRest();
      return Set.of();
    }
  }

  @Test
  void aFeatureBuiltInAnApplicationIsRefused() {
    assertThatThrownBy(() -> new Building().getSingletons())
        .isInstanceOf(IllegalStateException.class)
        .hasMessageStartingWith("[aclgen.quarkus-rest-singleton]");
  }

  @Test
  void aFeatureBuiltElsewhereIsNot() {
    assertThatCode(StackChecks::refuseFeatureOfAnApplicationOnQuarkusRest)
        .doesNotThrowAnyException();
  }
}
