package org.aclgen.stacks.smallryejwt;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.inject.Produces;
import org.aclgen.jwt.JsonWebTokenClaims;
import org.aclgen.tokens.PrincipalTokens;

// [smallrye-jwt-claims]
/** aclgen authorizes what SmallRye JWT has authenticated, from the token's claims. */
@ApplicationScoped
public class AclClaims {

  @Produces
  @ApplicationScoped
  PrincipalTokens principalTokens() {
    return JsonWebTokenClaims.standard(); // ACLs from "acl", me from "sub", my_session from "sid"
  }
}
// [smallrye-jwt-claims]
