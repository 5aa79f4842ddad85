package org.aclgen.review.explain;

/** Why an operation is granted or refused. */
public enum Reason {
  /** The operation needs no token: granted to everyone. */
  PUBLIC,
  /** A positive entry of the token grants the required ACL. */
  GRANTED,
  /** A positive entry would grant it, but a negative entry refuses it. */
  REFUSED_BY_NEGATIVE,
  /** No entry of the token grants the required ACL. */
  NO_MATCH
}
