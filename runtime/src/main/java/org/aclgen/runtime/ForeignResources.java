package org.aclgen.runtime;

import jakarta.ws.rs.HttpMethod;
import jakarta.ws.rs.Path;
import java.lang.annotation.Annotation;
import java.lang.reflect.Method;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import org.aclgen.acl.AclTemplate;

/**
 * Resource classes the application did not write and the processor never saw (swagger-core's {@code
 * OpenApiResource}, a health or metrics endpoint of a library), declared public or protected by one
 * ACL when the feature is built: {@link AclFeature.Builder#publicResource} and {@link
 * AclFeature.Builder#protectResource}.
 */
final class ForeignResources {

  /** What was declared for one class: public ({@code acl} null) or its compiled ACL. */
  record Declared(String className, AclTemplate acl) {
    boolean isPublic() {
      return acl == null;
    }
  }

  private final Map<String, Declared> byClass;

  ForeignResources(Map<String, String> declared) {
    Map<String, Declared> compiled = new LinkedHashMap<>();
    declared.forEach(
        (className, acl) ->
            compiled.put(
                className,
                new Declared(
                    className,
                    acl == null
                        ? null
                        : AclRegistries.compile(acl, "the resource class " + className))));
    this.byClass = Map.copyOf(compiled);
  }

  /** The declaration of the resource class or of one of its supertypes. */
  Optional<Declared> find(Class<?> resourceClass, Method method) {
    if (byClass.isEmpty()) {
      return Optional.empty();
    }
    for (Class<?> type : AclRegistries.lineage(resourceClass, method.getDeclaringClass())) {
      Declared declared = byClass.get(type.getName());
      if (declared != null) {
        return Optional.of(declared);
      }
    }
    return Optional.empty();
  }

  /**
   * The operation a method of a public foreign resource serves, when its full path is known from
   * its annotations (a class {@code @Path}); empty for a sub-resource, reached only with a token.
   */
  static Optional<KnownOperation> operation(Class<?> resourceClass, Method method, String realm) {
    Path classPath = annotation(resourceClass, method, Path.class, true);
    String httpMethod = httpMethod(resourceClass, method);
    if (classPath == null || httpMethod == null) {
      return Optional.empty();
    }
    Path methodPath = annotation(resourceClass, method, Path.class, false);
    String path = "/" + classPath.value() + (methodPath == null ? "" : "/" + methodPath.value());
    String template = path.replaceAll("/+", "/");
    return Optional.of(
        new KnownOperation(
            httpMethod,
            PathTemplate.parse(
                template,
                "the public resource method " + resourceClass.getName() + "." + method.getName()),
            realm,
            null));
  }

  private static String httpMethod(Class<?> resourceClass, Method method) {
    for (Class<?> type : AclRegistries.lineage(resourceClass, method.getDeclaringClass())) {
      Method same = declared(type, method);
      if (same == null) {
        continue;
      }
      for (Annotation annotation : same.getAnnotations()) {
        HttpMethod designator = annotation.annotationType().getAnnotation(HttpMethod.class);
        if (designator != null) {
          return designator.value();
        }
      }
    }
    return null;
  }

  private static <A extends Annotation> A annotation(
      Class<?> resourceClass, Method method, Class<A> type, boolean onClass) {
    for (Class<?> candidate : AclRegistries.lineage(resourceClass, method.getDeclaringClass())) {
      A found;
      if (onClass) {
        found = candidate.getAnnotation(type);
      } else {
        Method same = declared(candidate, method);
        found = same == null ? null : same.getAnnotation(type);
      }
      if (found != null) {
        return found;
      }
    }
    return null;
  }

  private static Method declared(Class<?> type, Method method) {
    try {
      return type.getDeclaredMethod(method.getName(), method.getParameterTypes());
    } catch (NoSuchMethodException e) {
      return null;
    }
  }
}
