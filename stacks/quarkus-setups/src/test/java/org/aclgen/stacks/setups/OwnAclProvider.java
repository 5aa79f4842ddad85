package org.aclgen.stacks.setups;

import jakarta.ws.rs.core.Feature;
import jakarta.ws.rs.core.FeatureContext;
import jakarta.ws.rs.ext.Provider;
import org.aclgen.runtime.AclFeature;

/**
 * An application's own provider that hands {@link Feature} to an {@link AclFeature}: Quarkus REST
 * would register the feature's authentication and guard, but never apply the dynamic feature it
 * registers, so no method would be authorized.
 */
@Provider
public class OwnAclProvider implements Feature {

  private final AclFeature feature = new AclFeature();

  @Override
  public boolean configure(FeatureContext context) {
    return feature.configure(context);
  }
}
