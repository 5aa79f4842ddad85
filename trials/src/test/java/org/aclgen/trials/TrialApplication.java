package org.aclgen.trials;

import jakarta.ws.rs.core.Application;
import java.util.Set;
import org.aclgen.runtime.AclFeature;

/** The compiled trial resources and the feature, as a user's application hands them over. */
public final class TrialApplication extends Application {
  private final Set<Class<?>> resources;
  private final AclFeature feature;

  public TrialApplication(Set<Class<?>> resources, AclFeature feature) {
    this.resources = Set.copyOf(resources);
    this.feature = feature;
  }

  @Override
  public Set<Class<?>> getClasses() {
    return resources;
  }

  @Override
  @SuppressWarnings("deprecation") // still the portable way to hand over configured instances
  public Set<Object> getSingletons() {
    return Set.of(feature);
  }
}
