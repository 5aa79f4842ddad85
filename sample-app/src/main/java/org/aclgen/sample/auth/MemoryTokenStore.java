package org.aclgen.sample.auth;

import java.time.Clock;
import java.time.Duration;
import java.util.Collection;
import java.util.Map;
import java.util.Optional;
import org.aclgen.runtime.IssuedToken;
import org.aclgen.runtime.LocalTokenStore;
import org.aclgen.runtime.RevocationListener;
import org.aclgen.runtime.TokenLimits;
import org.aclgen.runtime.ValidatedToken;

/**
 * The default token store: the runtime's {@link LocalTokenStore} and {@link RefreshTokens}, in the
 * memory of one process. A restart forgets every token.
 */
public final class MemoryTokenStore implements TokenStore {

  private final LocalTokenStore tokens;
  private final RefreshTokens refreshTokens;
  private final MemoryFailureCounts failureCounts = new MemoryFailureCounts();

  /** An empty store on {@code clock}, with the default limits. */
  public MemoryTokenStore(Clock clock) {
    this(clock, TokenLimits.DEFAULTS);
  }

  /** An empty store on {@code clock} that holds at most {@code limits} live tokens. */
  public MemoryTokenStore(Clock clock, TokenLimits limits) {
    this.tokens = new LocalTokenStore(clock, limits);
    this.refreshTokens = new RefreshTokens(clock);
  }

  /** The runtime store that holds the tokens. */
  public LocalTokenStore local() {
    return tokens;
  }

  @Override
  public IssuedToken issue(
      String authId, Collection<String> acl, Duration lifetime, Map<String, String> metadata) {
    return tokens.issue(authId, acl, lifetime, metadata);
  }

  @Override
  public Optional<IssuedToken> lookup(String token) {
    return tokens.lookup(token);
  }

  @Override
  public boolean revoke(String token) {
    return tokens.revoke(token);
  }

  @Override
  public int purgeExpired() {
    failureCounts.forgetStale(tokens.clock().instant().minus(LoginThrottle.FORGET_AFTER));
    return tokens.purgeExpired();
  }

  @Override
  public int size() {
    return tokens.size();
  }

  @Override
  public Clock clock() {
    return tokens.clock();
  }

  @Override
  public RefreshTokenStore refreshTokens() {
    return refreshTokens;
  }

  @Override
  public FailureCounts failureCounts() {
    return failureCounts;
  }

  @Override
  public Optional<ValidatedToken> validate(String token) {
    return tokens.validate(token);
  }

  @Override
  public void addRevocationListener(RevocationListener listener) {
    tokens.addRevocationListener(listener);
  }

  @Override
  public void removeRevocationListener(RevocationListener listener) {
    tokens.removeRevocationListener(listener);
  }

  @Override
  public void close() {
    // Nothing is held open: the tokens go with the process.
  }
}
