package org.aclgen.sample.platform.auth;

import java.time.Clock;
import java.time.Instant;
import java.util.Objects;
import java.util.Optional;
import org.aclgen.tokens.ValidatedToken;

/**
 * What every {@link TokenStore} does the same way, whatever keeps its tokens: it answers with its
 * clock, its refresh tokens and its failure counts, validates a token by looking it up, and keeps
 * its revocation listeners in one {@link IssuedTokenEvents}. {@link MemoryTokenStore} and the
 * PostgreSQL store differ only in how they issue, look up, revoke and expire.
 */
public abstract class AbstractTokenStore implements TokenStore {

  private final Clock clock;
  private final RefreshTokenStore refreshTokens;
  private final FailureCounts failureCounts;
  private final IssuedTokenEvents revocations;

  /**
   * A store on {@code clock} whose revocations {@code revocations} tells its listeners of.
   *
   * @param revocations where listeners are added and removed: the store tells them of what it
   *     revokes and expires
   */
  protected AbstractTokenStore(
      Clock clock,
      RefreshTokenStore refreshTokens,
      FailureCounts failureCounts,
      IssuedTokenEvents revocations) {
    this.clock = Objects.requireNonNull(clock, "clock");
    this.refreshTokens = Objects.requireNonNull(refreshTokens, "refreshTokens");
    this.failureCounts = Objects.requireNonNull(failureCounts, "failureCounts");
    this.revocations = Objects.requireNonNull(revocations, "revocations");
  }

  /**
   * Deletes the failed-login counts that {@link LoginThrottle} no longer reads at {@code now}: the
   * part of {@link #purgeExpired} every store shares.
   */
  protected final void forgetStaleFailures(Instant now) {
    failureCounts.forgetStale(now.minus(LoginThrottle.FORGET_AFTER));
  }

  @Override
  public final Clock clock() {
    return clock;
  }

  @Override
  public final RefreshTokenStore refreshTokens() {
    return refreshTokens;
  }

  @Override
  public final FailureCounts failureCounts() {
    return failureCounts;
  }

  /** The token's validation, from its {@link #lookup}: empty when unknown, revoked or expired. */
  @Override
  public final Optional<ValidatedToken> validate(String token) {
    return lookup(token).map(IssuedToken::validated);
  }

  @Override
  public final void addIssuedTokenListener(IssuedTokenListener listener) {
    revocations.addIssuedTokenListener(listener);
  }

  @Override
  public final void removeIssuedTokenListener(IssuedTokenListener listener) {
    revocations.removeIssuedTokenListener(listener);
  }
}
