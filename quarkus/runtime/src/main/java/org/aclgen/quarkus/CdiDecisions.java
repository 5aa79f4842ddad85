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

/**
 * The decision listeners of a Quarkus application: its beans that implement {@link
 * DecisionListener}; aclgen-micrometer's meters on the application's {@code MeterRegistry}
 * (quarkus-micrometer's) unless {@code aclgen.decisions.metrics} is {@code false}; and the CDI
 * event {@link Decision} fired for each decision when an observer method of the application takes
 * it ({@code void on(@Observes Decision decision)}) and {@code aclgen.decisions.cdi-events} is not
 * {@code false}. Observers are called on the request's thread, before the reply goes out, as every
 * listener is: they must not block.
 */
@ApplicationScoped
public class CdiDecisions {

  @Inject Instance<DecisionListener> beans;

  @Inject Event<Decision> events;

  @Inject BeanManager beanManager;

  @Inject AclgenConfig config;

  /**
   * The listeners: the beans, the meters when the application has a registry, then the CDI event
   * when something observes it.
   */
  List<DecisionListener> listeners() {
    List<DecisionListener> listeners = new ArrayList<>();
    beans.forEach(listeners::add);
    if (present("org.aclgen.micrometer.AclMetrics")
        && present("io.micrometer.core.instrument.MeterRegistry")
        && config.decisions().metrics()) {
      QuarkusMetrics.listener(beanManager).ifPresent(listeners::add);
    }
    if (config.decisions().cdiEvents() && observed()) {
      listeners.add(new FiringListener(events));
    }
    return listeners;
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

  /** Whether the class is on the application's class path: aclgen-micrometer is optional. */
  private static boolean present(String className) {
    try {
      Class.forName(className, false, CdiDecisions.class.getClassLoader());
      return true;
    } catch (ClassNotFoundException | LinkageError e) {
      return false;
    }
  }
}
