package org.aclgen.runtime;

import jakarta.ws.rs.ConstrainedTo;
import jakarta.ws.rs.RuntimeType;
import jakarta.ws.rs.container.DynamicFeature;
import jakarta.ws.rs.container.ResourceInfo;
import jakarta.ws.rs.core.Configuration;
import jakarta.ws.rs.core.FeatureContext;
import java.lang.reflect.Method;
import java.time.Clock;
import java.util.HashSet;
import java.util.Set;
import org.aclgen.acl.registry.AclEntry;
import org.aclgen.acl.registry.AclRegistry;

/**
 * Refuses to start a JAX-RS application that deploys a resource method an aclgen registry lists
 * while no {@link AclFeature} enforces its ACLs, the application having forgotten to register it:
 * the runtime on the class path enforces, or the application does not start. Applications never use
 * it directly; stacks find it through their public discovery (Jersey's auto-discovery, through
 * {@code org.aclgen.runtime.jersey.AclAutoDiscoverable}; RESTEasy's {@code
 * META-INF/services/jakarta.ws.rs.ext.Providers}).
 *
 * <p>It is a dynamic feature, so it runs once per deployed resource method, after every feature of
 * the application (its own {@code AclFeature} among them) was configured. For a listed method of an
 * application without the feature it binds the {@link AuthorizationGuard} to the method, in case
 * the stack swallows the failure and deploys the method anyway (every request to it is then
 * refused, 500), and throws {@code [aclgen.feature-missing]}. Methods no registry lists, and
 * applications that register the feature, are left alone.
 */
@ConstrainedTo(RuntimeType.SERVER)
public final class EnforcementCheck implements DynamicFeature {

  /**
   * The configuration property an {@link AclFeature} sets when it configures an application; a
   * value stacks keep in the configuration they give each resource method's dynamic features.
   */
  static final String ENFORCED = "org.aclgen.runtime.enforced";

  private Set<String> listed;

  /** The check as a stack discovers it. */
  public EnforcementCheck() {}

  @Override
  public void configure(ResourceInfo resourceInfo, FeatureContext context) {
    Class<?> resourceClass = resourceInfo.getResourceClass();
    Method method = resourceInfo.getResourceMethod();
    if (resourceClass == null || method == null || enforced(context.getConfiguration())) {
      return;
    }
    if (!listed(resourceClass, method)) {
      return;
    }
    context.register(
        new AuthorizationGuard(new ErrorReplies(Clock.systemUTC(), "aclgen")),
        AuthorizationGuard.PRIORITY);
    throw new IllegalStateException(
        RuntimeMessage.FEATURE_MISSING.format(
            resourceClass.getName() + "#" + AclRegistries.signature(method)));
  }

  /** Whether an {@link AclFeature} configured the application that {@code configuration} is of. */
  static boolean enforced(Configuration configuration) {
    if (configuration == null) {
      return false;
    }
    return Boolean.TRUE.equals(configuration.getProperty(ENFORCED))
        || configuration.isRegistered(AclFeature.class);
  }

  private synchronized boolean listed(Class<?> resourceClass, Method method) {
    if (listed == null) {
      Set<String> keys = new HashSet<>();
      for (AclRegistry registry : AclRegistries.discover()) {
        for (AclEntry entry : registry.entries()) {
          keys.add(entry.resourceClass() + "#" + entry.methodSignature());
        }
      }
      listed = keys;
    }
    String signature = AclRegistries.signature(method);
    for (Class<?> type : AclRegistries.lineage(resourceClass, method.getDeclaringClass())) {
      if (listed.contains(type.getName() + "#" + signature)) {
        return true;
      }
    }
    return false;
  }
}
