package org.aclgen.sample.platform.auth;

import java.util.Objects;
import java.util.Optional;
import org.aclgen.jwt.BackchannelLogout;
import org.aclgen.jwt.JwtTokenValidator;

/**
 * An OpenID Connect provider whose JWT access tokens the app accepts ({@code --oidc-issuer} and
 * {@code --oidc-audience}): its keys are found through the issuer's {@code
 * /.well-known/openid-configuration}, the ACLs are the {@code acl} claim, {@code me} is the {@code
 * sub}.
 *
 * @param issuer the issuer exactly as the tokens' {@code iss} names it, such as {@code
 *     http://127.0.0.1:18080/realms/aclgen}
 * @param audience the {@code aud} the tokens must name, or empty to accept every token of the
 *     issuer whatever service it was issued for
 * @param logoutClient the client whose back-channel logout tokens the app accepts ({@code
 *     --oidc-logout-client}), or empty for no logout endpoint
 */
public record OidcProvider(
    String issuer, Optional<String> audience, Optional<String> logoutClient) {

  /** A provider without back-channel logout. */
  public OidcProvider(String issuer, Optional<String> audience) {
    this(issuer, audience, Optional.empty());
  }

  /**
   * Checks the provider's settings, so that a bad one stops the app before anything starts.
   *
   * @throws IllegalArgumentException if the issuer is not an http(s) URL without query or fragment,
   *     or the audience is empty
   */
  public OidcProvider {
    Objects.requireNonNull(issuer, "issuer");
    Objects.requireNonNull(audience, "audience");
    Objects.requireNonNull(logoutClient, "logoutClient");
    JwtTokenValidator.Builder checked = JwtTokenValidator.builder(issuer);
    audience.ifPresent(checked::audience);
  }

  /**
   * A validator of this provider's tokens; it asks the provider for nothing until the first token.
   */
  public JwtTokenValidator validator() {
    JwtTokenValidator.Builder builder = JwtTokenValidator.builder(issuer);
    audience.ifPresentOrElse(builder::audience, builder::anyAudience);
    return builder.build();
  }

  /** The logout endpoint's resource over {@code validator}, or empty without a logout client. */
  public Optional<BackchannelLogoutResource> logoutResource(JwtTokenValidator validator) {
    return logoutClient.map(
        client -> new BackchannelLogoutResource(BackchannelLogout.of(validator, client)));
  }
}
