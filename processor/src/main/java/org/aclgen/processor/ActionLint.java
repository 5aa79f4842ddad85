package org.aclgen.processor;

import java.util.Set;

/**
 * Where {@code aclgen.lint.action} warns, from {@code -Aaclgen.lint.action}: everywhere (the
 * default), nowhere ({@code off}), or everywhere but the services of a deliberate convention
 * ({@code off:auth,confd}).
 *
 * @param everywhereOff whether the lint is off for every service
 * @param servicesOff the services whose resources it does not warn about, product prefix removed
 */
public record ActionLint(boolean everywhereOff, Set<String> servicesOff) {

  /** The default: every service is warned about. */
  public static final ActionLint WARN = new ActionLint(false, Set.of());

  public ActionLint {
    servicesOff = Set.copyOf(servicesOff);
  }

  /** Whether the lint is silenced for the resources of {@code service}, which may be null. */
  public boolean silences(String service) {
    return everywhereOff || (service != null && servicesOff.contains(service));
  }
}
