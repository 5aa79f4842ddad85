package org.aclgen.openapi;

import java.lang.reflect.Method;
import java.util.Arrays;
import java.util.stream.Collectors;
import org.aclgen.acl.internal.OpenApiVocabulary;
import org.aclgen.acl.registry.AclEntry;
import org.aclgen.annotations.PublicResource;

/**
 * What the merge writes into an operation, in the words of aclgen's own description (the
 * processor's {@code openapi.yaml}): the words themselves are {@link OpenApiVocabulary}'s, which
 * both use; this class adds what only the merge needs.
 */
final class AclTexts {

  private AclTexts() {}

  /** The first description line: the required ACL, or why the operation is public. */
  static String firstLine(AclEntry entry, ClassLoader loader) {
    if (entry.isPublic()) {
      return OpenApiVocabulary.publicLine(publicReason(entry, loader));
    }
    String line = OpenApiVocabulary.requiredAclLine(entry.aclTemplate());
    return entry.isCheckedInCode() ? line + "\n\n" + OpenApiVocabulary.CHECKED_IN_CODE_NOTE : line;
  }

  /** {@code description} with the first line prepended (once: a second merge changes nothing). */
  static String description(String firstLine, String description) {
    if (description == null || description.isBlank()) {
      return firstLine;
    }
    return description.startsWith(firstLine) ? description : firstLine + "\n\n" + description;
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
