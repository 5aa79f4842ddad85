package org.aclgen.sample.platform.auth;

import java.util.Objects;
import java.util.Optional;
import org.aclgen.tokens.TokenValidator;
import org.aclgen.tokens.ValidatedToken;

/**
 * Validates the tokens of an identity provider and the app's own tokens side by side, each by its
 * own validator only.
 *
 * <p>A token holding a dot is a JWT (a JWS in compact form is three base64url parts joined by dots)
 * and goes to the provider's validator alone: when that refuses it, it is refused (401), and when
 * that cannot tell, the request gets a 503. Every other token goes to the app's own validator
 * alone. The app's tokens are base64url without padding and never hold a dot, so none of them is
 * lost, and no token refused by one validator is ever tried by the other.
 */
public final class ProviderOrOwnTokens implements TokenValidator {

  private final TokenValidator provider;
  private final TokenValidator own;

  /** Sends JWTs to {@code provider} and every other token to {@code own}. */
  public ProviderOrOwnTokens(TokenValidator provider, TokenValidator own) {
    this.provider = Objects.requireNonNull(provider, "provider");
    this.own = Objects.requireNonNull(own, "own");
  }

  @Override
  public Optional<ValidatedToken> validate(String token) {
    return isJwt(token) ? provider.validate(token) : own.validate(token);
  }

  /** Whether {@code token} is for the provider's validator: it holds a dot, as every JWT does. */
  static boolean isJwt(String token) {
    return token.indexOf('.') >= 0;
  }

  @Override
  public String toString() {
    return "ProviderOrOwnTokens[" + provider + " or " + own + "]";
  }
}
