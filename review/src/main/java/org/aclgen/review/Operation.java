package org.aclgen.review;

import java.util.Comparator;
import java.util.Locale;
import java.util.Objects;
import org.aclgen.acl.registry.AclEntry;
import org.aclgen.acl.registry.AclSource;
import org.aclgen.acl.registry.Enforcement;

/**
 * One operation of a build as the access review sees it: who may call what, without the Java names
 * (renaming a method changes no access).
 *
 * @param service the ACL service word, such as {@code confd}
 * @param method the HTTP method in upper case
 * @param path the full path template relative to the application root, such as {@code
 *     /users/{user_id}/lines}
 * @param acl the required ACL template; {@code null} exactly for a public operation
 * @param source how the ACL was obtained
 * @param enforcement whether the runtime's filter checks the ACL or the operation's own code
 */
public record Operation(
    String service,
    String method,
    String path,
    String acl,
    AclSource source,
    Enforcement enforcement) {

  /**
   * The suffix of the source of an ACL checked in code, in the baseline: {@code explicit-in-code}.
   */
  static final String IN_CODE_SUFFIX = "-in-code";

  /** The baseline's order: service, path, HTTP method, then ACL and source for duplicates. */
  public static final Comparator<Operation> ORDER =
      Comparator.comparing(Operation::service)
          .thenComparing(Operation::path)
          .thenComparing(Operation::method)
          .thenComparing(Operation::line);

  public Operation {
    Objects.requireNonNull(service, "service");
    Objects.requireNonNull(method, "method");
    Objects.requireNonNull(path, "path");
    Objects.requireNonNull(source, "source");
    Objects.requireNonNull(enforcement, "enforcement");
    if ((source == AclSource.PUBLIC) != (acl == null)) {
      throw new IllegalArgumentException(
          "an ACL is null exactly for a public operation, got " + acl + " from " + source);
    }
    if (enforcement == Enforcement.IN_CODE && source != AclSource.EXPLICIT) {
      throw new IllegalArgumentException("only an explicit ACL is checked in code, got " + source);
    }
  }

  /** An operation whose ACL the runtime's filter checks. */
  public Operation(String service, String method, String path, String acl, AclSource source) {
    this(service, method, path, acl, source, Enforcement.FILTER);
  }

  /** The operation of a registry entry. */
  public static Operation of(AclEntry entry) {
    return new Operation(
        entry.service(),
        entry.httpMethod(),
        entry.path(),
        entry.aclTemplate(),
        entry.source(),
        entry.enforcement());
  }

  /** Whether the operation needs no token. */
  public boolean isPublic() {
    return source == AclSource.PUBLIC;
  }

  /** {@code confd GET /users/{user_id}}: what names the operation in a report. */
  public String name() {
    return service + " " + method + " " + path;
  }

  /** The required ACL as a report shows it: the template, or {@code public}. */
  public String aclText() {
    return isPublic() ? "public" : acl;
  }

  /**
   * The source in lower case, as the baseline writes it: {@code derived}; {@code explicit-in-code}
   * for an ACL that the operation checks in its own code ({@code checkedInCode = true}).
   */
  public String sourceText() {
    String text = source.name().toLowerCase(Locale.ROOT);
    return enforcement == Enforcement.IN_CODE ? text + IN_CODE_SUFFIX : text;
  }

  /**
   * The baseline line: service, HTTP method, path, ACL ({@code -} if public) and source, separated
   * by one space, such as {@code confd GET /users/{user_id} confd.users.{user_id}.read derived}.
   */
  public String line() {
    return service
        + ' '
        + method
        + ' '
        + Baseline.encodePath(path)
        + ' '
        + (isPublic() ? "-" : acl)
        + ' '
        + sourceText();
  }
}
