package org.aclgen.processor.model;

import org.aclgen.acl.registry.AclSource;
import org.aclgen.acl.registry.Enforcement;

/**
 * The ACL of one resource method and how it was obtained.
 *
 * @param source explicit, derived, default or public
 * @param template the ACL template; {@code null} for a public operation, and in an unvalidated
 *     model also when it could not be derived
 * @param publicReason why a public operation needs no token (may be empty); empty otherwise
 * @param enforcement whether the runtime's filter checks the ACL or the method's own code
 *     ({@code @RequiredAcl(checkedInCode = true)}); {@link Enforcement#FILTER} unless explicit
 */
public record AclRequirement(
    AclSource source, String template, String publicReason, Enforcement enforcement) {

  /** A requirement with an ACL template, checked by the runtime's filter. */
  public static AclRequirement of(AclSource source, String template) {
    return new AclRequirement(source, template, "", Enforcement.FILTER);
  }

  /** An explicit template that the resource method checks in its own code. */
  public static AclRequirement checkedInCode(String template) {
    return new AclRequirement(AclSource.EXPLICIT, template, "", Enforcement.IN_CODE);
  }

  /** A public operation, with the reason given in {@code @PublicResource}. */
  public static AclRequirement publicOperation(String reason) {
    return new AclRequirement(AclSource.PUBLIC, null, reason, Enforcement.FILTER);
  }

  /** Whether the resource method checks the ACL in its own code. */
  public boolean isCheckedInCode() {
    return enforcement == Enforcement.IN_CODE;
  }
}
