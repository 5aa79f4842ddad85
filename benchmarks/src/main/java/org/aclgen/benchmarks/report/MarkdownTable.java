package org.aclgen.benchmarks.report;

import java.util.ArrayList;
import java.util.List;

/** A Markdown table built row by row; every cell is text already formatted. */
public final class MarkdownTable {
  private final List<String> header;
  private final List<List<String>> rows = new ArrayList<>();

  public MarkdownTable(String... header) {
    this.header = List.of(header);
  }

  /** Adds a row of exactly as many cells as the header has. */
  public MarkdownTable row(String... cells) {
    if (cells.length != header.size()) {
      throw new IllegalArgumentException(
          "a row of " + cells.length + " cells in a table of " + header.size() + " columns");
    }
    rows.add(List.of(cells));
    return this;
  }

  @Override
  public String toString() {
    StringBuilder out = new StringBuilder();
    line(out, header);
    line(out, header.stream().map(h -> "---").toList());
    rows.forEach(row -> line(out, row));
    return out.toString();
  }

  private static void line(StringBuilder out, List<String> cells) {
    out.append("| ").append(String.join(" | ", cells)).append(" |\n");
  }
}
