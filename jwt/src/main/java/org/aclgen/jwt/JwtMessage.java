package org.aclgen.jwt;

import org.aclgen.acl.internal.CataloguedMessage;
import org.aclgen.acl.internal.MessageKind;

/**
 * The catalogue of everything aclgen-jwt tells the people who run a service: the lines it logs
 * about the issuer's keys, the revocation feed and back-channel logouts, and the texts of what it
 * throws when an identity provider cannot be trusted to answer (a {@link
 * org.aclgen.tokens.TokenServiceUnavailableException}: 503), when a logout token is refused ({@link
 * InvalidLogoutTokenException}: 400) or when a token's claims cannot be read. Each message has a
 * stable id, printed first as {@code [aclgen.signing-keys-unavailable]}, that tests, documentation
 * (docs/runtime.md, "Messages") and search engines can rely on; the text names the problem and,
 * where the reader can act, the fix. Several constants share an id when they are variants of one
 * event.
 *
 * <p>Not here, on purpose: the checks of a builder's arguments ({@code audience must not be
 * empty}), whose plain {@link IllegalArgumentException} thrown at the caller's line is the whole
 * message.
 */
enum JwtMessage implements CataloguedMessage {
  KEYS_LOST(
      "aclgen.signing-keys-unavailable",
      MessageKind.WARNING,
      "the signing keys of %s cannot be had: %s; tokens signed with a key not yet known are"
          + " answered 503 until they can; check that the issuer is up and reachable from this"
          + " server"),
  KEYS_UNAVAILABLE(
      "aclgen.signing-keys-unavailable",
      MessageKind.THROWN,
      "the signing keys of %s cannot be had (%s)"),
  KEYS_BACK(
      "aclgen.signing-keys-back", MessageKind.INFO, "the signing keys of %s can be had again"),
  ISSUER_MISMATCH(
      "aclgen.issuer-metadata",
      MessageKind.THROWN,
      "%s names the issuer %s, not %s; configure the issuer exactly as the tokens' iss names it"),
  NO_JWKS_URI("aclgen.issuer-metadata", MessageKind.THROWN, "%s has no jwks_uri"),
  JWKS_URI_NOT_HTTP(
      "aclgen.issuer-metadata", MessageKind.THROWN, "%s has a jwks_uri that is not http"),
  JWKS_URI_MALFORMED("aclgen.issuer-metadata", MessageKind.THROWN, "%s has a malformed jwks_uri"),
  NOT_A_JWK_SET("aclgen.issuer-metadata", MessageKind.THROWN, "%s is not a JWK set: %s"),
  UNREACHABLE(
      "aclgen.identity-provider-unavailable",
      MessageKind.THROWN,
      "%s could not be reached: %s; check that the identity provider is up and reachable from"
          + " this server"),
  TIMED_OUT(
      "aclgen.identity-provider-unavailable",
      MessageKind.THROWN,
      "%s did not answer in full within %s; check that the identity provider is up, or raise"
          + " requestTimeout"),
  INTERRUPTED(
      "aclgen.identity-provider-unavailable",
      MessageKind.THROWN,
      "interrupted while asking %s: the server is stopping"),
  HTTP_STATUS(
      "aclgen.identity-provider-unavailable",
      MessageKind.THROWN,
      "%s answered %s, not 200; the identity provider's own log says why"),
  NOT_JSON_TYPE(
      "aclgen.identity-provider-unavailable",
      MessageKind.THROWN,
      "%s answered with Content-Type '%s', not JSON"),
  TOO_LONG(
      "aclgen.identity-provider-unavailable", MessageKind.THROWN, "%s answered more than %s bytes"),
  UNREADABLE(
      "aclgen.identity-provider-unavailable", MessageKind.THROWN, "%s could not be read: %s"),
  NOT_JSON(
      "aclgen.identity-provider-unavailable",
      MessageKind.THROWN,
      "%s answered something else than JSON"),
  INTROSPECTION_DOUBT(
      "aclgen.introspection-reply",
      MessageKind.THROWN,
      "the introspection reply of %s %s; check the endpoint and the client's rights there"),
  REFUSED("aclgen.token-refused", MessageKind.DEBUG, "refused %s"),
  FEED_UNREADABLE(
      "aclgen.unreadable-revocation",
      MessageKind.WARNING,
      "an unreadable revocation arrived; cached tokens are dropped, and a revoked token ends only"
          + " at its exp; check what publishes on the revocation feed"),
  FEED_CONNECTED(
      "aclgen.jwt-feed-connected", MessageKind.DEBUG, "the revocation feed is connected"),
  FEED_LOST(
      "aclgen.jwt-feed-lost",
      MessageKind.WARNING,
      "the revocation feed is not connected (%s): logouts at other instances are not seen until"
          + " it is back, and tokens end at their exp; check the broker or server that the"
          + " RevocationFeed subscribes to"),
  LOGOUT_LISTENER_FAILED(
      "aclgen.logout-listener-failed",
      MessageKind.WARNING,
      "a logout listener failed: %s; the logout itself was applied"),
  LOGOUT_REFUSED(
      "aclgen.invalid-logout-token", MessageKind.THROWN, "the logout token is refused: %s"),
  NO_USER_CLAIM(
      "aclgen.unreadable-claims",
      MessageKind.THROWN,
      "the token has no %s claim; name the claim that holds the user"),
  NO_EXP_CLAIM("aclgen.unreadable-claims", MessageKind.THROWN, "the token has no exp claim"),
  ACL_CLAIM_ELEMENT(
      "aclgen.unreadable-claims",
      MessageKind.THROWN,
      "the claim %s holds a %s where ACL strings belong"),
  ACL_CLAIM_KIND(
      "aclgen.unreadable-claims", MessageKind.THROWN, "the claim %s is a %s, not ACL strings");

  private final Text text;

  JwtMessage(String id, MessageKind kind, String pattern) {
    this.text = new Text(id, kind, pattern);
  }

  @Override
  public Text text() {
    return text;
  }
}
