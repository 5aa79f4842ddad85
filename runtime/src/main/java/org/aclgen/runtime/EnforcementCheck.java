package org.aclgen.runtime;

import jakarta.ws.rs.ConstrainedTo;
import jakarta.ws.rs.RuntimeType;
import jakarta.ws.rs.container.DynamicFeature;
import jakarta.ws.rs.container.ResourceInfo;
import jakarta.ws.rs.core.Configuration;
import jakarta.ws.rs.core.FeatureContext;
import java.lang.annotation.Annotation;
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
 * refused, 500), and throws {@code [aclgen.feature-missing]}. So it does for a method that carries
 * {@code @RequiredAcl} (on itself or its class) although no registry lists it: the application
 * forgot the processor too. Other methods no registry lists, public ones, and applications that
 * register the feature are left alone.
 */
@ConstrainedTo(RuntimeType.SERVER)
public final class EnforcementCheck implements DynamicFeature {

  /**
   * The configuration property an {@link AclFeature} sets when it configures an application; a
   * value stacks keep in the configuration they give each resource method's dynamic features.
   */
  static final String ENFORCED = "org.aclgen.runtime.enforced";

  private static final String REQUIRED_ACL = "org.aclgen.annotations.RequiredAcl";

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
    String why;
    if (listed(resourceClass, method)) {
      why = "an aclgen registry lists";
    } else if (requiresAcl(resourceClass, method)) {
      why =
          "carries @RequiredAcl while no aclgen registry lists it (the aclgen processor did not"
              + " compile it either: add it to the annotation processor path)";
    } else {
      return;
    }
    context.register(
        new AuthorizationGuard(new ErrorReplies(Clock.systemUTC(), "aclgen")),
        AuthorizationGuard.PRIORITY);
    throw new IllegalStateException(
        RuntimeMessage.FEATURE_MISSING.format(
            resourceClass.getName() + "#" + AclRegistries.signature(method), why));
  }

  /**
   * Whether the method, or a class or interface it comes from, or the method it overrides there,
   * carries {@code @RequiredAcl} (kept at run time): protected by its author's intent even when the
   * processor never compiled it, as when an application forgot both the processor and the feature.
   * Read by name, so that the runtime does not depend on the annotations' jar.
   */
  private static boolean requiresAcl(Class<?> resourceClass, Method method) {
    for (Class<?> type : AclRegistries.lineage(resourceClass, method.getDeclaringClass())) {
      if (requiresAcl(type.getDeclaredAnnotations())) {
        return true;
      }
      try {
        if (requiresAcl(
            type.getDeclaredMethod(method.getName(), method.getParameterTypes())
                .getDeclaredAnnotations())) {
          return true;
        }
      } catch (NoSuchMethodException notDeclaredThere) {
        // The next type of the lineage may declare it.
      }
    }
    return false;
  }

  private static boolean requiresAcl(Annotation[] annotations) {
    for (Annotation annotation : annotations) {
      if (annotation.annotationType().getName().equals(REQUIRED_ACL)) {
        return true;
      }
    }
    return false;
  }

  /** Whether an {@link AclFeature} configured the application that {@code configuration} is of. */
  static boolean enforced(Configuration configuration) {
    if (configuration == null) {
      return false;
    }
    return Boolean.TRUE.equals(configuration.getProperty(ENFORCED))
        || configuration.isRegistered(AclFeature.class);
  }

  /** Whether a registry lists the method with an ACL: a public one owes aclgen nothing. */
  private synchronized boolean listed(Class<?> resourceClass, Method method) {
    if (listed == null) {
      Set<String> keys = new HashSet<>();
      for (AclRegistry registry : AclRegistries.discover()) {
        for (AclEntry entry : registry.entries()) {
          if (!entry.isPublic()) {
            keys.add(entry.resourceClass() + "#" + entry.methodSignature());
          }
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
