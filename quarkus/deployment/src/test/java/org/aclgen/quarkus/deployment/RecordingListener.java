package org.aclgen.quarkus.deployment;

import jakarta.enterprise.context.ApplicationScoped;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.aclgen.runtime.decisions.Decision;
import org.aclgen.runtime.decisions.DecisionListener;

/** A decision listener bean of the application. */
@ApplicationScoped
public class RecordingListener implements DecisionListener {

  private final List<Decision> told = new CopyOnWriteArrayList<>();

  @Override
  public void decided(Decision decision) {
    told.add(decision);
  }

  List<Decision> told() {
    return told;
  }
}
