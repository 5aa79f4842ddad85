package org.aclgen.processor.model;

import org.aclgen.acl.registry.AclSource;

/**
 * The ACL of one resource method and how it was obtained.
 *
 * @param source explicit, derived, default or public
 * @param template the ACL template; {@code null} for a public operation, and in an unvalidated
 *     model also when it could not be derived
 * @param publicReason why a public operation needs no token (may be empty); empty otherwise
 */
public record AclRequirement(AclSource source, String template, String publicReason) {

  /** A requirement with an ACL template. */
  public static AclRequirement of(AclSource source, String template) {
    return new AclRequirement(source, template, "");
  }

  /** A public operation, with the reason given in {@code @PublicResource}. */
  public static AclRequirement publicOperation(String reason) {
    return new AclRequirement(AclSource.PUBLIC, null, reason);
  }
}
