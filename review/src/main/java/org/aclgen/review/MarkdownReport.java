package org.aclgen.review;

import java.util.List;
import java.util.stream.Collectors;

/**
 * The Markdown form of a {@link Review}, for a pull-request comment: a table of the changes, the
 * baseline lines as a diff, and a table of who gains and who loses.
 */
final class MarkdownReport {
  private MarkdownReport() {}

  static String of(Review review) {
    AccessDiff diff = review.diff();
    StringBuilder md = new StringBuilder("### aclgen access review: ");
    String summary = TextReport.summary(diff);
    md.append(summary.endsWith(":") ? summary.substring(0, summary.length() - 1) : summary);
    md.append("\n");
    if (diff.isEmpty()) {
      return md.toString();
    }
    md.append("\n| change | operation | before | after | widens access |\n");
    md.append("|---|---|---|---|---|\n");
    for (Change change : diff.changes()) {
      md.append("| ").append(change.kind().label());
      md.append(" | ").append(code(change.name()));
      md.append(" | ").append(acl(change.before()));
      md.append(" | ").append(acl(change.after()));
      md.append(" | ").append(change.widens() ? "**yes**" : "no").append(" |\n");
    }
    md.append("\n```diff\n");
    diff.lineDiff().forEach(line -> md.append(line).append('\n'));
    md.append("```\n");
    if (!review.roles().isEmpty()) {
      md.append("\n#### Who gains and who loses\n\n");
      md.append("| role | can now call | can no longer call |\n|---|---|---|\n");
      for (RoleImpact role : review.roles()) {
        md.append("| ").append(cell(role.role()));
        md.append(" | ").append(shifts(role.gains()));
        md.append(" | ").append(shifts(role.losses())).append(" |\n");
      }
    }
    return md.toString();
  }

  private static String acl(Operation operation) {
    if (operation == null) {
      return "";
    }
    return operation.isPublic()
        ? "public"
        : code(operation.acl()) + " (" + operation.sourceText() + ")";
  }

  private static String shifts(List<RoleImpact.Shift> shifts) {
    if (shifts.isEmpty()) {
      return "";
    }
    return shifts.stream()
        .map(TextReport::shift)
        .map(MarkdownReport::codeName)
        .collect(Collectors.joining("<br>"));
  }

  /** {@code confd GET /x (own user only)} with the operation in code. */
  private static String codeName(String shift) {
    int paren = shift.indexOf(" (");
    return paren < 0 ? code(shift) : code(shift.substring(0, paren)) + cell(shift.substring(paren));
  }

  private static String code(String text) {
    return "`" + cell(text.replace("`", "'")) + "`";
  }

  /** A table cell cannot hold {@code |} or a line break. */
  private static String cell(String text) {
    return text.replace("|", "\\|").replace("\n", " ");
  }
}
