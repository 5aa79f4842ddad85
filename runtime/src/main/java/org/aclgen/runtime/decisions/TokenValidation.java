package org.aclgen.runtime.decisions;

/** How the request's token was validated for a decision. */
public enum TokenValidation {
  /** No token was validated: the request had none, or one that is malformed. */
  NONE,
  /** The validator answered; whether from its cache or its token service, it does not tell. */
  UNKNOWN,
  /** The validator answered from its cache. */
  CACHE_HIT,
  /** The validator asked its token service or identity provider. */
  UPSTREAM,
  /** The stack had authenticated the request; its principal was read ({@code PrincipalTokens}). */
  PRINCIPAL
}
