package org.aclgen.reliability.support;

import org.aclgen.acl.AccessCheck;
import org.aclgen.acl.AclTemplate;

/**
 * A protected operation under attack: where its single path variable sits in the URL, its ACL
 * template, and what the resource answers once the ACL filter has let a request through.
 *
 * @param name the name shown in the figures
 * @param port the server's loopback port
 * @param pathBefore the raw path up to the path value
 * @param pathAfter the raw path after the path value
 * @param template the operation's ACL template, with one placeholder
 * @param passed the status the resource answers for a decoded value that the filter let through
 */
public record Target(
    String name,
    int port,
    String pathBefore,
    String pathAfter,
    AclTemplate template,
    java.util.function.ToIntFunction<String> passed) {

  /** The raw request target for a raw path value. */
  public String path(String rawValue) {
    return pathBefore + rawValue + pathAfter;
  }

  /** The concrete ACL that a decoded path value requires. */
  public String requiredAcl(String decodedValue) {
    return template.fill(name -> decodedValue);
  }

  /** The verdict of the matcher alone: does this token grant what the value requires? */
  public boolean matcherAllows(AccessCheck token, String decodedValue) {
    return token.allows(requiredAcl(decodedValue));
  }
}
