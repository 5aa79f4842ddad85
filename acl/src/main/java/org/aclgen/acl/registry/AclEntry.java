package org.aclgen.acl.registry;

import java.util.Map;
import java.util.Objects;

/**
 * One resource method and the ACL that protects it.
 *
 * @param service the ACL service word of the operation (the first word of its ACL), such as {@code
 *     confd}
 * @param httpMethod the HTTP method in upper case, such as {@code GET}
 * @param path the full path template relative to the application root, starting with {@code /},
 *     with variable regexes removed, such as {@code /users/{user_id}/lines}; or, for a method
 *     reached through a locator whose declared type does not show it (so the full path is known
 *     only at run time), {@link #LOCATOR_RELATIVE} followed by the path below that locator, such as
 *     {@code .../tracks/{num}}
 * @param resourceClass the binary name of the resource class that serves the operation
 * @param methodSignature the Java method as {@code name(type,type)}, each type the erased binary
 *     name that {@link Class#getTypeName()} gives, such as {@code lines(java.lang.String,int)}
 * @param aclTemplate the required ACL template, such as {@code confd.users.{user_id}.lines.read};
 *     {@code null} only for public operations
 * @param source how the ACL was obtained
 * @param pathTypes the Java type that the resource reads each path variable as, by variable name,
 *     each the erased binary name such as {@code int} or {@code java.util.UUID}; a variable read as
 *     a {@code String}, or read by nothing, is left out. The filter puts a typed value into the ACL
 *     in the canonical form the resource will see (see {@code PathValues})
 * @param queryPlaceholders the placeholders of the template filled from the request's query rather
 *     than its path, by name (the query parameter's name), each with the Java type the resource
 *     reads the parameter as, the erased binary name such as {@code java.lang.String} or {@code
 *     int}; empty for most entries. A placeholder that names a path variable is never here
 * @param enforcement whether the runtime checks the ACL before the method runs, or the method in
 *     its own code; {@link Enforcement#FILTER} for a public operation
 */
public record AclEntry(
    String service,
    String httpMethod,
    String path,
    String resourceClass,
    String methodSignature,
    String aclTemplate,
    AclSource source,
    Map<String, String> pathTypes,
    Map<String, String> queryPlaceholders,
    Enforcement enforcement) {

  public AclEntry {
    pathTypes = Map.copyOf(Objects.requireNonNull(pathTypes, "pathTypes"));
    queryPlaceholders = Map.copyOf(Objects.requireNonNull(queryPlaceholders, "queryPlaceholders"));
    Objects.requireNonNull(enforcement, "enforcement");
    Objects.requireNonNull(service, "service");
    Objects.requireNonNull(httpMethod, "httpMethod");
    Objects.requireNonNull(path, "path");
    Objects.requireNonNull(resourceClass, "resourceClass");
    Objects.requireNonNull(methodSignature, "methodSignature");
    Objects.requireNonNull(source, "source");
    if ((source == AclSource.PUBLIC) != (aclTemplate == null)) {
      throw new IllegalArgumentException(
          "aclTemplate must be null exactly for public operations, got source "
              + source
              + " and template "
              + aclTemplate);
    }
    if (enforcement == Enforcement.IN_CODE && source != AclSource.EXPLICIT) {
      throw new IllegalArgumentException(
          "only an explicit ACL template can be checked in code, got source " + source);
    }
    if (enforcement == Enforcement.IN_CODE && !queryPlaceholders.isEmpty()) {
      throw new IllegalArgumentException(
          "an ACL checked in code has no placeholders filled from the query, got "
              + queryPlaceholders.keySet());
    }
  }

  /** The start of a path relative to a locator the processor could not follow. */
  public static final String LOCATOR_RELATIVE = "...";

  /**
   * Whether the full path is known only at run time (a path starting with {@link
   * #LOCATOR_RELATIVE}): the runtime then enforces the entry when the method is met, filling its
   * placeholders from the path values matched along the locator chain.
   */
  public boolean isLocatorRelative() {
    return path.startsWith(LOCATOR_RELATIVE);
  }

  /** Whether the operation needs no token. */
  public boolean isPublic() {
    return source == AclSource.PUBLIC;
  }

  /** Whether the resource method checks the ACL in its own code ({@link Enforcement#IN_CODE}). */
  public boolean isCheckedInCode() {
    return enforcement == Enforcement.IN_CODE;
  }
}
