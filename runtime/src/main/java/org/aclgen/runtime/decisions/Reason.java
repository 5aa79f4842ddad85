package org.aclgen.runtime.decisions;

/**
 * Why a request got its outcome, each with a stable id (documented in docs/runtime.md, "Audit
 * log"); the ids of refusals that the runtime also logs are those of its log lines.
 */
public enum Reason {
  /** The token grants the required ACL. */
  GRANTED("aclgen.granted", Outcome.ALLOWED),
  /** A public operation: no ACL is required. */
  PUBLIC("aclgen.public", Outcome.ALLOWED),
  /** The request carries no token. */
  NO_TOKEN("aclgen.no-token", Outcome.UNAUTHENTICATED),
  /** The token is malformed, unknown, expired or revoked, or the request carries several. */
  INVALID_TOKEN("aclgen.invalid-token", Outcome.UNAUTHENTICATED),
  /** The validator failed (the token service is down, slow or answers nonsense). */
  VALIDATION_FAILED("aclgen.validation-failed", Outcome.UNAVAILABLE),
  /** The token does not grant the required ACL. */
  NOT_GRANTED("aclgen.not-granted", Outcome.FORBIDDEN),
  /** A value that fills the ACL is missing, empty or ambiguous. */
  UNFILLED("aclgen.unfilled", Outcome.FORBIDDEN),
  /** A method no registry lists (behind a locator), or a handler built in code, undeclared. */
  UNLISTED("aclgen.unlisted-method", Outcome.FORBIDDEN),
  /** A path or query value that fills the ACL cannot be read as its type. */
  UNREADABLE_VALUE("aclgen.unreadable-value", Outcome.NOT_FOUND),
  /** No aclgen filter judged the request; the guard refused it. */
  UNJUDGED("aclgen.unjudged", Outcome.REFUSED_UNJUDGED),
  /** An operation checked in code answered a success without calling {@code requireAcl}. */
  UNCHECKED("aclgen.unchecked", Outcome.REFUSED_UNJUDGED),
  /**
   * A bus event without {@code required_acl}, held back from every subscriber by the event gate
   * ({@code org.aclgen.runtime.EventGateDecisions}).
   */
  EVENT_WITHOUT_ACL("aclgen.event-without-acl", Outcome.FORBIDDEN);

  private final String id;
  private final Outcome outcome;

  Reason(String id, Outcome outcome) {
    this.id = id;
    this.outcome = outcome;
  }

  /** The stable id, such as {@code aclgen.not-granted}. */
  public String id() {
    return id;
  }

  /** The outcome this reason leads to. */
  public Outcome outcome() {
    return outcome;
  }
}
