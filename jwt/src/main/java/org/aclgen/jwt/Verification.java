package org.aclgen.jwt;

import com.nimbusds.jose.proc.SecurityContext;

/**
 * The context of one token's run through nimbus's processor: the checks aclgen plugs into it note
 * here why they refused the token, so that the refusal is typed rather than read from nimbus's
 * exception texts.
 */
final class Verification implements SecurityContext {

  private final boolean mayWait;
  private Refusal refusal;

  /**
   * @param mayWait whether the token's key may be fetched from the issuer; if not, a key that is
   *     not at hand stops the verification with {@link IssuerKeys.WouldWait}
   */
  Verification(boolean mayWait) {
    this.mayWait = mayWait;
  }

  boolean mayWait() {
    return mayWait;
  }

  /** Notes why the token is refused; the first reason noted stands. */
  void refuse(Refusal why) {
    if (refusal == null) {
      refusal = why;
    }
  }

  /** Why the token was refused, or {@code otherwise} if no check noted a reason. */
  Refusal refusalOr(Refusal otherwise) {
    return refusal != null ? refusal : otherwise;
  }
}
