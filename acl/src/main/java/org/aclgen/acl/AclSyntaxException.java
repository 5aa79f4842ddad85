package org.aclgen.acl;

/**
 * A malformed ACL or ACL template: the message names the input, the 0-based character position of
 * the fault and the rule it breaks, for example {@code Malformed ACL "foo..bar" at position 4:
 * empty word}.
 */
public sealed class AclSyntaxException extends IllegalArgumentException permits AclLimitException {
  private static final long serialVersionUID = 1L;

  private final String acl;
  private final int position;
  private final String reason;

  AclSyntaxException(String kind, String acl, int position, String reason) {
    this(
        acl,
        position,
        reason,
        "Malformed "
            + kind
            + " \""
            + printable(acl)
            + "\" at position "
            + position
            + ": "
            + reason);
  }

  /** For {@link AclLimitException}, whose message is its own. */
  AclSyntaxException(String acl, int position, String reason, String message) {
    super(message);
    this.acl = acl;
    this.position = position;
    this.reason = reason;
  }

  /** The input that was refused, as given. */
  public String acl() {
    return acl;
  }

  /** The 0-based character position of the fault in {@link #acl()}. */
  public int position() {
    return position;
  }

  /** The rule that the input breaks, without the input itself, such as {@code empty word}. */
  public String reason() {
    return reason;
  }

  /** Shows control characters as escapes so that a message never spans lines or hides input. */
  static String printable(String text) {
    StringBuilder out = new StringBuilder(text.length());
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (Character.isISOControl(c) || c == '"' || c == '\\') {
        out.append(String.format("\\u%04x", (int) c));
      } else {
        out.append(c);
      }
    }
    return out.toString();
  }
}
