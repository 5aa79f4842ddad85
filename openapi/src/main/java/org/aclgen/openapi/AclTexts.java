package org.aclgen.openapi;

import java.lang.reflect.Method;
import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;
import org.aclgen.acl.registry.AclEntry;
import org.aclgen.annotations.PublicResource;

/**
 * What the merge writes into an operation, in the words of aclgen's own description (the
 * processor's {@code openapi.yaml}), so that both read the same.
 */
final class AclTexts {

  /** The name of the token security scheme. */
  static final String SCHEME = "token";

  /** The header that carries the token. */
  static final String HEADER = "X-Auth-Token";

  static final String SCHEME_DESCRIPTION = "A token of the authentication service.";
  static final String UNAUTHORIZED = "No token, or an unknown or expired token.";
  static final String FORBIDDEN = "The token does not grant the required ACL.";
  static final String UNAVAILABLE = "The authentication service cannot be reached.";
  static final String REQUIRED_ACL = "x-required-acl";
  static final String ACL_SOURCE = "x-acl-source";
  static final String CHECKED_IN_CODE = "x-acl-checked-in-code";

  private AclTexts() {}

  /** The first description line: the required ACL, or why the operation is public. */
  static String firstLine(AclEntry entry, ClassLoader loader) {
    if (entry.isCheckedInCode()) {
      return "**Required ACL:** `"
          + entry.aclTemplate()
          + "`\n\nChecked by the operation's own code, with values from the request: a valid token"
          + " reaches the operation, which refuses (403) a token that does not grant the filled"
          + " ACL.";
    }
    if (!entry.isPublic()) {
      return "**Required ACL:** `" + entry.aclTemplate() + "`";
    }
    String reason = publicReason(entry, loader);
    return reason.isBlank()
        ? "**Public:** no token needed"
        : "**Public:** no token needed: " + reason;
  }

  /** {@code description} with the first line prepended (once: a second merge changes nothing). */
  static String description(String firstLine, String description) {
    if (description == null || description.isBlank()) {
      return firstLine;
    }
    return description.startsWith(firstLine) ? description : firstLine + "\n\n" + description;
  }

  /** The value of {@code x-acl-source}: {@code derived}, {@code explicit} or {@code default}. */
  static String source(AclEntry entry) {
    return entry.source().name().toLowerCase(Locale.ROOT);
  }

  /**
   * The reason of a public operation, as its {@code @PublicResource} states it. The registry keeps
   * the method's class and signature, so the annotation is read from the method itself.
   */
  static String publicReason(AclEntry entry, ClassLoader loader) {
    try {
      Class<?> type = Class.forName(entry.resourceClass(), false, loader);
      for (Class<?> c = type; c != null; c = c.getSuperclass()) {
        for (Method method : c.getDeclaredMethods()) {
          PublicResource annotation = method.getAnnotation(PublicResource.class);
          if (annotation != null && signature(method).equals(entry.methodSignature())) {
            return annotation.value();
          }
        }
      }
    } catch (ClassNotFoundException | LinkageError unreadable) {
      // The document still says that the operation is public; only the reason is unknown.
    }
    return "";
  }

  private static String signature(Method method) {
    return method.getName()
        + Arrays.stream(method.getParameterTypes())
            .map(Class::getTypeName)
            .collect(Collectors.joining(",", "(", ")"));
  }
}
