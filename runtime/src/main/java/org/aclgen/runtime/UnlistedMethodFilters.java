package org.aclgen.runtime;

import jakarta.ws.rs.HttpMethod;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.container.ContainerRequestFilter;
import java.lang.annotation.Annotation;
import java.lang.reflect.Method;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicBoolean;
import org.aclgen.acl.AclTemplate;
import org.aclgen.tokens.TokenValidator;

/**
 * Decides what guards a deployed resource method that no registry lists: the operations declared in
 * code for a programmatic handler, the {@code <service>.#} default, a refusal for one discovered
 * while serving requests, or a failed start.
 */
final class UnlistedMethodFilters {

  private static final System.Logger LOG = System.getLogger(UnlistedMethodFilters.class.getName());

  private final UnmappedMethods policy;
  private final AclTemplate defaultTemplate;
  private final ErrorReplies defaultReplies;
  private final DeclaredOperationsFilter declared;
  private final AtomicBoolean started;
  private final Set<String> refused = ConcurrentHashMap.newKeySet();
  private final Decisions decisions;
  private final String realm;

  /**
   * @param defaultTemplate {@code <service>.#} for {@link UnmappedMethods#DEFAULT_ACL}, else null
   * @param declared the filter of the operations declared in code, null if there are none
   */
  UnlistedMethodFilters(
      UnmappedMethods policy,
      AclTemplate defaultTemplate,
      ErrorReplies defaultReplies,
      DeclaredOperationsFilter declared,
      AtomicBoolean started) {
    this(policy, defaultTemplate, defaultReplies, declared, started, Decisions.NONE, "aclgen");
  }

  /** As above, its filters telling {@code decisions} in the name of {@code realm}. */
  UnlistedMethodFilters(
      UnmappedMethods policy,
      AclTemplate defaultTemplate,
      ErrorReplies defaultReplies,
      DeclaredOperationsFilter declared,
      AtomicBoolean started,
      Decisions decisions,
      String realm) {
    this.decisions = decisions;
    this.realm = realm;
    this.policy = policy;
    this.defaultTemplate = defaultTemplate;
    this.defaultReplies = defaultReplies;
    this.declared = declared;
    this.started = started;
  }

  /**
   * The filter of an unlisted method.
   *
   * @throws IllegalStateException while the application starts, if the method must not run
   *     unprotected and nothing declares its ACL
   */
  ContainerRequestFilter filterFor(
      Class<?> resourceClass, Method method, String operation, TokenValidator validator) {
    if (declared != null && isProgrammatic(resourceClass, method)) {
      return declared;
    }
    if (policy == UnmappedMethods.DEFAULT_ACL) {
      return new AclFilter(
          defaultTemplate,
          java.util.Map.of(),
          java.util.Map.of(),
          operation,
          validator,
          defaultReplies,
          decisions,
          new Decisions.Operation(realm, null, operation, defaultTemplate.toString()));
    }
    if (started.get()) {
      // A 500 at request time would help no caller; refuse, and tell the operator once.
      if (refused.add(operation)) {
        LOG.log(
            RuntimeMessage.UNLISTED_METHOD_BEHIND_LOCATOR.level(),
            () -> RuntimeMessage.UNLISTED_METHOD_BEHIND_LOCATOR.format(operation));
      }
      return new RefusingFilter(
          defaultReplies, decisions, new Decisions.Operation(realm, null, operation, null));
    }
    if (resourceClass.isHidden() || resourceClass.isSynthetic()) {
      // A lambda: its name changes from run to run, and no remedy can name its class.
      throw new IllegalStateException(RuntimeMessage.UNLISTED_HANDLER.format(operation));
    }
    throw new IllegalStateException(
        RuntimeMessage.UNLISTED_METHOD.format(
            operation, resourceClass.getName(), AclProperties.PUBLIC_RESOURCES));
  }

  /**
   * Whether the method is a handler of a resource built in code, such as a Jersey {@code
   * Inflector}: neither it nor any type of its class carries a JAX-RS resource annotation.
   */
  static boolean isProgrammatic(Class<?> resourceClass, Method method) {
    if (hasResourceAnnotation(method.getAnnotations())) {
      return false;
    }
    for (Class<?> type : AclRegistries.lineage(resourceClass, method.getDeclaringClass())) {
      if (type.isAnnotationPresent(Path.class)) {
        return false;
      }
      for (Method other : type.getDeclaredMethods()) {
        if (other.getName().equals(method.getName())
            && List.of(other.getParameterTypes()).equals(List.of(method.getParameterTypes()))
            && hasResourceAnnotation(other.getAnnotations())) {
          return false;
        }
      }
    }
    return true;
  }

  private static boolean hasResourceAnnotation(Annotation[] annotations) {
    for (Annotation annotation : annotations) {
      Class<? extends Annotation> type = annotation.annotationType();
      if (type == Path.class || type.isAnnotationPresent(HttpMethod.class)) {
        return true;
      }
    }
    return false;
  }
}
