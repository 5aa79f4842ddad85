package org.aclgen.runtime;

import java.util.Objects;
import java.util.regex.Pattern;
import org.aclgen.acl.AclTemplate;

/**
 * An operation whose ACL (or publicness) the application declares in code, for resources the
 * processor cannot see, such as Jersey's programmatic {@code Resource.builder(...)} resources.
 *
 * @param httpMethod the HTTP method in upper case
 * @param path the path template relative to the application root
 * @param aclTemplate the required ACL template; {@code null} for a public operation
 */
record DeclaredOperation(String httpMethod, String path, String aclTemplate) {

  private static final Pattern METHOD = Pattern.compile("[A-Z][A-Z_-]*");

  DeclaredOperation {
    Objects.requireNonNull(httpMethod, "httpMethod");
    Objects.requireNonNull(path, "path");
    if (!METHOD.matcher(httpMethod).matches()) {
      throw new IllegalArgumentException(
          "an HTTP method is upper-case letters, such as GET or TRACE, got " + httpMethod);
    }
  }

  /**
   * Compiles the operation for {@code defaultService} (the realm of a public one).
   *
   * @throws IllegalStateException naming the operation if its path or ACL template is malformed or
   *     the template names a placeholder that is no path variable
   */
  KnownOperation compile(String defaultService) {
    String what = "the operation " + httpMethod + " " + path + " declared in code";
    PathTemplate template = PathTemplate.parse(path, what);
    if (aclTemplate == null) {
      return new KnownOperation(httpMethod, template, defaultService, null);
    }
    AclTemplate acl = AclRegistries.compile(aclTemplate, what);
    for (String placeholder : acl.placeholders()) {
      if (!template.variables().contains(placeholder)) {
        throw new IllegalStateException(
            RuntimeMessage.DECLARED_PLACEHOLDER.format(
                aclTemplate, what, placeholder, template.variables()));
      }
    }
    String service = aclTemplate.substring(0, serviceEnd(aclTemplate));
    return new KnownOperation(httpMethod, template, service, acl);
  }

  private static int serviceEnd(String template) {
    int dot = template.indexOf('.');
    return dot < 0 ? template.length() : dot;
  }
}
