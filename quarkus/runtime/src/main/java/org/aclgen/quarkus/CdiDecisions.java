package org.aclgen.quarkus;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Event;
import jakarta.enterprise.inject.Instance;
import jakarta.enterprise.inject.spi.BeanManager;
import jakarta.inject.Inject;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.aclgen.runtime.decisions.Decision;
import org.aclgen.runtime.decisions.DecisionListener;
import org.aclgen.runtime.decisions.Reason;
import org.aclgen.runtime.decisions.TokenValidation;
import org.eclipse.microprofile.config.ConfigProvider;

/**
 * The decision listeners of a Quarkus application: its beans that implement {@link
 * DecisionListener}; aclgen-micrometer's meters on the application's {@code MeterRegistry}
 * (quarkus-micrometer's) unless {@value #METRICS} is {@code false}; and the CDI event {@link
 * Decision} fired for each decision when an observer method of the application takes it ({@code
 * void on(@Observes Decision decision)}) and {@value #CDI_EVENTS} is not {@code false}. Observers
 * are called on the request's thread, before the reply goes out, as every listener is: they must
 * not block.
 */
@ApplicationScoped
public class CdiDecisions {

  /** {@code true} (the default) or {@code false}: whether decisions are fired as CDI events. */
  static final String CDI_EVENTS = "aclgen.decisions.cdi-events";

  /**
   * {@code true} (the default) or {@code false}: whether decisions are counted in the application's
   * {@code MeterRegistry}, when aclgen-micrometer and quarkus-micrometer are there.
   */
  static final String METRICS = "aclgen.decisions.metrics";

  @Inject Instance<DecisionListener> beans;

  @Inject Event<Decision> events;

  @Inject BeanManager beanManager;

  /**
   * The listeners: the beans, the meters when the application has a registry, then the CDI event
   * when something observes it.
   */
  List<DecisionListener> listeners() {
    List<DecisionListener> listeners = new ArrayList<>();
    beans.forEach(listeners::add);
    if (AclQuarkusFeature.present("org.aclgen.micrometer.AclMetrics")
        && AclQuarkusFeature.present("io.micrometer.core.instrument.MeterRegistry")
        && on(METRICS)) {
      QuarkusMetrics.listener(beanManager).ifPresent(listeners::add);
    }
    if (on(CDI_EVENTS) && observed()) {
      listeners.add(new FiringListener(events));
    }
    return listeners;
  }

  private static boolean on(String property) {
    return AclQuarkusFeature.flag(
        property, ConfigProvider.getConfig().getOptionalValue(property, String.class));
  }

  /** Whether an observer method takes a {@link Decision}; without one, nothing is fired. */
  private boolean observed() {
    Decision sample =
        new Decision(
            Instant.EPOCH,
            "aclgen",
            "GET",
            null,
            null,
            null,
            null,
            Reason.GRANTED,
            null,
            null,
            TokenValidation.NONE,
            null,
            null);
    return !beanManager.resolveObserverMethods(sample).isEmpty();
  }

  /** Fires each decision as a CDI event. */
  private record FiringListener(Event<Decision> events) implements DecisionListener {
    @Override
    public void decided(Decision decision) {
      events.fire(decision);
    }

    @Override
    public String toString() {
      return "CDI event " + Decision.class.getName();
    }
  }
}
