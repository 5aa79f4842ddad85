package org.aclgen.stacks.quarkus;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Singleton;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.aclgen.runtime.decisions.Decision;
import org.aclgen.runtime.decisions.DecisionListener;

/** The two ways a Quarkus application hears of decisions through CDI, for {@link DecisionsTest}. */
final class DecisionBeans {

  private DecisionBeans() {}

  /** An observer of the CDI event {@link Decision}. */
  @ApplicationScoped
  public static class Observer {
    static final List<Decision> OBSERVED = new CopyOnWriteArrayList<>();

    void on(@Observes Decision decision) {
      OBSERVED.add(decision);
    }
  }

  /** A bean that is a {@link DecisionListener}. */
  @Singleton
  public static class ListenerBean implements DecisionListener {
    static final List<Decision> TOLD = new CopyOnWriteArrayList<>();

    @Override
    public void decided(Decision decision) {
      TOLD.add(decision);
    }
  }

  /** A listener bean that throws: it changes no reply and no other listener's decisions. */
  @Singleton
  public static class Throwing implements DecisionListener {
    @Override
    public void decided(Decision decision) {
      throw new IllegalStateException("a listener that throws");
    }
  }
}
