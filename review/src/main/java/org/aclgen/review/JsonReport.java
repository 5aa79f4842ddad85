package org.aclgen.review;

import java.util.List;
import java.util.Locale;

/**
 * The JSON form of a {@link Review}: the summary and exit code, each change with both operations,
 * and each role's gains and losses. Keys in a fixed order, two-space indentation.
 */
final class JsonReport {
  private JsonReport() {}

  static String of(Review review) {
    AccessDiff diff = review.diff();
    StringBuilder json = new StringBuilder("{\n");
    json.append("  \"changeCount\": ").append(diff.changes().size()).append(",\n");
    json.append("  \"wideningCount\": ").append(diff.widening()).append(",\n");
    json.append("  \"exitCode\": ").append(review.exitCode()).append(",\n");
    json.append("  \"changes\": [");
    String separator = "\n";
    for (Change change : diff.changes()) {
      json.append(separator).append("    {\"kind\": ").append(string(kind(change.kind())));
      json.append(", \"operation\": ").append(string(change.name()));
      json.append(", \"widens\": ").append(change.widens());
      json.append(",\n      \"before\": ").append(operation(change.before()));
      json.append(",\n      \"after\": ").append(operation(change.after())).append('}');
      separator = ",\n";
    }
    json.append(diff.isEmpty() ? "],\n" : "\n  ],\n");
    json.append("  \"roles\": [");
    separator = "\n";
    for (RoleImpact role : review.roles()) {
      json.append(separator).append("    {\"role\": ").append(string(role.role()));
      json.append(",\n      \"gains\": ").append(shifts(role.gains()));
      json.append(",\n      \"losses\": ").append(shifts(role.losses())).append('}');
      separator = ",\n";
    }
    json.append(review.roles().isEmpty() ? "]\n" : "\n  ]\n");
    return json.append("}\n").toString();
  }

  private static String kind(ChangeKind kind) {
    return kind.name().toLowerCase(Locale.ROOT).replace('_', '-');
  }

  private static String operation(Operation op) {
    if (op == null) {
      return "null";
    }
    return "{\"service\": "
        + string(op.service())
        + ", \"method\": "
        + string(op.method())
        + ", \"path\": "
        + string(op.path())
        + ", \"acl\": "
        + (op.isPublic() ? "null" : string(op.acl()))
        + ", \"source\": "
        + string(op.sourceText())
        + "}";
  }

  private static String shifts(List<RoleImpact.Shift> shifts) {
    StringBuilder json = new StringBuilder("[");
    String separator = "";
    for (RoleImpact.Shift shift : shifts) {
      json.append(separator).append("{\"operation\": ").append(string(shift.change().name()));
      json.append(", \"before\": ").append(string(level(shift.before())));
      json.append(", \"after\": ").append(string(level(shift.after()))).append('}');
      separator = ", ";
    }
    return json.append(']').toString();
  }

  private static String level(Access access) {
    return access.name().toLowerCase(Locale.ROOT);
  }

  /** A JSON string: quotes, backslashes and control characters escaped. */
  static String string(String value) {
    StringBuilder out = new StringBuilder(value.length() + 2).append('"');
    for (int i = 0; i < value.length(); i++) {
      char c = value.charAt(i);
      switch (c) {
        case '"' -> out.append("\\\"");
        case '\\' -> out.append("\\\\");
        case '\n' -> out.append("\\n");
        case '\r' -> out.append("\\r");
        case '\t' -> out.append("\\t");
        default -> {
          if (c < 0x20 || c == '\u2028' || c == '\u2029') {
            out.append(String.format(Locale.ROOT, "\\u%04x", (int) c));
          } else {
            out.append(c);
          }
        }
      }
    }
    return out.append('"').toString();
  }
}
