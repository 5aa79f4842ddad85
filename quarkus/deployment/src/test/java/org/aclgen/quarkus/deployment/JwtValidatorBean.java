package org.aclgen.quarkus.deployment;

import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;
import java.time.Duration;
import org.aclgen.jwt.JwtTokenValidator;
import org.aclgen.tokens.TokenValidator;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/** The application's validator: the access tokens of {@link JwksRoute}'s issuer. */
@Singleton
public class JwtValidatorBean {

  @Produces
  @Singleton
  TokenValidator validator(@ConfigProperty(name = "test.jwks-uri") String jwksUri) {
    return JwtTokenValidator.builder(JwksRoute.ISSUER)
        .jwksUri(jwksUri)
        .audience(JwksRoute.AUDIENCE)
        // Fetched again as soon as a key id is new, however recent the last fetch.
        .minRefetchInterval(Duration.ZERO)
        .build();
  }
}
