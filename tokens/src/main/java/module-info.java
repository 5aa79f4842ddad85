/**
 * Validating tokens without JAX-RS: the token validator contract, the remote token service's client
 * with its cache, the revocation feed, and the {@code Subscription} handle that the event bus of
 * {@code org.aclgen.events} hands out too.
 */
module org.aclgen.tokens {
  // Transitive: ValidatedToken carries an AccessCheck.
  requires transitive org.aclgen.acl;
  requires java.net.http;

  exports org.aclgen.tokens;
  exports org.aclgen.tokens.internal to
      org.aclgen.jwt;
}
