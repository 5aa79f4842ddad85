package org.aclgen.runtime.decisions;

import org.aclgen.tokens.Validation;

/** How the request's token was validated for a decision. */
public enum TokenValidation {
  /** No token was validated: the request had none, or one that is malformed. */
  NONE,
  /**
   * The validator answered but does not tell how ({@link
   * org.aclgen.tokens.TokenValidator#validateWithSource} not implemented), or it failed.
   */
  UNKNOWN,
  /** The validator answered from its cache. */
  CACHE_HIT,
  /** The validator asked its token service or identity provider. */
  UPSTREAM,
  /**
   * The validator answered alone, with no cache and no call for this token: it verified a signature
   * with keys it had (fetched if need be), refused the token by its form, or looked it up in the
   * same process.
   */
  LOCAL,
  /** The stack had authenticated the request; its principal was read ({@code PrincipalTokens}). */
  PRINCIPAL,
  /**
   * The token was validated when the subscriber's WebSocket session opened: a decision of the event
   * gate ({@code org.aclgen.runtime.EventGateDecisions}).
   */
  SESSION;

  /** What a validator's {@code source} stands for in a decision. */
  public static TokenValidation of(Validation.Source source) {
    return switch (source) {
      case CACHE -> CACHE_HIT;
      case UPSTREAM -> UPSTREAM;
      case LOCAL -> LOCAL;
      case UNKNOWN -> UNKNOWN;
    };
  }
}
