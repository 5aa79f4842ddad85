package org.aclgen.sample.config;

import java.util.List;
import java.util.Objects;

/**
 * A configured user: credentials for the token service, the uuid tokens are bound to, and the ACLs
 * every token of the user carries.
 *
 * @param username the login name, without {@code :}
 * @param password the password checked by HTTP Basic authentication
 * @param uuid the user's uuid in lower case, the {@code auth_id} of its tokens and the {@code
 *     user_id} of its resources
 * @param acl the token ACLs, each valid as {@link org.aclgen.acl.Acl#parseTokenAcl(String)}
 */
public record UserAccount(String username, String password, String uuid, List<String> acl) {

  public UserAccount {
    Objects.requireNonNull(username, "username");
    Objects.requireNonNull(password, "password");
    Objects.requireNonNull(uuid, "uuid");
    acl = List.copyOf(acl);
  }

  /** Names the user without its password, so that logs never show it. */
  @Override
  public String toString() {
    return "UserAccount[username=" + username + ", uuid=" + uuid + ", acl=" + acl + "]";
  }
}
