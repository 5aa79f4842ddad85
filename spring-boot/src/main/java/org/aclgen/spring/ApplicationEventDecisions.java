package org.aclgen.spring;

import java.util.Objects;
import org.aclgen.runtime.decisions.Decision;
import org.aclgen.runtime.decisions.DecisionListener;
import org.springframework.context.ApplicationEventPublisher;

/**
 * Publishes each decision as an application event, for the application's {@code @EventListener}
 * methods that take a {@link Decision}. They run on the request's thread, before the reply goes out
 * (Spring's events are synchronous unless the application makes its multicaster asynchronous): hand
 * slow work to a thread of your own.
 */
public final class ApplicationEventDecisions implements DecisionListener {

  private final ApplicationEventPublisher publisher;

  /** Publishes with {@code publisher}, the application context. */
  public ApplicationEventDecisions(ApplicationEventPublisher publisher) {
    this.publisher = Objects.requireNonNull(publisher, "publisher");
  }

  @Override
  public void decided(Decision decision) {
    publisher.publishEvent(decision);
  }

  @Override
  public String toString() {
    return "ApplicationEventDecisions";
  }
}
