package org.aclgen.testsupport;

import java.util.List;

/**
 * The lines that differ between two texts, for a reader: each removed line as {@code - line}, each
 * added line as {@code + line}, and before each run of changes the nearest unindented line above it
 * (in a record of {@link PublicApi}, the type the changed members belong to) as {@code @@ line}.
 */
final class LineDiff {

  private LineDiff() {}

  static String of(String before, String after) {
    List<String> a = before.lines().toList();
    List<String> b = after.lines().toList();
    // lengths[i][j]: the longest common subsequence of a from i and b from j.
    int[][] lengths = new int[a.size() + 1][b.size() + 1];
    for (int i = a.size() - 1; i >= 0; i--) {
      for (int j = b.size() - 1; j >= 0; j--) {
        lengths[i][j] =
            a.get(i).equals(b.get(j))
                ? lengths[i + 1][j + 1] + 1
                : Math.max(lengths[i + 1][j], lengths[i][j + 1]);
      }
    }
    StringBuilder diff = new StringBuilder();
    String context = "";
    boolean inRun = false;
    int i = 0;
    int j = 0;
    while (i < a.size() || j < b.size()) {
      if (i < a.size() && j < b.size() && a.get(i).equals(b.get(j))) {
        context = heading(a.get(i), context);
        inRun = false;
        i++;
        j++;
        continue;
      }
      if (!inRun) {
        diff.append("@@ ").append(context).append('\n');
        inRun = true;
      }
      if (j == b.size() || (i < a.size() && lengths[i + 1][j] >= lengths[i][j + 1])) {
        diff.append("- ").append(a.get(i++)).append('\n');
      } else {
        diff.append("+ ").append(b.get(j++)).append('\n');
      }
    }
    return diff.toString();
  }

  private static String heading(String line, String previous) {
    return line.isEmpty() || line.startsWith(" ") || line.startsWith("#") ? previous : line;
  }
}
