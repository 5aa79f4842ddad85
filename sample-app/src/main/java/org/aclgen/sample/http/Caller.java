package org.aclgen.sample.http;

import jakarta.ws.rs.core.SecurityContext;
import org.aclgen.runtime.AclPrincipal;

/** The user of an authorized request, as the ACL filter established it. */
public final class Caller {

  private Caller() {}

  /** The uuid of the token's user. */
  public static String uuid(SecurityContext security) {
    return AclPrincipal.of(security).authId();
  }

  /**
   * The user a {@code {user_id}} path value names: the token's user for the word {@code me}, else
   * the value itself.
   */
  public static String user(String pathValue, SecurityContext security) {
    return AclPrincipal.of(security).resolveMe(pathValue);
  }
}
