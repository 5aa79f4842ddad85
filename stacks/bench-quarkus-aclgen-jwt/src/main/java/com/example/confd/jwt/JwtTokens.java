package com.example.confd.jwt;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.inject.Produces;
import org.aclgen.jwt.JwtTokenValidator;
import org.aclgen.tokens.TokenValidator;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * The validator aclgen-quarkus validates every token with: the issuer's JWT access tokens, ACLs in
 * their {@code acl} claim, verified against the keys at {@code bench.jwt.jwks-uri}.
 */
@ApplicationScoped
public class JwtTokens {

  @Produces
  @ApplicationScoped
  TokenValidator validator(
      @ConfigProperty(name = "bench.jwt.issuer") String issuer,
      @ConfigProperty(name = "bench.jwt.jwks-uri") String jwksUri) {
    return JwtTokenValidator.builder(issuer).jwksUri(jwksUri).audience("confd").build();
  }
}
