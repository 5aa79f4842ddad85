package org.aclgen.testing;

import java.time.Duration;
import java.util.List;

/**
 * Tokens for the tests of an application that aclgen protects: one store per test run, which the
 * application under test validates tokens with, and a token with given ACLs for a given user in one
 * line.
 *
 * <pre>{@code
 * resourceConfig.register(new AclFeature(TestTokens.store()));  // the application under test
 * String token = TestTokens.issue("alice", "confd.users.me.read").token();
 * // the test sends token in X-Auth-Token (or Authorization: Bearer)
 * }</pre>
 *
 * <p>{@link WithAcls} issues the token of a test from this store and revokes it after the test. On
 * Quarkus, {@link org.aclgen.testing.quarkus.AclTestProfile} makes the application validate tokens
 * with this store.
 */
public final class TestTokens {

  /** How long a token issued here stays valid: longer than any test. */
  public static final Duration LIFETIME = Duration.ofHours(1);

  private static final LocalTokenStore STORE = new LocalTokenStore();

  private TestTokens() {}

  /** The store of this test run: give it to the application under test as its validator. */
  public static LocalTokenStore store() {
    return STORE;
  }

  /**
   * Issues a token of {@code user} carrying {@code acl}, valid for {@link #LIFETIME}, in {@link
   * #store()}.
   *
   * @param user the token's user ({@code auth_id}, what {@code me} stands for); not blank
   * @param acl the token's ACLs; none gives a valid token that grants nothing
   * @throws org.aclgen.acl.AclSyntaxException if an ACL is malformed
   * @throws IllegalArgumentException if {@code user} is blank
   */
  public static IssuedToken issue(String user, String... acl) {
    return STORE.issue(user, List.of(acl), LIFETIME);
  }
}
