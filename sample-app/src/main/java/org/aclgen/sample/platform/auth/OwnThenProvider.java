package org.aclgen.sample.platform.auth;

import java.util.Objects;
import java.util.Optional;
import org.aclgen.tokens.TokenValidator;
import org.aclgen.tokens.ValidatedToken;

/**
 * The app's own tokens, then an opaque-token provider's: a token the app's validator does not
 * accept is asked of the provider's introspection endpoint. Both kinds are opaque strings of the
 * same form, so only asking tells them apart; the app's own validator answers first because it
 * answers from memory.
 */
public final class OwnThenProvider implements TokenValidator {

  private final TokenValidator own;
  private final TokenValidator provider;

  /** Asks {@code own}, then {@code provider} for a token that {@code own} refuses. */
  public OwnThenProvider(TokenValidator own, TokenValidator provider) {
    this.own = Objects.requireNonNull(own, "own");
    this.provider = Objects.requireNonNull(provider, "provider");
  }

  @Override
  public Optional<ValidatedToken> validate(String token) {
    Optional<ValidatedToken> mine = own.validate(token);
    return mine.isPresent() ? mine : provider.validate(token);
  }

  @Override
  public String toString() {
    return "OwnThenProvider[" + own + " then " + provider + "]";
  }
}
