package org.aclgen.acl;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/** Reads the specification's tab-separated test tables from the test resources. */
final class TsvTable {
  private TsvTable() {}

  /**
   * The rows of {@code resource} (beside this class), blank lines and comments left out. A comment
   * starts with {@code "# "}: a lone {@code #} in the first cell is an ACL.
   */
  static List<Row> read(String resource) {
    InputStream in = TsvTable.class.getResourceAsStream(resource);
    if (in == null) {
      throw new IllegalStateException("missing test resource " + resource);
    }
    List<Row> rows = new ArrayList<>();
    try (BufferedReader reader =
        new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
      int number = 0;
      for (String line = reader.readLine(); line != null; line = reader.readLine()) {
        number++;
        if (!line.isBlank() && !line.startsWith("# ")) {
          rows.add(new Row(number, List.of(line.split("\t", -1))));
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return rows;
  }

  /** One line of a table: its 1-based line number and its cells. */
  record Row(int line, List<String> cells) {
    String cell(int index) {
      return index < cells.size() ? cells.get(index) : "";
    }

    /** A cell holding a space-separated list, empty when the cell is. */
    List<String> list(int index) {
      return Arrays.stream(cell(index).split(" ")).filter(s -> !s.isEmpty()).toList();
    }

    @Override
    public String toString() {
      return "line " + line + ": " + String.join(" | ", cells);
    }
  }
}
