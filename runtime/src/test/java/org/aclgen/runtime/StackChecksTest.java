package org.aclgen.runtime;

import static org.assertj.core.api.Assertions.assertThat;

import jakarta.ws.rs.core.Application;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The walk by which {@link StackChecks} refuses a feature built in an application's {@code
 * getSingletons()} on Quarkus REST: when it stops seeing the application's frame (a change of how
 * the JDK reports frames), this fails, instead of the check quietly letting the feature through.
 */
class StackChecksTest {

  /** An application that asks, from its {@code getSingletons()}, what the check asks. */
  static final class Asking extends Application {
    boolean seen;

    @Override
    @SuppressWarnings("deprecation")
    public Set<Object> getSingletons() {
      seen = StackChecks.calledByAnApplication();
      return Set.of();
    }
  }

  @Test
  void anApplicationBuildingItsSingletonsIsSeen() {
    Asking application = new Asking();
    application.getSingletons();
    assertThat(application.seen).isTrue();
  }

  @Test
  void codeOutsideAnApplicationIsNot() {
    assertThat(StackChecks.calledByAnApplication()).isFalse();
  }
}
