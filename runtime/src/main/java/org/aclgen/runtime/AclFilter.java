package org.aclgen.runtime;

import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ContainerRequestFilter;
import jakarta.ws.rs.core.MultivaluedMap;
import java.lang.System.Logger.Level;
import java.util.List;
import java.util.Optional;
import org.aclgen.acl.AclTemplate;

/**
 * Guards one resource method: fills its compiled ACL template from the request's path values, asks
 * the validator about the request's token, and lets the request through or aborts it.
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
    TokenReader.Result token = TokenReader.read(request.getHeaders());
    switch (token.kind()) {
      case MISSING -> request.abortWith(replies.missingToken(shownAcl));
      case INVALID -> request.abortWith(replies.invalidToken(shownAcl));
      case PRESENT -> authorize(request, token.token(), required);
    }
  }

  private void authorize(
      ContainerRequestContext request, String token, Optional<String> requiredAcl) {
    Optional<ValidatedToken> validated;
    try {
      validated = validator.validate(token);
    } catch (RuntimeException e) {
      // Never allow on doubt; the message of our validators never holds the token.
      LOG.log(
          Level.WARNING,
          "aclgen: token validation failed for {0}: {1}: {2}",
          operation,
          e.getClass().getSimpleName(),
          e.getMessage());
      request.abortWith(replies.unreachable(requiredAcl.orElse(template.toString())));
      return;
    }
    if (validated.isEmpty()) {
      request.abortWith(replies.invalidToken(requiredAcl.orElse(template.toString())));
      return;
    }
    if (requiredAcl.isEmpty()) {
      request.abortWith(replies.unfillable(template.toString()));
      return;
    }
    if (!grants(validated.get(), requiredAcl.get())) {
      request.abortWith(replies.forbidden(requiredAcl.get()));
      return;
    }
    AclPrincipal principal = new AclPrincipal(validated.get());
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
