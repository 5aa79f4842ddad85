package org.aclgen.review;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The pull-request example of docs/access-review.md is what the tool prints for the files of
 * src/test/resources/example, so that the page cannot drift from the tool.
 */
class DocsExampleTest {
  private static final Pattern FENCE =
      Pattern.compile("\\A```[a-z]*\\n(.*)```\\n\\z", Pattern.DOTALL);

  @ParameterizedTest
  @ValueSource(strings = {"roles.txt", "before.txt", "after.txt", "text", "markdown"})
  void theDocumentationShowsWhatTheToolPrints(String example) throws IOException {
    String expected =
        switch (example) {
          case "text" -> Examples.review().text();
          case "markdown" -> Examples.review().markdown();
          default -> Examples.resource(example);
        };

    assertThat(shown(example)).isEqualTo(expected);
  }

  /**
   * The text between {@code <!-- example: name -->} and the next {@code <!-- end -->}, unfenced.
   */
  private static String shown(String name) throws IOException {
    Path page = Path.of(System.getProperty("docs.dir", "../docs"), "access-review.md");
    String text = Files.readString(page, StandardCharsets.UTF_8);
    String start = "<!-- example: " + name + " -->\n";
    int from = text.indexOf(start);
    assertThat(from).as("%s in %s", start.strip(), page).isNotNegative();
    int to = text.indexOf("<!-- end -->", from);
    String shown = text.substring(from + start.length(), to);
    Matcher fenced = FENCE.matcher(shown);
    return fenced.matches() ? fenced.group(1) : shown;
  }
}
