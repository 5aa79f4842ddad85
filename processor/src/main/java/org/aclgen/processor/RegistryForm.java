package org.aclgen.processor;

import java.util.Locale;

/** How the processor writes the ACL registry: the option {@code aclgen.registry}. */
public enum RegistryForm {
  /**
   * A generated Java class implementing {@code AclRegistry}, listed in {@code META-INF/services}:
   * the default.
   */
  JAVA,
  /**
   * One resource, {@code META-INF/aclgen/acl-registry.tsv}: javac then needs no extra round to
   * compile a generated source, one pass over every source fewer.
   */
  RESOURCE;

  /** The option spelling, such as {@code resource}. */
  public String optionValue() {
    return name().toLowerCase(Locale.ROOT);
  }
}
