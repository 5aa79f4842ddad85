package org.aclgen.benchmarks.matcher;

import java.util.Collection;
import java.util.List;
import org.apache.shiro.authz.Permission;
import org.apache.shiro.authz.permission.WildcardPermission;

/**
 * The second baseline: Apache Shiro's {@link WildcardPermission}, the way a Shiro realm checks a
 * subject's permissions, on the ACLs that both languages can express.
 *
 * <p>A dotted ACL becomes a Shiro permission by writing {@code :} for {@code .}; only literals and
 * the one-word {@code *} carry over (Shiro has no {@code #}, no {@code me}, no negative entries). A
 * check parses the required permission, as {@code isPermitted(String)} does, and asks each granted
 * permission in turn whether it {@link Permission#implies implies} it. Matching is case-sensitive,
 * like the ACL language.
 */
public final class ShiroMatcher {
  private final Permission[] granted;

  private ShiroMatcher(Permission[] granted) {
    this.granted = granted;
  }

  /**
   * Compiles a token's ACLs.
   *
   * @throws IllegalArgumentException for an ACL that Shiro cannot express
   */
  public static ShiroMatcher of(Collection<String> tokenAcls) {
    return new ShiroMatcher(
        tokenAcls.stream().map(ShiroMatcher::permission).toArray(Permission[]::new));
  }

  /** The Shiro spelling of a concrete dotted ACL: {@code a.b.c} becomes {@code a:b:c}. */
  public static String toShiro(String acl) {
    boolean expressible =
        !acl.startsWith("!")
            && !acl.contains("#")
            && !acl.contains(":")
            && !acl.contains(",")
            && !List.of(acl.split("\\.")).contains("me");
    if (!expressible) {
      throw new IllegalArgumentException("Shiro cannot express the ACL " + acl);
    }
    return acl.replace('.', ':');
  }

  private static Permission permission(String acl) {
    return new WildcardPermission(toShiro(acl), true);
  }

  /** Whether the token grants {@code shiroPermission}, already in Shiro's spelling. */
  public boolean allows(String shiroPermission) {
    Permission required = new WildcardPermission(shiroPermission, true);
    for (Permission permission : granted) {
      if (permission.implies(required)) {
        return true;
      }
    }
    return false;
  }
}
