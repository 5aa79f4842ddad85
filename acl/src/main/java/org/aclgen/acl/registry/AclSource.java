package org.aclgen.acl.registry;

/** How the processor obtained the ACL of a resource method. */
public enum AclSource {
  /** Written in {@code @RequiredAcl("...")}. */
  EXPLICIT,
  /** Derived by the naming rule: service, path words, action. */
  DERIVED,
  /** No ACL was given: the method is covered by {@code <service>.#}. */
  DEFAULT,
  /** Marked {@code @PublicResource}: no token needed. */
  PUBLIC
}
