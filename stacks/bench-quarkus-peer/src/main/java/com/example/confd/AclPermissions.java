package com.example.confd;

import io.quarkus.security.PermissionChecker;
import io.quarkus.security.identity.AuthenticationRequestContext;
import io.quarkus.security.identity.SecurityIdentity;
import io.quarkus.security.identity.SecurityIdentityAugmentor;
import io.quarkus.security.runtime.QuarkusSecurityIdentity;
import io.smallrye.mutiny.Uni;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.json.JsonArray;
import jakarta.json.JsonString;
import java.util.HashSet;
import java.util.Set;
import java.util.regex.Pattern;
import org.eclipse.microprofile.jwt.JsonWebToken;

/**
 * Turns the verified token's {@code acl} claim into the identity's permissions, and checks the
 * permissions that name a user of the path.
 *
 * <p>What it checks, and no more: an ACL of the token grants exactly the permission of the same
 * string, its {@code me} segments read as the token's {@code sub} (as aclgen reads them), and a
 * path's {@code me} is the caller too. Wildcards ({@code *}, {@code #}) and negative ACLs ({@code
 * !...}), which aclgen's matcher handles, stay plain strings that grant nothing here: a service
 * that needed them would write its own matcher.
 */
@ApplicationScoped
public class AclPermissions implements SecurityIdentityAugmentor {
  static final String USER_READ = "confd.users.user.read";
  static final String LINES_READ = "confd.users.user.lines.read";

  /** The identity's attribute that holds the same permissions as a set, for the checkers. */
  private static final String GRANTED = "confd.granted";

  private static final Pattern ME = Pattern.compile("(?<=^|\\.)me(?=\\.|$)");

  @Override
  public Uni<SecurityIdentity> augment(
      SecurityIdentity identity, AuthenticationRequestContext context) {
    if (identity.isAnonymous() || !(identity.getPrincipal() instanceof JsonWebToken token)) {
      return Uni.createFrom().item(identity);
    }
    Set<String> permissions = new HashSet<>();
    if (token.getClaim("acl") instanceof JsonArray acls) {
      String me = token.getSubject();
      for (JsonString acl : acls.getValuesAs(JsonString.class)) {
        permissions.add(ME.matcher(acl.getString()).replaceAll(me));
      }
    }
    return Uni.createFrom()
        .item(
            QuarkusSecurityIdentity.builder(identity)
                .addPermissionsAsString(permissions)
                .addAttribute(GRANTED, Set.copyOf(permissions))
                .build());
  }

  @PermissionChecker(USER_READ)
  boolean canReadUser(SecurityIdentity identity, String userId) {
    return has(identity, "confd.users." + user(identity, userId) + ".read");
  }

  @PermissionChecker(LINES_READ)
  boolean canReadLines(SecurityIdentity identity, String userId) {
    return has(identity, "confd.users." + user(identity, userId) + ".lines.read");
  }

  private static String user(SecurityIdentity identity, String userId) {
    return "me".equals(userId) ? ((JsonWebToken) identity.getPrincipal()).getSubject() : userId;
  }

  private static boolean has(SecurityIdentity identity, String permission) {
    // What checkPermission would answer, without blocking the event loop on its Uni.
    Set<String> granted = identity.getAttribute(GRANTED);
    return granted != null && granted.contains(permission);
  }
}
