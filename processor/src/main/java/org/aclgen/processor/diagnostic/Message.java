package org.aclgen.processor.diagnostic;

import java.util.Locale;

/**
 * The catalogue of everything the processor tells its user. Each message has a stable id, printed
 * first as {@code [aclgen.placeholder]}, that tests, documentation and search engines can rely on;
 * the text states the rule and the fix.
 */
public enum Message {
  SYNTAX("aclgen.syntax", "%s; write an ACL template such as confd.users.{user_id}.read"),
  PLACEHOLDER(
      "aclgen.placeholder",
      "{%s} is not a path variable of %s %s; path variables are: %s. Use one of them, or a"
          + " literal word"),
  MISPLACED(
      "aclgen.misplaced",
      "@%s on %s has no effect: it belongs on a JAX-RS resource method (with an HTTP method"
          + " annotation such as @GET) or on a resource class"),
  CONFLICT(
      "aclgen.conflict",
      "%s has both @RequiredAcl and @PublicResource; keep @RequiredAcl to protect it, or"
          + " @PublicResource to open it to calls without a token"),
  MISSING_ACL(
      "aclgen.missing-acl",
      "%s %s (%s.%s) has no ACL, so only tokens holding the default %s may call it; add"
          + " @RequiredAcl (empty to derive %s) or @PublicResource. The option"
          + " -Aaclgen.missingAcl=warn|error|ignore controls this check"),
  NO_SERVICE(
      "aclgen.no-service",
      "no service is known for %d resource method(s), starting with %s.%s; set the option"
          + " -Aaclgen.service=<name> or annotate the package or class with @AclService(\"<name>\")"),
  SERVICE_NAME(
      "aclgen.service-name",
      "service name '%s' from %s is not one ACL word; use letters, digits, '-' or '_', such as"
          + " confd"),
  OPTION("aclgen.option", "invalid value '%s' for -A%s; usage: %s"),
  CUSTOM_METHOD(
      "aclgen.custom-method",
      "the ACL of %s %s cannot be derived: %s has no action word (only GET, HEAD, OPTIONS, PUT,"
          + " PATCH, POST and DELETE do); write the template, such as @RequiredAcl(\"%s\")"),
  PATH_SEGMENT(
      "aclgen.path-segment",
      "the ACL of %s %s cannot be derived: the path segment '%s' is not one ACL word; write the"
          + " template explicitly"),
  LINT_SERVICE(
      "aclgen.lint.service",
      "ACL '%s' starts with '%s' but the service is '%s'; start it with '%s.', or"
          + " @SuppressWarnings(\"aclgen\") if this is intended"),
  LINT_ACTION(
      "aclgen.lint.action",
      "ACL '%s' ends with '%s' but the action of %s is '%s'; end it with '.%s', or"
          + " @SuppressWarnings(\"aclgen\") if this is intended"),
  LINT_DUPLICATE(
      "aclgen.lint.duplicate",
      "%s %s is also served by %s; JAX-RS cannot tell the two apart. Give each operation its"
          + " own path or HTTP method"),
  IO("aclgen.io", "could not write %s: %s"),
  CRASH(
      "aclgen.crash",
      "the aclgen processor failed unexpectedly; please report this with the stack trace:%n%s");

  private final String id;
  private final String format;

  Message(String id, String format) {
    this.id = id;
    this.format = format;
  }

  /** The stable id, such as {@code aclgen.placeholder}. */
  public String id() {
    return id;
  }

  /** The full text: the id in brackets, then the formatted message. */
  public String format(Object... arguments) {
    return "[" + id + "] " + String.format(Locale.ROOT, format, arguments);
  }
}
