package org.aclgen.runtime;

import java.util.Map;
import java.util.Optional;
import org.aclgen.acl.AclTemplate;

/**
 * An operation whose full path is known before any request: an entry of a registry, an operation
 * declared in code with {@link AclFeature.Builder#requireAcl} or {@link
 * AclFeature.Builder#publicOperation}, or the API description.
 *
 * @param httpMethod the HTTP method in upper case
 * @param path the compiled path template
 * @param service the service word, the realm of a 401
 * @param acl the compiled ACL template; {@code null} for a public operation
 */
record KnownOperation(String httpMethod, PathTemplate path, String service, AclTemplate acl) {

  boolean isPublic() {
    return acl == null;
  }

  /**
   * Whether a request with {@code requestMethod} would be served by this operation's method: the
   * same method, or {@code HEAD} for a {@code GET}, as JAX-RS does when no {@code @HEAD} method
   * exists.
   */
  boolean serves(String requestMethod) {
    return httpMethod.equals(requestMethod)
        || (requestMethod.equals("HEAD") && httpMethod.equals("GET"));
  }

  /** The path values of {@code encodedPath} if this operation's template matches it. */
  Optional<Map<String, String>> match(String encodedPath) {
    return path.match(encodedPath);
  }

  /** The ACL a request with these path values needs, filled when every value is there. */
  String shownAcl(Map<String, String> values) {
    try {
      return acl.fill(values::get);
    } catch (IllegalArgumentException unfillable) {
      return acl.toString();
    }
  }
}
