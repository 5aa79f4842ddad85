package org.aclgen.quarkus;

import org.aclgen.acl.internal.MessageKind;

/**
 * The catalogue of what aclgen-quarkus tells the people who build and run a Quarkus service, beside
 * the runtime's own messages. Each message has a stable id, printed first as {@code
 * [aclgen.no-principal]}, that tests, documentation (docs/runtime.md, "Messages") and search
 * engines can rely on; the text names the problem and the fix. All of them are the texts of
 * exceptions: this artifact logs nothing of its own.
 */
enum QuarkusMessage {
  AMBIGUOUS_VALIDATOR(
      "aclgen.ambiguous-validator",
      "the application has several TokenValidator beans; aclgen-quarkus needs one, or none (then"
          + " aclgen.token-service.url): remove the others, or give them a qualifier so that one bean"
          + " stays the default"),
  NO_PRINCIPAL(
      "aclgen.no-principal",
      "this request has no AclPrincipal: its operation is public and it carries no valid token, or"
          + " aclgen did not authorize it; inject AclPrincipal only where an operation needs a"
          + " token, or read it with AclPrincipal.find(securityContext) on a public one"),
  BAD_BOOLEAN("aclgen.quarkus-bad-property", "must be true or false, got %s"),
  UNCONFIGURED(
      "aclgen.quarkus-unconfigured",
      "Quarkus REST serves %s, but never had aclgen's feature configure its application, so aclgen"
          + " refuses the request; please report this with the Quarkus version"),
  NO_PRINCIPAL_CONTEXT(
      "aclgen.no-principal",
      "RESTEasy's context failed to give this request's AclPrincipal; please report this with the"
          + " stack trace and the Quarkus version");

  /** As the table of docs/runtime.md names the kind of every message of this catalogue. */
  static final String KIND = "thrown";

  private final String id;
  private final String format;

  QuarkusMessage(String id, String format) {
    this.id = id;
    this.format = format;
  }

  /** The stable id, such as {@code aclgen.no-principal}. */
  String id() {
    return id;
  }

  /** The full text: the id in brackets, then the formatted message. */
  String format(Object... arguments) {
    return MessageKind.text(id, format, arguments);
  }
}
