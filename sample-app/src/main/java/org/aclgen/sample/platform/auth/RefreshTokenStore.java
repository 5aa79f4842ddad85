package org.aclgen.sample.platform.auth;

import java.util.List;
import java.util.Optional;
import org.aclgen.sample.platform.auth.RefreshTokens.RefreshToken;

/**
 * The refresh tokens of the token service, in memory ({@link RefreshTokens}) or in PostgreSQL: at
 * most {@link RefreshTokens#MAX_PER_USER} per user, each working for {@link
 * RefreshTokens#LIFETIME}.
 */
public interface RefreshTokenStore {

  /** The live refresh token of {@code userUuid} for {@code clientId}, created when it has none. */
  RefreshToken issue(String userUuid, String clientId, boolean mobile);

  /** The refresh token {@code token} when it is live and was issued to {@code clientId}. */
  Optional<RefreshToken> use(String token, String clientId);

  /** The live refresh tokens of {@code userUuid}, oldest first. */
  List<RefreshToken> of(String userUuid);

  /** Revokes the refresh token of {@code userUuid} for {@code clientId}; whether it was. */
  boolean revoke(String userUuid, String clientId);
}
