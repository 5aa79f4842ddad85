package org.aclgen.quarkus;

import io.micrometer.core.instrument.MeterRegistry;
import jakarta.enterprise.inject.Instance;
import jakarta.enterprise.inject.spi.BeanManager;
import java.util.Optional;
import org.aclgen.micrometer.AclMetrics;
import org.aclgen.runtime.decisions.DecisionListener;

/**
 * The decisions counted in the application's {@link MeterRegistry} (quarkus-micrometer's) by
 * aclgen-micrometer's {@link AclMetrics}; loaded only when both are on the class path.
 */
final class QuarkusMetrics {

  private QuarkusMetrics() {}

  /** The listener that counts in the application's registry, if it has one. */
  static Optional<DecisionListener> listener(BeanManager beans) {
    Instance<MeterRegistry> registry = beans.createInstance().select(MeterRegistry.class);
    return registry.isResolvable() ? Optional.of(new AclMetrics(registry.get())) : Optional.empty();
  }
}
