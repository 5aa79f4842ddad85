package org.aclgen.processor;

import java.util.Locale;

/** What the processor does about a resource method without any ACL: the option missingAcl. */
public enum MissingAclPolicy {
  /** Report a warning; the method is protected by {@code <service>.#}. */
  WARN,
  /** Fail the compilation. */
  ERROR,
  /** Say nothing; the method is protected by {@code <service>.#}. */
  IGNORE;

  /** The option spelling, such as {@code warn}. */
  public String optionValue() {
    return name().toLowerCase(Locale.ROOT);
  }
}
