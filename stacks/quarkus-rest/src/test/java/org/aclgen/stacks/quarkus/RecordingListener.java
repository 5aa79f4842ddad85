package org.aclgen.stacks.quarkus;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.aclgen.runtime.decisions.Decision;
import org.aclgen.runtime.decisions.DecisionListener;

/**
 * A decision listener that aclgen-quarkus's feature, configured by properties, finds through its
 * {@code META-INF/services} file; it keeps every decision for {@link DecisionsTest}.
 */
public final class RecordingListener implements DecisionListener {

  static final List<Decision> DECISIONS = new CopyOnWriteArrayList<>();

  @Override
  public void decided(Decision decision) {
    DECISIONS.add(decision);
  }
}
