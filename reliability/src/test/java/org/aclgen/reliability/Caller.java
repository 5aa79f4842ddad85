package org.aclgen.reliability;

import java.util.List;
import org.aclgen.acl.AccessCheck;

/**
 * A user of an attacked app with a valid token.
 *
 * @param name who it is
 * @param uuid the token's {@code auth_id}
 * @param acl the token's ACLs
 * @param token the token string
 */
record Caller(String name, String uuid, List<String> acl, String token) {

  /** What the matcher alone says about this caller's token. */
  AccessCheck check() {
    return AccessCheck.of(uuid, acl);
  }
}
