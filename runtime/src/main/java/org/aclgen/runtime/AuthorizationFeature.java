package org.aclgen.runtime;

import jakarta.ws.rs.HttpMethod;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Priorities;
import jakarta.ws.rs.container.ContainerRequestFilter;
import jakarta.ws.rs.container.DynamicFeature;
import jakarta.ws.rs.container.ResourceInfo;
import jakarta.ws.rs.core.FeatureContext;
import java.lang.annotation.Annotation;
import java.lang.reflect.Method;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.aclgen.acl.registry.AclEntry;

/**
 * Authorization, decided once per deployed resource method (as Jersey's {@code
 * RolesAllowedDynamicFeature} does): a method that a registry lists gets an {@link AclFilter}
 * holding its compiled template, a public one a {@link PublicOperationFilter}, and an unlisted one
 * whatever {@link UnlistedMethodFilters} decides. Sub-resource locators are no operations and get
 * nothing: the methods they lead to are configured in their turn.
 */
final class AuthorizationFeature implements DynamicFeature {

  private final AclDeployment deployment;

  AuthorizationFeature(AclDeployment deployment) {
    this.deployment = deployment;
  }

  @Override
  public void configure(ResourceInfo resourceInfo, FeatureContext context) {
    ContainerRequestFilter filter = filterFor(resourceInfo);
    if (filter != null) {
      context.register(filter, Priorities.AUTHORIZATION);
    }
  }

  /**
   * The filter that authorizes the requests of the method; null for a sub-resource locator, which
   * is no operation, and when the stack names no method.
   */
  ContainerRequestFilter filterFor(ResourceInfo resourceInfo) {
    Class<?> resourceClass = resourceInfo.getResourceClass();
    Method method = resourceInfo.getResourceMethod();
    if (resourceClass == null || method == null) {
      return null;
    }
    if (isLocator(resourceClass, method)) {
      return null;
    }
    if (ApiDescriptionResource.class.isAssignableFrom(resourceClass)) {
      deployment.knownOperations().publish(resourceClass, method, deployment.realm());
      return deployment.publicFilter(resourceClass, method, null);
    }
    if (ImplementationHandlers.contains(resourceClass)) {
      return deployment.publicFilter(resourceClass, method, null);
    }
    Optional<ForeignResources.Declared> foreign = deployment.foreign().find(resourceClass, method);
    if (foreign.isPresent()) {
      return foreignFilter(foreign.get(), resourceClass, method);
    }
    AclRegistries registries = deployment.registries();
    Optional<AclEntry> entry = registries.find(resourceClass, method);
    String operation = resourceClass.getName() + "#" + AclRegistries.signature(method);
    ContainerRequestFilter filter;
    if (entry.isEmpty()) {
      filter =
          deployment.unlisted().filterFor(resourceClass, method, operation, deployment.validator());
    } else if (entry.get().isPublic()) {
      filter = deployment.publicFilter(resourceClass, method, entry.get().path());
    } else if (entry.get().isCheckedInCode()) {
      filter =
          new InCodeAclFilter(
              registries.template(entry.get()),
              operation,
              deployment.validator(),
              deployment.replies(entry.get().service()),
              deployment.decisions(),
              site(entry.get(), operation));
    } else {
      filter =
          new AclFilter(
              registries.template(entry.get()),
              entry.get().pathTypes(),
              entry.get().queryPlaceholders(),
              operation,
              deployment.validator(),
              deployment.replies(entry.get().service()),
              deployment.decisions(),
              site(entry.get(), operation));
    }
    return filter;
  }

  private static Decisions.Operation site(AclEntry entry, String operation) {
    return new Decisions.Operation(entry.service(), entry.path(), operation, entry.aclTemplate());
  }

  private ContainerRequestFilter foreignFilter(
      ForeignResources.Declared declared, Class<?> resourceClass, Method method) {
    if (declared.isPublic()) {
      ForeignResources.operation(resourceClass, method, deployment.realm())
          .ifPresent(deployment.knownOperations()::add);
      return deployment.publicFilter(resourceClass, method, null);
    }
    String operation = resourceClass.getName() + "#" + AclRegistries.signature(method);
    String first = declared.acl().toString().split("\\.", 2)[0];
    String service = first.matches("[A-Za-z0-9_-]+") ? first : deployment.realm();
    return new AclFilter(
        declared.acl(),
        java.util.Map.of(),
        java.util.Map.of(),
        operation,
        deployment.validator(),
        deployment.replies(service),
        deployment.decisions(),
        new Decisions.Operation(service, null, operation, declared.acl().toString()));
  }

  /**
   * Whether the method is a sub-resource locator: it (or the method it overrides) carries
   * {@code @Path} and no HTTP method. Quarkus REST hands locators to dynamic features; Jersey and
   * RESTEasy do not.
   */
  static boolean isLocator(Class<?> resourceClass, Method method) {
    boolean path = false;
    for (Class<?> type : AclRegistries.lineage(resourceClass, method.getDeclaringClass())) {
      Method same = declared(type, method);
      if (same == null) {
        continue;
      }
      List<Annotation> annotations = Arrays.asList(same.getAnnotations());
      for (Annotation annotation : annotations) {
        if (annotation.annotationType().isAnnotationPresent(HttpMethod.class)) {
          return false;
        }
        path |= annotation.annotationType() == Path.class;
      }
    }
    return path;
  }

  private static Method declared(Class<?> type, Method method) {
    try {
      return type.getDeclaredMethod(method.getName(), method.getParameterTypes());
    } catch (NoSuchMethodException e) {
      return null;
    }
  }
}
