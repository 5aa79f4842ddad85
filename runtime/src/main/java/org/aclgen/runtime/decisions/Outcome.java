package org.aclgen.runtime.decisions;

/** What aclgen answered a judged request: let it through, or refuse it with a status. */
public enum Outcome {
  /** Let through: the resource method runs (a granted ACL, or a public operation). */
  ALLOWED(0),
  /** Refused for want of a valid token: 401. */
  UNAUTHENTICATED(401),
  /** Refused for want of the ACL: 403. */
  FORBIDDEN(403),
  /** Refused because a value the ACL needs is not of its type: 404, as JAX-RS answers it. */
  NOT_FOUND(404),
  /** Refused because the validator could not tell: 503. */
  UNAVAILABLE(503),
  /**
   * Refused without a judgement (no aclgen filter judged it, or a check in code was skipped): 500.
   */
  REFUSED_UNJUDGED(500);

  private final int status;

  Outcome(int status) {
    this.status = status;
  }

  /** The status of the refusal's reply; 0 for {@link #ALLOWED}, whose reply is the resource's. */
  public int status() {
    return status;
  }

  /** Whether the request was refused. */
  public boolean isRefusal() {
    return this != ALLOWED;
  }
}
