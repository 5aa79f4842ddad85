package org.aclgen.runtime;

import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.core.Response;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Supplier;
import org.aclgen.runtime.decisions.Reason;
import org.aclgen.runtime.decisions.TokenValidation;
import org.aclgen.tokens.PrincipalTokens;
import org.aclgen.tokens.TokenValidator;
import org.aclgen.tokens.ValidatedToken;
import org.aclgen.tokens.Validation;

/**
 * What the token of one request proved, decided once per request: the pre-matching {@link
 * AuthenticationFilter} (or, ahead of the JAX-RS implementation, a {@link RequestAuthenticator})
 * asks the validator, and every later per-method {@link AclFilter} reads the answer from the
 * request's properties (or from where the authenticator handed it over) instead of asking again.
 *
 * @param kind the outcome
 * @param token the validated token, set only for {@link Kind#VALID}
 * @param presented the token the request presented, for its fingerprint in a decision; null when
 *     there was none to validate. Never logged nor shown: {@link #toString()} leaves it out
 * @param validation how the token was validated
 * @param validationNanos how long the validator took; -1 when it was not asked, or when no decision
 *     is told of the request (it is timed only for one)
 */
record Authentication(
    Kind kind,
    ValidatedToken token,
    String presented,
    TokenValidation validation,
    long validationNanos) {

  /** The request property that holds a request's authentication. */
  static final String PROPERTY = Authentication.class.getName();

  private static final System.Logger LOG = System.getLogger(Authentication.class.getName());

  private static final Authentication MISSING =
      new Authentication(Kind.MISSING, null, null, TokenValidation.NONE, -1);
  private static final Authentication INVALID =
      new Authentication(Kind.INVALID, null, null, TokenValidation.NONE, -1);
  private static final Authentication INVALID_PRINCIPAL =
      new Authentication(Kind.INVALID, null, null, TokenValidation.PRINCIPAL, -1);

  /** The outcomes, each with its reply to a request that needs a token. */
  enum Kind {
    /** No token: 401. */
    MISSING,
    /** A malformed, unknown or expired token, or several different ones: 401. */
    INVALID,
    /** The validator could not tell: 503. */
    UNREACHABLE,
    /** A token the validator vouched for. */
    VALID
  }

  @Override
  public String toString() {
    return "Authentication[" + kind + "]";
  }

  /**
   * The reply that refuses a request so authenticated, naming {@code requiredAcl} (which may be
   * null); only for a kind other than {@link Kind#VALID}.
   */
  Response refusal(ErrorReplies replies, String requiredAcl) {
    return switch (kind) {
      case MISSING -> replies.missingToken(requiredAcl);
      case INVALID -> replies.invalidToken(requiredAcl);
      case UNREACHABLE -> replies.unreachable(requiredAcl);
      case VALID -> throw new IllegalStateException("a valid token is not refused");
    };
  }

  /** Why a request so authenticated is refused; only for a kind other than {@link Kind#VALID}. */
  Reason refusalReason() {
    return switch (kind) {
      case MISSING -> Reason.NO_TOKEN;
      case INVALID -> Reason.INVALID_TOKEN;
      case UNREACHABLE -> Reason.VALIDATION_FAILED;
      case VALID -> throw new IllegalStateException("a valid token is not refused");
    };
  }

  /** The request's authentication, computed with {@code validator} the first time only. */
  static Authentication of(
      ContainerRequestContext request, TokenValidator validator, boolean traced) {
    return of(request, validator, null, traced);
  }

  /**
   * The request's authentication, computed the first time only: from the principal the stack
   * authenticated, when {@code principals} (may be null) reads one, else with {@code validator}.
   */
  static Authentication of(
      ContainerRequestContext request,
      TokenValidator validator,
      PrincipalTokens principals,
      boolean traced) {
    return of(request, validator, principals, traced, true);
  }

  /**
   * As {@link #of(ContainerRequestContext, TokenValidator, PrincipalTokens, boolean)} when that
   * needs no wait on another process (the validator's {@link
   * TokenValidator#validateWithoutWaiting}); null, having kept nothing, when the validation would
   * wait.
   */
  static Authentication ofWithoutWaiting(
      ContainerRequestContext request,
      TokenValidator validator,
      PrincipalTokens principals,
      boolean traced) {
    return of(request, validator, principals, traced, false);
  }

  private static Authentication of(
      ContainerRequestContext request,
      TokenValidator validator,
      PrincipalTokens principals,
      boolean traced,
      boolean mayWait) {
    Authentication known = known(request);
    if (known != null) {
      return known;
    }
    Authentication computed = fromPrincipal(request, principals);
    if (computed == null) {
      Supplier<String> path = () -> request.getUriInfo().getPath();
      Function<String, List<String>> headers = request.getHeaders()::get;
      computed =
          mayWait
              ? fromHeaders(headers, validator, request.getMethod(), path, traced)
              : fromHeadersWithoutWaiting(headers, validator, request.getMethod(), path, traced);
      if (computed == null) {
        return null;
      }
    }
    request.setProperty(PROPERTY, computed);
    return computed;
  }

  /**
   * The request's authentication if it was decided already (by a filter, or by a {@link
   * RequestAuthenticator} ahead of the JAX-RS implementation, whose integration hands it over in
   * the same place: the request's property {@link #PROPERTY}); null otherwise.
   */
  static Authentication known(ContainerRequestContext request) {
    return request.getProperty(PROPERTY) instanceof Authentication known ? known : null;
  }

  /** The authentication the stack's principal stands for; null when there is none to read. */
  private static Authentication fromPrincipal(
      ContainerRequestContext request, PrincipalTokens principals) {
    if (principals == null || request.getSecurityContext() == null) {
      return null;
    }
    java.security.Principal principal = request.getSecurityContext().getUserPrincipal();
    if (principal == null) {
      return null;
    }
    Optional<ValidatedToken> token;
    try {
      token = principals.fromPrincipal(principal);
    } catch (RuntimeException e) {
      LOG.log(
          RuntimeMessage.UNREADABLE_PRINCIPAL.level(),
          () ->
              RuntimeMessage.UNREADABLE_PRINCIPAL.format(
                  request.getMethod(),
                  request.getUriInfo().getPath(),
                  e.getClass().getSimpleName(),
                  e.getMessage()));
      return INVALID_PRINCIPAL;
    }
    if (token.isEmpty()) {
      return null;
    }
    return token.get().isExpiredAt(java.time.Instant.now())
        ? INVALID_PRINCIPAL
        : new Authentication(Kind.VALID, token.get(), null, TokenValidation.PRINCIPAL, -1);
  }

  /**
   * The authentication of the token that {@code headers} carry, asking {@code validator}; {@code
   * method} and {@code path} only name the request in the log when the validator fails.
   */
  static Authentication fromHeaders(
      Function<String, List<String>> headers,
      TokenValidator validator,
      String method,
      Supplier<String> path,
      boolean traced) {
    TokenReader.Result read = TokenReader.read(headers);
    return read.kind() == TokenReader.Kind.PRESENT
        ? validate(validator, read.token(), method, path, traced)
        : withoutToken(read);
  }

  /**
   * As {@link #fromHeaders}, when {@code validator} answers without waiting on another process
   * ({@link TokenValidator#validateWithoutWaiting}); null when its answer would wait.
   */
  static Authentication fromHeadersWithoutWaiting(
      Function<String, List<String>> headers,
      TokenValidator validator,
      String method,
      Supplier<String> path,
      boolean traced) {
    TokenReader.Result read = TokenReader.read(headers);
    return read.kind() == TokenReader.Kind.PRESENT
        ? validateWithoutWaiting(validator, read.token(), method, path, traced)
        : withoutToken(read);
  }

  /** The authentication of a request that carries no token, or none of a token's form. */
  private static Authentication withoutToken(TokenReader.Result read) {
    return read.kind() == TokenReader.Kind.MISSING ? MISSING : INVALID;
  }

  private static Authentication validateWithoutWaiting(
      TokenValidator validator,
      String token,
      String method,
      Supplier<String> path,
      boolean traced) {
    long start = traced ? System.nanoTime() : 0;
    Optional<Validation> answer;
    try {
      answer = validator.validateWithoutWaiting(token);
    } catch (RuntimeException e) {
      return failed(e, token, method, path, traced, start);
    }
    if (answer.isEmpty()) {
      return null;
    }
    return answered(
        answer.get().token(),
        token,
        TokenValidation.of(answer.get().source()),
        elapsedSince(traced, start));
  }

  private static Authentication validate(
      TokenValidator validator,
      String token,
      String method,
      Supplier<String> path,
      boolean traced) {
    Optional<ValidatedToken> validated;
    TokenValidation how = TokenValidation.UNKNOWN;
    // Timed, and asked where the answer came from, only for a decision that will be told.
    long start = traced ? System.nanoTime() : 0;
    try {
      if (traced) {
        Validation validation = validator.validateWithSource(token);
        validated = validation.token();
        how = TokenValidation.of(validation.source());
      } else {
        validated = validator.validate(token);
      }
    } catch (RuntimeException e) {
      return failed(e, token, method, path, traced, start);
    }
    return answered(validated, token, how, elapsedSince(traced, start));
  }

  /** The nanoseconds since {@code start} when the request is traced; -1 (not timed) otherwise. */
  private static long elapsedSince(boolean traced, long start) {
    return traced ? System.nanoTime() - start : -1;
  }

  private static Authentication answered(
      Optional<ValidatedToken> validated, String token, TokenValidation how, long nanos) {
    return validated.isPresent()
        ? new Authentication(Kind.VALID, validated.get(), token, how, nanos)
        : new Authentication(Kind.INVALID, null, token, how, nanos);
  }

  /** A validator that failed: never allow on doubt (503). */
  private static Authentication failed(
      RuntimeException e,
      String token,
      String method,
      Supplier<String> path,
      boolean traced,
      long start) {
    long failedAfter = elapsedSince(traced, start);
    // The message of our validators never holds the token.
    LOG.log(
        RuntimeMessage.VALIDATION_FAILED.level(),
        () ->
            RuntimeMessage.VALIDATION_FAILED.format(
                method, path.get(), e.getClass().getSimpleName(), e.getMessage()));
    return new Authentication(Kind.UNREACHABLE, null, token, TokenValidation.UNKNOWN, failedAfter);
  }
}
