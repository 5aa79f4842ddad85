package org.aclgen.sample.platform.auth;

import java.time.Clock;
import java.time.Duration;
import java.util.Collection;
import java.util.Map;
import java.util.Optional;
import org.aclgen.tokens.TokenValidator;

/**
 * Where the token service keeps its tokens and refresh tokens: in memory ({@link MemoryTokenStore},
 * the default) or in PostgreSQL ({@code --token-store jdbc:postgresql:...}), shared then by every
 * token service on the same database.
 *
 * <p>Both keep the limits of {@link TokenLimits} and {@link RefreshTokens}, tell their {@link
 * IssuedTokenListener}s of every token revoked, replaced or swept as expired, and are thread-safe.
 * A store that cannot reach its database throws {@link
 * org.aclgen.tokens.TokenServiceUnavailableException}, which the service answers with 503: it never
 * answers for a token it could not read or store.
 */
public interface TokenStore extends TokenValidator, IssuedTokenEvents, AutoCloseable {

  /**
   * Issues a new token; at the per-user maximum the user's oldest token is revoked to make room.
   *
   * @throws TokenStoreFullException past the total number of live tokens
   * @throws org.aclgen.sample.showcase.domain.InvalidRequestException for a value the store cannot
   *     keep
   */
  IssuedToken issue(
      String authId, Collection<String> acl, Duration lifetime, Map<String, String> metadata);

  /** Issues a new token without metadata. */
  default IssuedToken issue(String authId, Collection<String> acl, Duration lifetime) {
    return issue(authId, acl, lifetime, Map.of());
  }

  /** The token's record, or empty when it is unknown, revoked or expired. */
  Optional<IssuedToken> lookup(String token);

  /** Revokes a token at once; answers whether it was known and live. */
  boolean revoke(String token);

  /**
   * Drops expired tokens (a bounded batch for a database), telling the listeners, and the
   * failed-login counts that {@link LoginThrottle} no longer reads; answers how many tokens.
   */
  int purgeExpired();

  /** How many tokens the store holds, expired ones not yet dropped included. */
  int size();

  /** The clock that decides issue times and expiry. */
  Clock clock();

  /** The refresh tokens kept beside the tokens. */
  RefreshTokenStore refreshTokens();

  /**
   * Where the login throttle counts failures: in the store's memory, or in its database, shared by
   * the token services of that database. {@link #purgeExpired} also deletes the counts older than
   * {@link LoginThrottle#FORGET_AFTER}.
   */
  FailureCounts failureCounts();

  /** Releases what the store holds open (a connection pool); nothing for memory. */
  @Override
  void close();
}
