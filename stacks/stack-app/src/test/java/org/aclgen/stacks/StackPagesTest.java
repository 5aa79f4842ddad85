package org.aclgen.stacks;

import static java.util.stream.Collectors.toCollection;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The code blocks of the stack pages and of the testing page are the code of the test applications:
 * each block that follows a {@code <!-- snippet: file#marker -->} comment equals the lines of that
 * file between its two {@code [marker]} lines.
 */
class StackPagesTest {

  private static final Path ROOT = Path.of("../..").toAbsolutePath().normalize();
  private static final Pattern SNIPPET =
      Pattern.compile("<!-- snippet: (\\S+)#(\\S+) -->\\n```\\w*\\n(.*?)```", Pattern.DOTALL);

  @Test
  void everySnippetIsTheCodeOfATestApplication() throws IOException {
    List<Path> pages;
    try (Stream<Path> files = Files.list(ROOT.resolve("docs/stacks"))) {
      pages = files.filter(f -> f.toString().endsWith(".md")).collect(toCollection(ArrayList::new));
    }
    pages.add(ROOT.resolve("docs/testing-your-app.md"));
    assertThat(pages).isNotEmpty();
    int checked = 0;
    for (Path page : pages) {
      Matcher snippet = SNIPPET.matcher(Files.readString(page, StandardCharsets.UTF_8));
      while (snippet.find()) {
        String region = region(ROOT.resolve(snippet.group(1)), snippet.group(2));
        assertThat(snippet.group(3))
            .as("%s: the snippet of %s#%s", page, snippet.group(1), snippet.group(2))
            .isEqualTo(region);
        checked++;
      }
    }
    assertThat(checked).isGreaterThanOrEqualTo(2);
  }

  /** The lines between the two lines naming {@code [marker]}, each ending with a newline. */
  private static String region(Path file, String marker) throws IOException {
    List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
    List<Integer> bounds = new ArrayList<>();
    for (int i = 0; i < lines.size(); i++) {
      if (lines.get(i).trim().endsWith("[" + marker + "]")) {
        bounds.add(i);
      }
    }
    assertThat(bounds).as("the two [%s] lines of %s", marker, file).hasSize(2);
    StringBuilder region = new StringBuilder();
    for (String line : lines.subList(bounds.get(0) + 1, bounds.get(1))) {
      region.append(line).append('\n');
    }
    return region.toString();
  }
}
