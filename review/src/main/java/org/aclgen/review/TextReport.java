package org.aclgen.review;

import java.util.List;

/** The plain-text form of a {@link Review}: one change a line, then one line per role. */
final class TextReport {
  private static final int LABEL_WIDTH = 26;

  private TextReport() {}

  static String of(Review review) {
    StringBuilder text = new StringBuilder(summary(review.diff())).append('\n');
    for (Change change : review.diff().changes()) {
      String label = change.kind().label();
      text.append("  ").append(label).append(" ".repeat(Math.max(1, LABEL_WIDTH - label.length())));
      text.append(change.name()).append(": ").append(detail(change));
      text.append(change.widens() ? "  [widens access]" : "").append('\n');
    }
    if (!review.roles().isEmpty() && !review.diff().isEmpty()) {
      text.append("Who gains and who loses:\n");
      for (RoleImpact role : review.roles()) {
        text.append("  ").append(role.role()).append(':');
        if (role.isUnchanged()) {
          text.append(" no change\n");
          continue;
        }
        text.append('\n');
        appendShifts(text, "can now call", role.gains());
        appendShifts(text, "can no longer call", role.losses());
      }
    }
    return text.toString();
  }

  private static void appendShifts(StringBuilder text, String what, List<RoleImpact.Shift> shifts) {
    for (RoleImpact.Shift shift : shifts) {
      text.append("    ").append(what).append(' ').append(shift(shift)).append('\n');
    }
  }

  /** {@code no change of access}, or {@code 3 changes of access, 2 widen access:}. */
  static String summary(AccessDiff diff) {
    if (diff.isEmpty()) {
      return "no change of access";
    }
    int count = diff.changes().size();
    long widening = diff.widening();
    return count
        + (count == 1 ? " change" : " changes")
        + " of access, "
        + (widening == 0 ? "none widens" : widening + (widening == 1 ? " widens" : " widen"))
        + " access:";
  }

  /** {@code confd.a.read (derived) -> public}, or one side only if added or removed. */
  static String detail(Change change) {
    if (change.before() == null) {
      return acl(change.after());
    }
    if (change.after() == null) {
      return "was " + acl(change.before());
    }
    return acl(change.before()) + " -> " + acl(change.after());
  }

  static String acl(Operation operation) {
    return operation.isPublic() ? "public" : operation.acl() + " (" + operation.sourceText() + ")";
  }

  /** The operation, and how far the access reaches where it is not all or nothing. */
  static String shift(RoleImpact.Shift shift) {
    String name = shift.change().name();
    Access before = shift.before();
    Access after = shift.after();
    boolean partial = before == Access.OWN || before == Access.SOME;
    if (!partial && after != Access.OWN && after != Access.SOME) {
      return name;
    }
    if (before == Access.NONE || after == Access.NONE) {
      return name + " (" + (before == Access.NONE ? after : before).label() + ")";
    }
    return name + " (" + after.label() + ", was " + before.label() + ")";
  }
}
