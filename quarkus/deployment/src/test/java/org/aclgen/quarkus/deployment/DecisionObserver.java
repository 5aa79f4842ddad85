package org.aclgen.quarkus.deployment;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.aclgen.runtime.decisions.Decision;

/** An observer of the CDI event {@link Decision}, as an application writes one. */
@ApplicationScoped
public class DecisionObserver {

  private final List<Decision> observed = new CopyOnWriteArrayList<>();

  void on(@Observes Decision decision) {
    observed.add(decision);
  }

  List<Decision> observed() {
    return observed;
  }
}
