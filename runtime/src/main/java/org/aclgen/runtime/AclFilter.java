package org.aclgen.runtime;

import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ContainerRequestFilter;
import jakarta.ws.rs.core.MultivaluedMap;
import java.lang.System.Logger.Level;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.aclgen.acl.AclTemplate;

/**
 * Guards one resource method: fills its compiled ACL template from the request's path values (all
 * those matched along a locator chain), checks it against the request's token, and lets the request
 * through or aborts it.
 *
 * <p>A path value that the resource reads as a number, a UUID, a boolean or a character fills the
 * ACL in the canonical form the resource will see ({@link PathValues}): {@code /lines/01} requires
 * the ACL of line 1. A value its type cannot read gets 404, as JAX-RS answers it, once the token is
 * known to be valid.
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
  private final Map<String, String> pathTypes;
  private final String operation;
  private final TokenValidator validator;
  private final ErrorReplies replies;

  /** A filter for a template whose path variables are all read as strings. */
  AclFilter(
      AclTemplate template, String operation, TokenValidator validator, ErrorReplies replies) {
    this(template, Map.of(), operation, validator, replies);
  }

  AclFilter(
      AclTemplate template,
      Map<String, String> pathTypes,
      String operation,
      TokenValidator validator,
      ErrorReplies replies) {
    this.template = template;
    this.pathTypes = Map.copyOf(pathTypes);
    this.operation = operation;
    this.validator = validator;
    this.replies = replies;
  }

  @Override
  public void filter(ContainerRequestContext request) {
    Required required = requiredAcl(request.getUriInfo().getPathParameters());
    String shownAcl = required.acl().orElse(template.toString());
    Authentication authentication = Authentication.of(request, validator);
    switch (authentication.kind()) {
      case MISSING -> request.abortWith(replies.missingToken(shownAcl));
      case INVALID -> request.abortWith(replies.invalidToken(shownAcl));
      case UNREACHABLE -> request.abortWith(replies.unreachable(shownAcl));
      case VALID -> authorize(request, authentication.token(), required);
    }
  }

  private void authorize(ContainerRequestContext request, ValidatedToken token, Required required) {
    Optional<String> requiredAcl = required.acl();
    if (required.unreadable() != null) {
      String name = required.unreadable();
      request.abortWith(replies.unreadable(template.toString(), name, pathTypes.get(name)));
      return;
    }
    if (requiredAcl.isEmpty()) {
      LOG.log(Level.DEBUG, "aclgen: no value for a placeholder of {0} in {1}", template, operation);
      request.abortWith(replies.unfillable(template.toString()));
      return;
    }
    if (!grants(token, requiredAcl.get())) {
      request.abortWith(replies.forbidden(requiredAcl.get()));
      return;
    }
    RequestPrincipal.establish(request, token);
    AuthorizationGuard.judged(request);
  }

  private static boolean grants(ValidatedToken token, String requiredAcl) {
    try {
      return token.allows(requiredAcl);
    } catch (IllegalArgumentException malformed) {
      // A filled template is well formed by construction; if not, refuse rather than guess.
      return false;
    }
  }

  /**
   * The concrete ACL of the request; empty when a path value is missing, empty or ambiguous, and
   * with the variable's name when its type cannot read its value.
   */
  private Required requiredAcl(MultivaluedMap<String, String> pathValues) {
    try {
      return new Required(Optional.of(template.fill(name -> value(name, pathValues))), null);
    } catch (UnreadableValue unreadable) {
      return new Required(Optional.empty(), unreadable.name);
    } catch (IllegalArgumentException unfillable) {
      return new Required(Optional.empty(), null);
    }
  }

  /** The canonical value of a path variable, as its resource parameter will read it. */
  private String value(String name, MultivaluedMap<String, String> pathValues) {
    String raw = single(pathValues.get(name));
    if (raw == null || raw.isEmpty()) {
      return raw;
    }
    return PathValues.canonical(pathTypes.get(name), raw)
        .orElseThrow(() -> new UnreadableValue(name));
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

  /** The required ACL, or the path variable whose value its type cannot read. */
  private record Required(Optional<String> acl, String unreadable) {}

  /** Thrown through {@link AclTemplate#fill}: a value the resource's parameter cannot read. */
  private static final class UnreadableValue extends RuntimeException {
    private static final long serialVersionUID = 1L;
    final String name;

    UnreadableValue(String name) {
      super(name, null, false, false);
      this.name = name;
    }
  }
}
