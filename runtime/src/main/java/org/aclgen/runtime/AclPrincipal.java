package org.aclgen.runtime;

import jakarta.ws.rs.core.SecurityContext;
import java.security.Principal;
import java.time.Instant;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.aclgen.acl.AccessCheck;

/**
 * The user of a request that {@link AclFeature} let through: its name is the token's {@code
 * auth_id} (the user uuid), and it carries the token's compiled ACLs so a resource can resolve
 * {@code me} in its own path and ask finer questions.
 *
 * <pre>{@code
 * @GET
 * public Lines lines(@PathParam("user_id") String userId, @Context SecurityContext security) {
 *   AclPrincipal caller = AclPrincipal.of(security);
 *   String user = caller.resolveMe(userId);   // "me" -> the caller's uuid
 *   boolean admin = caller.allows("confd.users.*.lines.update");
 *   ...
 * }
 * }</pre>
 */
public final class AclPrincipal implements Principal {

  private final ValidatedToken token;

  AclPrincipal(ValidatedToken token) {
    this.token = Objects.requireNonNull(token, "token");
  }

  /**
   * The principal of a request that {@link AclFeature} authorized.
   *
   * @throws IllegalStateException if the request was not authorized by aclgen (a public resource,
   *     or a resource outside the feature)
   */
  public static AclPrincipal of(SecurityContext securityContext) {
    return find(securityContext)
        .orElseThrow(
            () ->
                new IllegalStateException(
                    "this request was not authorized by aclgen's AclFeature: no AclPrincipal"));
  }

  /** The principal of a request that {@link AclFeature} authorized, or empty. */
  public static Optional<AclPrincipal> find(SecurityContext securityContext) {
    if (securityContext != null
        && securityContext.getUserPrincipal() instanceof AclPrincipal principal) {
      return Optional.of(principal);
    }
    return Optional.empty();
  }

  /** The token's {@code auth_id}, the user uuid. */
  @Override
  public String getName() {
    return token.authId();
  }

  /** The token's {@code auth_id}, the user uuid. */
  public String authId() {
    return token.authId();
  }

  /** The token's ACLs, compiled, with {@code me} bound to {@link #authId()}. */
  public AccessCheck accessCheck() {
    return token.accessCheck();
  }

  /** The token's ACLs as issued. */
  public List<String> acl() {
    return token.acl();
  }

  /** When the token expires. */
  public Instant expiresAt() {
    return token.expiresAt();
  }

  /** What the validator answered for the token (never the token string itself). */
  public ValidatedToken token() {
    return token;
  }

  /** Whether the token grants {@code requiredAcl}, which may hold {@code *} and {@code #}. */
  public boolean allows(String requiredAcl) {
    return token.allows(requiredAcl);
  }

  /** The caller's uuid when {@code pathValue} is the word {@code me}, else {@code pathValue}. */
  public String resolveMe(String pathValue) {
    return "me".equals(pathValue) ? token.authId() : pathValue;
  }

  @Override
  public String toString() {
    return "AclPrincipal[" + token.authId() + "]";
  }
}
