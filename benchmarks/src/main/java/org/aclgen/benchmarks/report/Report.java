package org.aclgen.benchmarks.report;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/** A Markdown report, written to standard output and to {@code <directory>/<name>.md}. */
public final class Report {
  private final StringBuilder text = new StringBuilder();

  public Report(String title) {
    text.append("## ").append(title).append("\n\n");
  }

  /** Adds a paragraph of prose. */
  public Report paragraph(String paragraph) {
    text.append(paragraph).append("\n\n");
    return this;
  }

  /** Adds a table, after a short heading of its own. */
  public Report table(String heading, MarkdownTable table) {
    text.append("### ").append(heading).append("\n\n").append(table).append('\n');
    return this;
  }

  /** Prints the report and writes it to {@code directory/name.md}. */
  public void publish(Path directory, String name) {
    System.out.print(text);
    try {
      Files.createDirectories(directory);
      Files.writeString(directory.resolve(name + ".md"), text, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot write the report to " + directory, e);
    }
  }

  @Override
  public String toString() {
    return text.toString();
  }
}
