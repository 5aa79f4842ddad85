package org.aclgen.runtime;

import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ContainerRequestFilter;
import jakarta.ws.rs.core.MultivaluedMap;
import java.lang.System.Logger.Level;
import java.util.List;
import java.util.Optional;
import org.aclgen.acl.AclTemplate;

/**
 * Guards one resource method: fills its compiled ACL template from the request's path values (all
 * those matched along a locator chain), checks it against the request's token, and lets the request
 * through or aborts it.
 *
 * <p>The token was normally validated before matching by the {@link AuthenticationFilter}; this
 * filter reads that outcome (or validates the token itself, once, when that filter did not run), so
 * it only authorizes.
 *
 * <p>Registered by {@link AclFeature} per method, so everything that does not depend on the request
 * is decided before the first request; it gets no {@code @Context} injection and reads the path
 * values from the request context instead. The feature registers it at priority {@link
 * jakarta.ws.rs.Priorities#AUTHORIZATION} explicitly rather than through {@code @Priority}, whose
 * annotation would add a dependency on {@code jakarta.annotation-api}.
 */
final class AclFilter implements ContainerRequestFilter {

  private static final System.Logger LOG = System.getLogger(AclFilter.class.getName());

  private final AclTemplate template;
  private final String operation;
  private final TokenValidator validator;
  private final ErrorReplies replies;

  AclFilter(
      AclTemplate template, String operation, TokenValidator validator, ErrorReplies replies) {
    this.template = template;
    this.operation = operation;
    this.validator = validator;
    this.replies = replies;
  }

  @Override
  public void filter(ContainerRequestContext request) {
    Optional<String> required = requiredAcl(request.getUriInfo().getPathParameters());
    String shownAcl = required.orElse(template.toString());
    Authentication authentication = Authentication.of(request, validator);
    switch (authentication.kind()) {
      case MISSING -> request.abortWith(replies.missingToken(shownAcl));
      case INVALID -> request.abortWith(replies.invalidToken(shownAcl));
      case UNREACHABLE -> request.abortWith(replies.unreachable(shownAcl));
      case VALID -> authorize(request, authentication.token(), required);
    }
  }

  private void authorize(
      ContainerRequestContext request, ValidatedToken token, Optional<String> requiredAcl) {
    if (requiredAcl.isEmpty()) {
      LOG.log(Level.DEBUG, "aclgen: no value for a placeholder of {0} in {1}", template, operation);
      request.abortWith(replies.unfillable(template.toString()));
      return;
    }
    if (!grants(token, requiredAcl.get())) {
      request.abortWith(replies.forbidden(requiredAcl.get()));
      return;
    }
    AclPrincipal principal = new AclPrincipal(token);
    request.setSecurityContext(new AclSecurityContext(principal, request.getSecurityContext()));
  }

  private static boolean grants(ValidatedToken token, String requiredAcl) {
    try {
      return token.allows(requiredAcl);
    } catch (IllegalArgumentException malformed) {
      // A filled template is well formed by construction; if not, refuse rather than guess.
      return false;
    }
  }

  /** The concrete ACL of the request, or empty when a path value is missing, empty or ambiguous. */
  private Optional<String> requiredAcl(MultivaluedMap<String, String> pathValues) {
    try {
      return Optional.of(template.fill(name -> single(pathValues.get(name))));
    } catch (IllegalArgumentException unfillable) {
      return Optional.empty();
    }
  }

  /** The one value of a path variable; a variable bound twice to different values has none. */
  private static String single(List<String> values) {
    if (values == null || values.isEmpty()) {
      return null;
    }
    String first = values.get(0);
    for (String other : values) {
      if (!first.equals(other)) {
        return null;
      }
    }
    return first;
  }
}
