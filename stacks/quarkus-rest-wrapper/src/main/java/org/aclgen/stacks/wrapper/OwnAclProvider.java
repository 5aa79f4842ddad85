package org.aclgen.stacks.wrapper;

import jakarta.ws.rs.core.Feature;
import jakarta.ws.rs.core.FeatureContext;
import jakarta.ws.rs.ext.Provider;
import org.aclgen.runtime.AclFeature;

/**
 * An application's own provider that hands only {@link Feature} to an {@link AclFeature}: on
 * Quarkus REST the feature's authentication and guard are registered, but the dynamic feature it
 * registers is never applied, so no method is authorized.
 */
@Provider
public class OwnAclProvider implements Feature {

  private final AclFeature feature = new AclFeature();

  @Override
  public boolean configure(FeatureContext context) {
    return feature.configure(context);
  }
}
