package org.aclgen.jwt;

/** Why a token was refused (the client gets a 401); logged at DEBUG, never with the token. */
enum Refusal {
  TOO_LONG("longer than the bound"),
  NOT_COMPACT_JWS("not a compact JWS of three parts"),
  MALFORMED("not a well-formed JWS"),
  ALGORITHM("signed with an algorithm outside the allow-list"),
  CRITICAL_HEADER("with a critical header parameter that is not understood"),
  TYPE("with a typ that is not an access token's"),
  NESTED("with a content type: a nested token is never accepted"),
  UNKNOWN_KEY("signed with a key the issuer does not publish"),
  KEY_MISMATCH("naming a key that does not fit its algorithm"),
  SIGNATURE("whose signature does not verify"),
  PAYLOAD("whose payload is not a JSON object of claims"),
  ISSUER("of another issuer"),
  AUDIENCE("for another audience"),
  NO_EXPIRY("without exp"),
  EXPIRED("expired"),
  NOT_YET_VALID("not valid yet (nbf)"),
  ISSUED_IN_FUTURE("issued in the future (iat)"),
  ID_TOKEN("that is an ID token (a nonce, or a typ that says so), not an access token"),
  CLAIMS("with claims that fail a check"),
  NO_USER("without the user claim"),
  CLAIM_TYPE("with a claim of the wrong type"),
  ACL("with ACLs that cannot be read"),
  ENDED("of a session or user that was logged out");

  private final String description;

  Refusal(String description) {
    this.description = description;
  }

  @Override
  public String toString() {
    return "a token " + description;
  }
}
