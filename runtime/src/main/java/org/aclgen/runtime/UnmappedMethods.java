package org.aclgen.runtime;

/** What {@link AclFeature} does with a deployed resource method that no registry lists. */
public enum UnmappedMethods {
  /**
   * Refuse to start, naming the method (the default): a resource compiled without the aclgen
   * processor must never run unprotected. A method the implementation finds only while serving
   * requests (behind a sub-resource locator) cannot stop the start any more: every request to it
   * gets a JSON 403 that names nothing internal, and the method is logged once with the fix.
   */
  FAIL,
  /**
   * Protect the method with {@code <service>.#}, the platform's rule for a resource with no ACL,
   * where the service is the one given to {@link AclFeature.Builder#defaultService(String)} or,
   * when none is given, the only service of the loaded registries.
   */
  DEFAULT_ACL
}
