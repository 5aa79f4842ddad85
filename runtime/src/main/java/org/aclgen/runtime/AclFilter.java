package org.aclgen.runtime;

import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ContainerRequestFilter;
import jakarta.ws.rs.core.MultivaluedMap;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.aclgen.acl.AclTemplate;
import org.aclgen.runtime.decisions.Reason;
import org.aclgen.tokens.TokenValidator;
import org.aclgen.tokens.ValidatedToken;

/**
 * Guards one resource method: fills its compiled ACL template from the request's path values (all
 * those matched along a locator chain) and, for the placeholders the registry marks so, from its
 * query parameters; checks it against the request's token, and lets the request through or aborts
 * it.
 *
 * <p>A placeholder filled from the query needs exactly one non-empty value of its parameter: a
 * request without it, with an empty value or with several values has no ACL and gets 403, as a
 * request whose path value is empty does. The value is escaped into one word like a path value.
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
final class AclFilter implements ContainerRequestFilter, MethodAuthorizer.Matched {

  private static final System.Logger LOG = System.getLogger(AclFilter.class.getName());

  private final AclTemplate template;
  private final Map<String, String> pathTypes;
  private final Map<String, String> queryPlaceholders;
  private final String operation;
  private final TokenValidator validator;
  private final ErrorReplies replies;
  private final Decisions decisions;
  private final Decisions.Operation site;

  /** The required ACL of a template without placeholders, the same for every request; else null. */
  private final Required constant;

  /** A filter for a template whose path variables are all read as strings. */
  AclFilter(
      AclTemplate template, String operation, TokenValidator validator, ErrorReplies replies) {
    this(template, Map.of(), Map.of(), operation, validator, replies);
  }

  /**
   * @param pathTypes the Java type of each path variable not read as a string
   * @param queryPlaceholders the placeholders filled from the query, with the Java type their
   *     parameter is read as
   */
  AclFilter(
      AclTemplate template,
      Map<String, String> pathTypes,
      Map<String, String> queryPlaceholders,
      String operation,
      TokenValidator validator,
      ErrorReplies replies) {
    this(
        template,
        pathTypes,
        queryPlaceholders,
        operation,
        validator,
        replies,
        Decisions.NONE,
        null);
  }

  /**
   * As above, telling {@code decisions} of each request as {@code site}.
   *
   * @param site what decisions name of the operation; null only with {@link Decisions#NONE}
   */
  AclFilter(
      AclTemplate template,
      Map<String, String> pathTypes,
      Map<String, String> queryPlaceholders,
      String operation,
      TokenValidator validator,
      ErrorReplies replies,
      Decisions decisions,
      Decisions.Operation site) {
    this.decisions = decisions;
    this.site = site;
    this.template = template;
    this.pathTypes = Map.copyOf(pathTypes);
    this.queryPlaceholders = Map.copyOf(queryPlaceholders);
    this.operation = operation;
    this.validator = validator;
    this.replies = replies;
    this.constant =
        template.placeholders().isEmpty()
            ? new Required(template.fill(name -> null), null, null)
            : null;
  }

  @Override
  public void filter(ContainerRequestContext request) {
    // A template without placeholders reads no value: some stacks build a map for every read.
    Required required = constant != null ? constant : requiredAcl(request.getUriInfo());
    Authentication authentication = Authentication.of(request, validator, decisions.on());
    Response refusal = decide(request.getMethod(), authentication, required);
    if (refusal != null) {
      request.abortWith(refusal);
      return;
    }
    RequestPrincipal.establish(request, principal(authentication));
    AuthorizationGuard.judged(request);
  }

  @Override
  public boolean authorize(MatchedRequest request) {
    if (!(request.data(Authentication.PROPERTY) instanceof Authentication authentication)) {
      return false;
    }
    Required required =
        constant != null
            ? constant
            : requiredAcl(
                request::pathValues, queryPlaceholders.isEmpty() ? null : request::queryValues);
    Response refusal = decide(request.method(), authentication, required);
    if (refusal != null) {
      request.abortWith(refusal);
    } else {
      request.securityContext(
          new AclSecurityContext(principal(authentication), request.securityContext()));
    }
    return true;
  }

  /**
   * Decides the request and tells decisions of it: the reply that refuses it, or null when it may
   * go on (then {@code authentication} holds a token).
   */
  private Response decide(String method, Authentication authentication, Required required) {
    Response refusal;
    Reason reason;
    if (authentication.kind() != Authentication.Kind.VALID) {
      refusal =
          authentication.refusal(
              replies, required.acl() != null ? required.acl() : template.toString());
      reason = authentication.refusalReason();
    } else if (required.acl() == null) {
      refusal = refusal(required);
      reason =
          required.problem() == Problem.UNREADABLE_PATH
                  || required.problem() == Problem.UNREADABLE_QUERY
              ? Reason.UNREADABLE_VALUE
              : Reason.UNFILLED;
    } else if (!grants(authentication.token(), required.acl())) {
      refusal = replies.forbidden(required.acl());
      reason = Reason.NOT_GRANTED;
    } else {
      refusal = null;
      reason = Reason.GRANTED;
    }
    if (decisions.on()) {
      decisions.tell(site, method, required.acl(), reason, authentication);
    }
    return refusal;
  }

  /** The principal of a request this filter let through. */
  private AclPrincipal principal(Authentication authentication) {
    return new AclPrincipal(authentication.token(), replies, template);
  }

  /** The reply to a request whose ACL could not be filled. */
  private Response refusal(Required required) {
    String name = required.name();
    return switch (required.problem()) {
      case UNREADABLE_PATH ->
          replies.unreadable(template.toString(), "path", name, pathTypes.get(name));
      case UNREADABLE_QUERY ->
          replies.unreadable(template.toString(), "query", name, queryPlaceholders.get(name));
      case UNFILLABLE_QUERY -> replies.unfillableQuery(template.toString(), name);
      case UNFILLABLE_PATH -> {
        LOG.log(
            RuntimeMessage.UNFILLED.level(),
            () -> RuntimeMessage.UNFILLED.format(template, operation));
        yield replies.unfillable(template.toString());
      }
    };
  }

  /**
   * Whether the token grants the filled ACL; the token remembers its answers, so a constant ACL,
   * whose hash code its string keeps, costs one lookup after the first request.
   */
  private static boolean grants(ValidatedToken token, String requiredAcl) {
    try {
      return token.allows(requiredAcl);
    } catch (IllegalArgumentException malformed) {
      // A filled template is well formed by construction; if not, refuse rather than guess.
      return false;
    }
  }

  /**
   * The concrete ACL of the request; empty, with the problem and the placeholder's name, when a
   * value is missing, empty or ambiguous, or when its type cannot read it.
   */
  private Required requiredAcl(UriInfo uri) {
    MultivaluedMap<String, String> pathValues = uri.getPathParameters();
    MultivaluedMap<String, String> queryValues =
        queryPlaceholders.isEmpty() ? null : uri.getQueryParameters();
    return requiredAcl(pathValues::get, queryValues == null ? null : queryValues::get);
  }

  /**
   * As above, with each placeholder's values read by {@code pathValues} and {@code queryValues}
   * (null when the template reads no query parameter).
   */
  private Required requiredAcl(
      Function<String, List<String>> pathValues, Function<String, List<String>> queryValues) {
    try {
      return new Required(template.fill(name -> value(name, pathValues, queryValues)), null, null);
    } catch (Unfilled unfilled) {
      return new Required(null, unfilled.problem, unfilled.name);
    } catch (IllegalArgumentException unfillable) {
      return new Required(null, Problem.UNFILLABLE_PATH, null);
    }
  }

  /** The canonical value of a placeholder, as the resource's parameter will read it. */
  private String value(
      String name,
      Function<String, List<String>> pathValues,
      Function<String, List<String>> queryValues) {
    String queryType = queryPlaceholders.get(name);
    if (queryType != null) {
      List<String> values = queryValues.apply(name);
      if (values == null || values.size() != 1 || values.get(0).isEmpty()) {
        throw new Unfilled(Problem.UNFILLABLE_QUERY, name);
      }
      return PathValues.canonical(queryType, values.get(0))
          .orElseThrow(() -> new Unfilled(Problem.UNREADABLE_QUERY, name));
    }
    String raw = single(pathValues.apply(name));
    if (raw == null || raw.isEmpty()) {
      return raw;
    }
    return PathValues.canonical(pathTypes.get(name), raw)
        .orElseThrow(() -> new Unfilled(Problem.UNREADABLE_PATH, name));
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

  /** Why a template could not be filled. */
  private enum Problem {
    /** A path value is missing, empty or ambiguous: 403. */
    UNFILLABLE_PATH,
    /** A query parameter is missing, empty or repeated: 403. */
    UNFILLABLE_QUERY,
    /** A path value its type cannot read: 404, as JAX-RS answers. */
    UNREADABLE_PATH,
    /** A query value its type cannot read: 404, as JAX-RS answers. */
    UNREADABLE_QUERY
  }

  /**
   * The required ACL; or, when it is null, why there is none and for which placeholder ({@code
   * name} null when the template's own check named none).
   */
  private record Required(String acl, Problem problem, String name) {}

  /** Thrown through {@link AclTemplate#fill}: a value the ACL cannot be given. */
  private static final class Unfilled extends RuntimeException {
    private static final long serialVersionUID = 1L;
    final Problem problem;
    final String name;

    Unfilled(Problem problem, String name) {
      super(name, null, false, false);
      this.problem = problem;
      this.name = name;
    }
  }
}
