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
      "{%s} is not a path variable of %s %s nor a query parameter of the method; path variables"
          + " are: %s; query parameters (@QueryParam) are: %s. Use one of them, or a literal"
          + " word; for a value only the method's code knows (from the request body), write"
          + " @RequiredAcl(value = \"...\", checkedInCode = true) and check it with"
          + " AclPrincipal.requireAcl"),
  PLACEHOLDER_OPAQUE(
      "aclgen.placeholder",
      "{%s} is not a path variable of %s %s nor of any @Path of this compilation; path variables"
          + " there are: %s, and elsewhere: %s. At run time each placeholder is filled from the"
          + " path parameters of the whole locator chain; use one of them, or a literal word"),
  CHECKED_IN_CODE_DERIVED(
      "aclgen.checked-in-code",
      "checkedInCode = true needs an explicit ACL template, such as @RequiredAcl(value = \"%s\","
          + " checkedInCode = true): a derived ACL's placeholders are all path variables, which"
          + " the runtime fills and checks itself; remove checkedInCode, or write the template"),
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
  MISSING_ACL_CUSTOM(
      "aclgen.missing-acl",
      "%s %s (%s.%s) has no ACL, so only tokens holding the default %s may call it; no ACL can"
          + " be derived for the custom method %s, so add an explicit @RequiredAcl(\"%s\") or"
          + " @PublicResource. The option -Aaclgen.missingAcl=warn|error|ignore controls this check"),
  ROLES_ALLOWED(
      "aclgen.roles-allowed",
      "%s %s (%s.%s) has %s%s but no ACL, and aclgen does not enforce roles: only tokens holding"
          + " the default %s may call it. Replace it by %s, or by the @RequiredAcl that those roles"
          + " stand for. The option -Aaclgen.missingAcl=warn|error|ignore controls this check"),
  ROLES_ALLOWED_PUBLIC(
      "aclgen.roles-allowed",
      "%s %s (%s.%s) has %s%s, but the @PublicResource of %s opens it to calls without a token:"
          + " aclgen does not enforce roles. Give the method its ACL, such as %s, or remove %s if"
          + " it is public"),
  PERMIT_ALL(
      "aclgen.permit-all",
      "@PermitAll on %s is read as @PublicResource: no token is needed, and the registry, the API"
          + " description and the access baseline say public. Write @PublicResource(\"<why it is"
          + " public>\") instead, to state the reason in the API description"),
  PERMIT_ALL_OVERRIDDEN(
      "aclgen.permit-all",
      "@PermitAll on %s does not open %s %s: the @RequiredAcl of %s protects it with %s, and"
          + " aclgen's annotations win over the standard ones. To open it to calls without a token,"
          + " write @PublicResource on the method; to keep it protected, remove @PermitAll"),
  DENY_ALL(
      "aclgen.deny-all",
      "%s %s (%s.%s) is marked @DenyAll%s, which aclgen cannot enforce: no ACL is refused to"
          + " every token (one holding %s passes any ACL of the service). Remove the method if no"
          + " one may call it, or replace @DenyAll by the @RequiredAcl of those who may"),
  API_DESCRIPTION(
      "aclgen.api-description",
      "@%s on %s has no effect: the runtime serves %s, a subclass of"
          + " org.aclgen.runtime.ApiDescriptionResource, without a token, and so the registry and"
          + " the API description say public. Remove it; to protect the description, serve it from"
          + " a resource class of your own"),
  NO_SERVICE(
      "aclgen.no-service",
      "no service is known for %d resource method(s), starting with %s.%s; set the option"
          + " -Aaclgen.service=<name> or annotate the package or class with @AclService(\"<name>\")"),
  SERVICE_NAME(
      "aclgen.service-name",
      "service name '%s' from %s is not one ACL word; use letters, digits, '-' or '_', such as"
          + " confd"),
  OPTION("aclgen.option", "invalid value '%s' for -A%s; usage: %s"),
  UNKNOWN_OPTION("aclgen.option", "unknown option -A%s; %sthe options are: %s"),
  NO_RUNTIME(
      "aclgen.no-runtime",
      "no aclgen runtime is on the compile class path (no class org.aclgen.runtime.AclFeature),"
          + " so nothing would enforce the ACLs of the %d operation(s) of this compilation, such as"
          + " %s %s: the application would serve them without a token. Add the dependency"
          + " org.aclgen:aclgen-quarkus (Quarkus), org.aclgen:aclgen-runtime (Jakarta REST) or"
          + " org.aclgen:aclgen-runtime-javax (javax.ws.rs); for a library of resources whose"
          + " application brings the runtime, or ACLs enforced some other way, set"
          + " -Aaclgen.runtime=elsewhere"),
  CUSTOM_METHOD(
      "aclgen.custom-method",
      "the ACL of %s %s cannot be derived: %s has no action word (only GET, HEAD, OPTIONS, PUT,"
          + " PATCH, POST and DELETE do); write the template, such as @RequiredAcl(\"%s\")"),
  PATH_SEGMENT(
      "aclgen.path-segment",
      "the ACL of %s %s cannot be derived: the path segment '%s' is not one ACL word; write the"
          + " template explicitly"),
  OPAQUE_DERIVE(
      "aclgen.opaque-derive",
      "the ACL of %s %s cannot be derived: %s is not reached from a root resource, so its full"
          + " path is known only at run time; write the template, such as @RequiredAcl(\"%s\")"),
  OPAQUE_LOCATOR(
      "aclgen.opaque-locator",
      "locator %s at %s returns %s, so aclgen cannot see the resource methods of what it returns"
          + " at run time. The methods of the classes this compilation holds get registry entries"
          + " by class and method when they carry @RequiredAcl or @PublicResource; the runtime"
          + " refuses (403) every other one. Declare the concrete return type if there is one;"
          + " otherwise annotate each resource method such a class has, then add"
          + " @SuppressWarnings(\"aclgen\") on the locator"),
  UNREACHED(
      "aclgen.unreached",
      "%s is not reached from a root resource of this compilation, so its full path is known"
          + " only at run time and the runtime refuses (403) its resource methods without"
          + " @RequiredAcl or @PublicResource: %s. Annotate each of them"),
  LINT_SERVICE(
      "aclgen.lint.service",
      "ACL '%s' starts with '%s' but the service is '%s'%s; start it with '%s.', or"
          + " @SuppressWarnings(\"aclgen\") if this is intended"),
  LINT_ACTION(
      "aclgen.lint.action",
      "ACL '%s' ends with '%s' but the action of %s is '%s'; end it with '.%s', or"
          + " @SuppressWarnings(\"aclgen\") if this is intended, or -Aaclgen.lint.action=off:%s"
          + " if the service's convention differs"),
  LINT_DUPLICATE(
      "aclgen.lint.duplicate",
      "%s %s is also served by %s; JAX-RS cannot tell the two apart. Give each operation its"
          + " own path or HTTP method"),
  UNRESOLVED(
      "aclgen.unresolved",
      "%s was not checked: %s could not be resolved after the last round of annotation"
          + " processing. If another annotation processor generates it, make sure that it runs in"
          + " this build (for Maven, in annotationProcessorPaths); otherwise fix the compile error"
          + " javac reports for it"),
  ENTRY_TOO_LONG(
      "aclgen.entry-too-long",
      "the registry entry of %s.%s takes %d characters, more than a class-file string constant"
          + " can hold (%d); shorten its path, its ACL template or its parameter types (a shorter"
          + " @Path, or parameter types from a shorter package)"),
  UNUSED_REGISTRY_CLASS(
      "aclgen.unused-registry-class",
      "-A%s=%s is unused: with -Aaclgen.registry=resource the registry is the resource"
          + " META-INF/aclgen/acl-registry.tsv, no class; remove one of the two options"),
  IO("aclgen.io", "could not write %s: %s"),
  OPERATIONS_FILE(
      "aclgen.operations-file",
      "META-INF/aclgen/operations.tsv in the class output, left by the last compile, cannot be"
          + " read (%s), so the operations of the classes not compiled now are unknown; run a"
          + " clean build"),
  BASELINE_DIFFERS(
      "aclgen.baseline",
      "the operations of this compilation differ from the access baseline %s: %s%nIf this change"
          + " of access is intended, write the baseline anew with -Aaclgen.baseline.update=true"
          + " and commit it, so that the reviewers of the change see it (docs/access-review.md)"),
  BASELINE_FORM(
      "aclgen.baseline",
      "the access baseline %s holds the operations of this compilation, but not as the processor"
          + " writes them (sorted, one space between values, a \\n at the end of each line);"
          + " write it anew with -Aaclgen.baseline.update=true"),
  BASELINE_MISSING(
      "aclgen.baseline",
      "the access baseline %s does not exist; write it with -Aaclgen.baseline.update=true and"
          + " commit it"),
  BASELINE_UNREADABLE(
      "aclgen.baseline",
      "the access baseline %s cannot be read: %s; write it anew with"
          + " -Aaclgen.baseline.update=true"),
  BASELINE_WRITTEN("aclgen.baseline", "wrote the access baseline %s: %s"),
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
