package org.aclgen.runtime;

import jakarta.ws.rs.Path;
import java.lang.reflect.Method;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import org.aclgen.acl.registry.AclEntry;

/**
 * Every operation whose full path is known before matching, so that a request without a valid token
 * can be judged from its method and path alone, before any application code runs.
 *
 * <p>Filled while the application starts (from the registries, the operations declared in code and
 * the API description resources the feature meets) and read by every request after that.
 */
final class KnownOperations {

  /** The protected operation a refused request was aimed at, to name its ACL and realm. */
  record Target(String service, String requiredAcl, String path, String aclTemplate) {}

  private final List<KnownOperation> operations = new CopyOnWriteArrayList<>();

  void add(KnownOperation operation) {
    operations.add(operation);
  }

  /** Adds every registry entry whose full path is known; a locator-relative one is not. */
  void addAll(AclRegistries registries) {
    for (AclEntry entry : registries.entries()) {
      if (!entry.isLocatorRelative()) {
        add(
            new KnownOperation(
                entry.httpMethod(),
                PathTemplate.parse(entry.path(), AclRegistries.describe(entry)),
                entry.service(),
                entry.isPublic() ? null : registries.template(entry)));
      }
    }
  }

  /**
   * Makes an API description resource method reachable without a token, at the path its annotations
   * give; one without a class {@code @Path} is reached through a locator and so needs a token.
   */
  void publish(Class<?> resourceClass, Method method, String realm) {
    Path classPath = resourceClass.getAnnotation(Path.class);
    if (classPath == null) {
      return;
    }
    Path methodPath = method.getAnnotation(Path.class);
    String path = classPath.value() + (methodPath == null ? "" : "/" + methodPath.value());
    String template = path.replace("//", "/");
    add(
        new KnownOperation(
            "GET",
            PathTemplate.parse(template, "the API description " + resourceClass.getName()),
            realm,
            null));
  }

  /**
   * Whether a request may go on to JAX-RS matching without a valid token: its path matches a public
   * operation served by its method. An {@code OPTIONS} request passes on a public operation's path
   * whatever that operation's method, so the implementation can answer it.
   */
  boolean isPublic(String requestMethod, String encodedPath) {
    for (KnownOperation operation : operations) {
      if (operation.isPublic()
          && (operation.serves(requestMethod) || requestMethod.equals("OPTIONS"))
          && operation.match(encodedPath).isPresent()) {
        return true;
      }
    }
    return false;
  }

  /** The first protected operation the request matches, with its ACL filled where possible. */
  Optional<Target> target(String requestMethod, String encodedPath) {
    for (KnownOperation operation : operations) {
      if (operation.isPublic() || !operation.serves(requestMethod)) {
        continue;
      }
      Optional<Map<String, String>> values = operation.match(encodedPath);
      if (values.isPresent()) {
        return Optional.of(
            new Target(
                operation.service(),
                operation.shownAcl(values.get()),
                operation.path().toString(),
                String.valueOf(operation.acl())));
      }
    }
    return Optional.empty();
  }
}
