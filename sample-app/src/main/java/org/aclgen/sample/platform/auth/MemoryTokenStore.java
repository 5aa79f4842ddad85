package org.aclgen.sample.platform.auth;

import java.time.Clock;
import java.time.Duration;
import java.util.Collection;
import java.util.Map;
import java.util.Optional;
import org.aclgen.testing.IssuedToken;
import org.aclgen.testing.LocalTokenStore;
import org.aclgen.testing.TokenLimits;

/**
 * The default token store: the runtime's {@link LocalTokenStore} and {@link RefreshTokens}, in the
 * memory of one process. A restart forgets every token.
 */
public final class MemoryTokenStore extends AbstractTokenStore {

  private final LocalTokenStore tokens;

  /** An empty store on {@code clock}, with the default limits. */
  public MemoryTokenStore(Clock clock) {
    this(clock, TokenLimits.DEFAULTS);
  }

  /** An empty store on {@code clock} that holds at most {@code limits} live tokens. */
  public MemoryTokenStore(Clock clock, TokenLimits limits) {
    this(new LocalTokenStore(clock, limits), new RefreshTokens(clock));
  }

  private MemoryTokenStore(LocalTokenStore tokens, RefreshTokens refreshTokens) {
    super(tokens.clock(), refreshTokens, new MemoryFailureCounts(), tokens);
    this.tokens = tokens;
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
    forgetStaleFailures(clock().instant());
    return tokens.purgeExpired();
  }

  @Override
  public int size() {
    return tokens.size();
  }

  @Override
  public void close() {
    // Nothing is held open: the tokens go with the process.
  }
}
