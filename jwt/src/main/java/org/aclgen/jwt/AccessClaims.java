package org.aclgen.jwt;

import com.nimbusds.jwt.JWTClaimsSet;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.aclgen.tokens.ValidatedToken;

/**
 * Reads what a verified access token grants from its claims: the user, the session and the ACLs,
 * compiled once. A claim of the wrong shape refuses the token rather than guessing.
 */
final class AccessClaims {

  /** The entry to cache, or why the claims were refused. */
  record Read(VerifiedTokens.Entry entry, Refusal refusal) {}

  private final ClaimPath aclClaim;
  private final String userClaim;
  private final String sessionClaim;

  AccessClaims(ClaimPath aclClaim, String userClaim, String sessionClaim) {
    this.aclClaim = aclClaim;
    this.userClaim = userClaim;
    this.sessionClaim = sessionClaim;
  }

  Read read(SignedTokens.Checked checked) {
    JWTClaimsSet claims = checked.claims();
    Map<String, Object> all = checked.rawClaims();
    if (all.get("typ") instanceof String typ && typ.equalsIgnoreCase("ID")) {
      // Keycloak's mark of an ID token, in the claims rather than the header.
      return new Read(null, Refusal.ID_TOKEN);
    }
    if (!(all.get(userClaim) instanceof String user) || user.isEmpty()) {
      return new Read(null, all.get(userClaim) == null ? Refusal.NO_USER : Refusal.CLAIM_TYPE);
    }
    Object sid = all.get(sessionClaim);
    if (sid != null && !(sid instanceof String)) {
      return new Read(null, Refusal.CLAIM_TYPE);
    }
    String session = (String) sid;
    ValidatedToken token;
    try {
      List<String> acl = aclClaim.acls(all);
      Instant exp = claims.getExpirationTime().toInstant();
      token = ValidatedToken.of(user, session, acl, exp, metadata(claims, all));
    } catch (IllegalArgumentException e) {
      // Not the shape of ACLs, or an ACL that breaks the grammar (AclSyntaxException).
      return new Read(null, Refusal.ACL);
    }
    Instant iat = claims.getIssueTime() == null ? null : claims.getIssueTime().toInstant();
    return new Read(new VerifiedTokens.Entry(token, checked.keyId(), session, iat), null);
  }

  private static Map<String, String> metadata(JWTClaimsSet claims, Map<String, Object> all) {
    Map<String, String> metadata = new HashMap<>();
    metadata.put("iss", claims.getIssuer());
    if (all.get("azp") instanceof String client) {
      metadata.put("client_id", client);
    } else if (all.get("client_id") instanceof String client) {
      metadata.put("client_id", client);
    }
    return metadata;
  }
}
