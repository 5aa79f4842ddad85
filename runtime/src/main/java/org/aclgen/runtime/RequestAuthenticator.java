package org.aclgen.runtime;

import jakarta.ws.rs.core.Response;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Function;
import java.util.function.Supplier;
import org.aclgen.tokens.TokenValidator;

/**
 * Authenticates requests ahead of the JAX-RS implementation, for an integration whose stack runs
 * code of its own before it: aclgen-quarkus's Vert.x route in front of Quarkus REST, where a JAX-RS
 * filter before matching would cost the service a few percent of its throughput.
 *
 * <p>It decides what the authentication filter that {@link AclFeature} otherwise registers before
 * matching decides, from the request's method, path and token headers: a request with a valid token
 * goes on, one without goes on only to a public operation, and anything else is refused (401, or
 * 503 when the validator could not tell), unknown paths included. {@link
 * AclFeature#configureAuthenticatingAhead} returns it and then registers no filter before matching,
 * so the integration must call {@link #authenticate} for every request that the JAX-RS
 * implementation will receive, before the implementation does anything with it, and send the
 * refusal itself.
 *
 * <p>The integration keeps each outcome's {@link Outcome#handOver()} under {@link #HAND_OVER_KEY}
 * in the request's data on the stack's side (on Quarkus REST, the Vert.x routing context), where
 * the per-method authorization reads it ({@link MethodAuthorizer#authorize}, through {@link
 * MatchedRequest#data}) instead of validating the token again. Before it runs one of aclgen's
 * JAX-RS filters on the request instead, it sets the hand-over as the request's property under the
 * same key ({@code ContainerRequestContext.setProperty}), where the filters read it.
 */
public final class RequestAuthenticator {

  /** The key under which the integration keeps an outcome's hand-over for the filters. */
  public static final String HAND_OVER_KEY = Authentication.PROPERTY;

  private final TokenValidator validator;
  private final KnownOperations operations;
  private final String defaultRealm;
  private final Function<String, ErrorReplies> replies;
  private final AtomicBoolean started;
  private final Decisions decisions;

  RequestAuthenticator(
      TokenValidator validator,
      KnownOperations operations,
      String defaultRealm,
      Function<String, ErrorReplies> replies,
      AtomicBoolean started,
      Decisions decisions) {
    this.decisions = decisions;
    this.validator = validator;
    this.operations = operations;
    this.defaultRealm = defaultRealm;
    this.replies = replies;
    this.started = started;
  }

  /**
   * Authenticates one request.
   *
   * @param method the HTTP method, such as {@code GET}
   * @param rawPath the request's path as it came, percent-encoded, such as {@code /api/users/7}
   * @param rawRootPath the path of the JAX-RS application's root, such as {@code /api}
   * @param headers a header's values by its name; null or empty when the request has none
   * @return whether the request may go on, and what to hand over to the filters
   */
  public Outcome authenticate(
      String method, String rawPath, String rawRootPath, Function<String, List<String>> headers) {
    Supplier<String> encodedPath = begin(method, rawPath, rawRootPath, headers);
    return outcome(
        Authentication.fromHeaders(headers, validator, method, encodedPath, decisions.on()),
        method,
        encodedPath);
  }

  /**
   * Authenticates one request as {@link #authenticate} does when that needs no wait on another
   * process (the validator's {@link TokenValidator#validateWithoutWaiting}: a cached token, no
   * token, a malformed one); empty when the token's validation would wait, for an integration on a
   * thread that must not block (an event loop), which then calls {@link #authenticate} on a thread
   * that may.
   */
  public Optional<Outcome> authenticateWithoutWaiting(
      String method, String rawPath, String rawRootPath, Function<String, List<String>> headers) {
    Supplier<String> encodedPath = begin(method, rawPath, rawRootPath, headers);
    Authentication authentication =
        Authentication.fromHeadersWithoutWaiting(
            headers, validator, method, encodedPath, decisions.on());
    return authentication == null
        ? Optional.empty()
        : Optional.of(outcome(authentication, method, encodedPath));
  }

  /**
   * Checks a request's arguments, marks the deployment started and returns the request's path
   * relative to the root, percent-encoded as it came: computed when asked, since a request with a
   * valid token that no decision is told of never needs it.
   */
  private Supplier<String> begin(
      String method, String rawPath, String rawRootPath, Function<String, List<String>> headers) {
    Objects.requireNonNull(method, "method");
    Objects.requireNonNull(rawPath, "rawPath");
    Objects.requireNonNull(rawRootPath, "rawRootPath");
    Objects.requireNonNull(headers, "headers");
    markStarted();
    return () -> RequestPaths.relative(rawPath, rawRootPath);
  }

  private Outcome outcome(
      Authentication authentication, String method, Supplier<String> encodedPath) {
    return new Outcome(
        authentication,
        authentication.kind() == Authentication.Kind.VALID
            ? null
            : refusal(authentication, method, encodedPath.get()));
  }

  /** Whether a decision is told of each request, so that it asks where a validation came from. */
  boolean traced() {
    return decisions.on();
  }

  /**
   * Marks the deployment started: resource methods met from now on were discovered while serving.
   * Read before written: a write on every request would bounce the flag's cache line between the
   * cores that serve requests.
   */
  void markStarted() {
    if (!started.get()) {
      started.set(true);
    }
  }

  /** The reply that refuses the request; null when it may go on (a valid token, or public). */
  Response refusal(Authentication authentication, String method, String encodedPath) {
    if (authentication.kind() == Authentication.Kind.VALID
        || operations.isPublic(method, encodedPath)) {
      return null;
    }
    Optional<KnownOperations.Target> target = operations.target(method, encodedPath);
    ErrorReplies reply =
        replies.apply(target.map(KnownOperations.Target::service).orElse(defaultRealm));
    String requiredAcl = target.map(KnownOperations.Target::requiredAcl).orElse(null);
    Response refusal = authentication.refusal(reply, requiredAcl);
    if (decisions.on()) {
      tell(authentication, method, target, requiredAcl);
    }
    return refusal;
  }

  /** Tells the listeners of a refusal before matching: no resource method is known yet. */
  private void tell(
      Authentication authentication,
      String method,
      Optional<KnownOperations.Target> target,
      String requiredAcl) {
    Decisions.Operation site =
        target
            .map(t -> new Decisions.Operation(t.service(), t.path(), null, t.aclTemplate()))
            .orElse(new Decisions.Operation(defaultRealm, null, null, null));
    decisions.tell(site, method, requiredAcl, authentication.refusalReason(), authentication);
  }

  /** The outcome of one request's authentication. */
  public static final class Outcome {

    private final Authentication handOver;
    private final Response refusal;

    private Outcome(Authentication handOver, Response refusal) {
      this.handOver = handOver;
      this.refusal = refusal;
    }

    /**
     * The reply to send instead of serving the request (a JSON 401 with {@code WWW-Authenticate},
     * or a 503); empty when the request may go on.
     */
    public Optional<Response> refusal() {
      return Optional.ofNullable(refusal);
    }

    /** What to keep under {@link #HAND_OVER_KEY} for aclgen's filters; opaque. */
    public Object handOver() {
      return handOver;
    }

    @Override
    public String toString() {
      return "RequestAuthenticator.Outcome[" + handOver.kind() + "]";
    }
  }
}
