package org.aclgen.review;

/** What happened to one operation between two builds, as a reviewer asks about it. */
public enum ChangeKind {
  /** A protected operation that needs no token any more. */
  BECAME_PUBLIC("became public"),
  /** The required ACL changed, such as an edited {@code @RequiredAcl}. */
  ACL_CHANGED("ACL changed"),
  /**
   * The operation has no ACL any more and falls back to {@code <service>.#}: usually a removed
   * annotation.
   */
  FELL_BACK_TO_DEFAULT("fell back to the default"),
  /** A new operation. */
  ADDED("added"),
  /** An operation that is gone. */
  REMOVED("removed"),
  /** A public operation that now needs a token. */
  BECAME_PROTECTED("became protected"),
  /**
   * The same ACL, now checked by the operation's own code instead of the runtime's filter, or the
   * reverse; moving the check into the code widens access (the filter no longer refuses).
   */
  CHECK_MOVED("ACL check moved"),
  /** The same ACL obtained another way (an explicit ACL that equals the derived one). */
  SOURCE_CHANGED("ACL source changed"),
  /** The same ACL served by another service: the service words of both builds. */
  SERVICE_CHANGED("service changed");

  private final String label;

  ChangeKind(String label) {
    this.label = label;
  }

  /** How a report names the change: {@code became public}. */
  public String label() {
    return label;
  }
}
