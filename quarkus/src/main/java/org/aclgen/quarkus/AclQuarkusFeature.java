package org.aclgen.quarkus;

import jakarta.ws.rs.container.DynamicFeature;
import jakarta.ws.rs.container.ResourceInfo;
import jakarta.ws.rs.core.Feature;
import jakarta.ws.rs.core.FeatureContext;
import jakarta.ws.rs.ext.Provider;
import org.aclgen.runtime.AclFeature;

/**
 * aclgen's {@link AclFeature} as a provider that Quarkus discovers when it indexes this jar: adding
 * the {@code aclgen-quarkus} dependency is the whole registration, on Quarkus REST and on RESTEasy
 * classic alike. It is configured in {@code application.properties}:
 *
 * <pre>
 * aclgen.token-service.url=http://127.0.0.1:9497/api/auth/0.1
 * aclgen.token-service.cache-period=PT30S
 * aclgen.unmapped-methods=fail
 * </pre>
 *
 * <p>Without {@code aclgen.token-service.url} the application does not start. Quarkus REST applies
 * only the dynamic features it discovers, so this provider is one and authorizes each resource
 * method itself there; RESTEasy classic applies the one the feature registers.
 */
@Provider
public final class AclQuarkusFeature implements Feature, DynamicFeature {

  private static final boolean QUARKUS_REST =
      present("org.jboss.resteasy.reactive.server.core.Deployment");

  private final AclFeature feature = new AclFeature();

  @Override
  public boolean configure(FeatureContext context) {
    return feature.configure(context);
  }

  @Override
  public void configure(ResourceInfo resourceInfo, FeatureContext context) {
    if (QUARKUS_REST) {
      feature.authorize(resourceInfo, context);
    }
  }

  private static boolean present(String className) {
    try {
      Class.forName(className, false, AclQuarkusFeature.class.getClassLoader());
      return true;
    } catch (ClassNotFoundException | LinkageError e) {
      return false;
    }
  }
}
