package org.aclgen.jwt;

import jakarta.json.JsonArray;
import jakarta.json.JsonNumber;
import jakarta.json.JsonObject;
import jakarta.json.JsonString;
import jakarta.json.JsonValue;
import java.security.Principal;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.aclgen.tokens.PrincipalTokens;
import org.aclgen.tokens.ValidatedToken;
import org.eclipse.microprofile.jwt.JsonWebToken;

/**
 * Reads a MicroProfile {@link JsonWebToken} that the stack has already verified (Quarkus OIDC or
 * SmallRye JWT, MicroProfile JWT on an application server) as the token aclgen authorizes: the ACLs
 * from a claim ({@code acl} by default, a path such as {@code resource_access.api.roles}, an array
 * of strings or a space-separated string), {@code me} from {@code sub}, {@code my_session} from
 * {@code sid}, the expiry from {@code exp}.
 *
 * <pre>{@code
 * AclFeature.builder(validator).principalTokens(JsonWebTokenClaims.standard()).build();
 * }</pre>
 *
 * <p>Other principals are not its to read: their requests are validated as usual. A {@code
 * JsonWebToken} without the user or the expiry, or with an ACL claim of another shape, is refused.
 * Needs the MicroProfile JWT and Jakarta JSON APIs, which such stacks provide.
 */
public final class JsonWebTokenClaims implements PrincipalTokens {

  private final ClaimPath aclClaim;
  private final String userClaim;
  private final String sessionClaim;

  private JsonWebTokenClaims(ClaimPath aclClaim, String userClaim, String sessionClaim) {
    this.aclClaim = Objects.requireNonNull(aclClaim, "aclClaim");
    this.userClaim = Objects.requireNonNull(userClaim, "userClaim");
    this.sessionClaim = Objects.requireNonNull(sessionClaim, "sessionClaim");
  }

  /** The ACLs from {@code acl}, the user from {@code sub}, the session from {@code sid}. */
  public static JsonWebTokenClaims standard() {
    return new JsonWebTokenClaims(ClaimPath.ACL, "sub", "sid");
  }

  /**
   * The ACLs from the claim at {@code aclClaim}, the user from {@code sub}, the session from {@code
   * sid}.
   */
  public static JsonWebTokenClaims withAclClaim(ClaimPath aclClaim) {
    return new JsonWebTokenClaims(aclClaim, "sub", "sid");
  }

  @Override
  public Optional<ValidatedToken> fromPrincipal(Principal principal) {
    if (!(principal instanceof JsonWebToken jwt)) {
      return Optional.empty();
    }
    Map<String, Object> claims = new HashMap<>();
    for (String name : jwt.getClaimNames()) {
      claims.put(name, plain(jwt.getClaim(name)));
    }
    if (!(claims.get(userClaim) instanceof String user) || user.isEmpty()) {
      throw new IllegalArgumentException(JwtMessage.NO_USER_CLAIM.format(userClaim));
    }
    long exp = jwt.getExpirationTime();
    if (exp <= 0) {
      throw new IllegalArgumentException(JwtMessage.NO_EXP_CLAIM.format());
    }
    Object sid = claims.get(sessionClaim);
    String session = sid instanceof String text ? text : null;
    return Optional.of(
        ValidatedToken.of(
            user, session, aclClaim.acls(claims), Instant.ofEpochSecond(exp), Map.of()));
  }

  /** A claim's value as strings, numbers, lists and maps, whatever JSON types the stack used. */
  private static Object plain(Object value) {
    if (value instanceof JsonString string) {
      return string.getString();
    }
    if (value instanceof JsonNumber number) {
      return number.bigDecimalValue();
    }
    if (value instanceof JsonArray array) {
      List<Object> list = new ArrayList<>();
      array.forEach(element -> list.add(plain(element)));
      return list;
    }
    if (value instanceof JsonObject object) {
      Map<String, Object> map = new LinkedHashMap<>();
      object.forEach((key, element) -> map.put(key, plain(element)));
      return map;
    }
    if (value instanceof JsonValue json) {
      return json == JsonValue.TRUE ? Boolean.TRUE : json == JsonValue.FALSE ? Boolean.FALSE : null;
    }
    if (value instanceof Collection<?> collection) {
      List<Object> list = new ArrayList<>();
      collection.forEach(element -> list.add(plain(element)));
      return list;
    }
    return value;
  }
}
