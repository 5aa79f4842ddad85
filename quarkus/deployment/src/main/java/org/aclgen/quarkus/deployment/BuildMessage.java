package org.aclgen.quarkus.deployment;

import org.aclgen.acl.internal.CataloguedMessage;
import org.aclgen.acl.internal.MessageKind;

/**
 * The catalogue of what aclgen-quarkus's build steps tell the people who build a Quarkus service:
 * the set-ups refused when the application is built, and what the build chose for them. The ids of
 * the refusals are those of the same problems found at start without the extension
 * (docs/runtime.md, "Messages"), printed first as {@code [aclgen.ambiguous-validator]}.
 */
enum BuildMessage implements CataloguedMessage {
  AMBIGUOUS_VALIDATOR(
      "aclgen.ambiguous-validator",
      "the application has several TokenValidator beans (%s); aclgen-quarkus needs one, or none"
          + " (then aclgen.token-service.url): remove the others, or give them a qualifier so that"
          + " one bean stays the default"),
  QUARKUS_REST_SINGLETON(
      "aclgen.quarkus-rest-singleton",
      "%s builds an AclFeature in getSingletons(), but Quarkus REST applies no feature that an"
          + " Application returns from there, so it would never protect anything; remove it from"
          + " the Application: aclgen-quarkus registers the feature itself, configured in"
          + " application.properties (docs/stacks/quarkus.md)"),
  EARLY_FILTERS(
      "aclgen.quarkus-early-filter",
      MessageKind.INFO,
      "aclgen.quarkus.authenticate-ahead defaults to false: aclgen authenticates in its JAX-RS"
          + " filter before matching, after %s, since a request filter before matching at"
          + " Priorities.AUTHENTICATION or earlier may change the token headers. If none touches"
          + " them, give it a larger priority or set aclgen.quarkus.authenticate-ahead=true:"
          + " aclgen then authenticates in its route ahead of Quarkus REST");

  private final Text text;

  BuildMessage(String id, String pattern) {
    this(id, MessageKind.THROWN, pattern);
  }

  BuildMessage(String id, MessageKind kind, String pattern) {
    this.text = new Text(id, kind, pattern);
  }

  @Override
  public Text text() {
    return text;
  }
}
