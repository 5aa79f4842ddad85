package org.aclgen.runtime;

import static org.assertj.core.api.Assertions.assertThat;

import jakarta.ws.rs.core.Feature;
import jakarta.ws.rs.core.FeatureContext;
import java.lang.reflect.Proxy;
import java.util.concurrent.atomic.AtomicReference;
import org.glassfish.jersey.server.ApplicationHandler;
import org.glassfish.jersey.server.ResourceConfig;
import org.junit.jupiter.api.Test;

/**
 * What {@link StackChecks} knows Jersey by, read against the Jersey this project builds with: the
 * package of the feature context Jersey configures features with, and its injection binder, on
 * which aclgen's principal binder is built. When an upgrade moves either, this fails, instead of
 * {@code @Context AclPrincipal} quietly going missing.
 */
class StackChecksOnJerseyTest {

  @Test
  void jerseysFeatureContextIsRecognizedWithItsBinder() {
    AtomicReference<Boolean> recognized = new AtomicReference<>();
    Feature asking =
        new Feature() {
          @Override
          public boolean configure(FeatureContext context) {
            recognized.set(StackChecks.jersey(context));
            return true;
          }
        };

    new ApplicationHandler(new ResourceConfig().register(asking));

    assertThat(recognized.get()).isTrue();
  }

  @Test
  void aFeatureContextOfAnotherStackIsNot() {
    FeatureContext other =
        (FeatureContext)
            Proxy.newProxyInstance(
                getClass().getClassLoader(),
                new Class<?>[] {FeatureContext.class},
                (proxy, method, arguments) -> {
                  throw new UnsupportedOperationException(method.getName());
                });

    assertThat(StackChecks.jersey(other)).isFalse();
  }
}
