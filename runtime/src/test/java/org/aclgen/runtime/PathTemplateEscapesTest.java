package org.aclgen.runtime;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The edges of {@link PathTemplate}: percent escapes cut short or with a zero digit, and a stray
 * closing brace right after a variable.
 */
class PathTemplateEscapesTest {

  private static final PathTemplate FILES = PathTemplate.parse("/files/{name}");

  @ParameterizedTest(name = "{0} -> [{1}]")
  @CsvSource(
      delimiter = '|',
      value = {
        "/files/%30       | 0",
        "/files/a%09b     | 'a\tb'",
        "/files/%41%42    | AB",
        "/files/%C3%A9t%C3%A9 | été",
      })
  void decodesEveryWellFormedEscape(String path, String value) {
    assertThat(FILES.match(path)).contains(Map.of("name", value));
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource({"/files/a%4", "/files/a%", "/files/%4", "/files/a%g1", "/files/a%1g"})
  void anEscapeCutShortOrNotHexMatchesNothing(String path) {
    assertThat(FILES.match(path)).isEqualTo(Optional.empty());
  }

  @Test
  void aClosingBraceRightAfterAVariableIsRefused() {
    assertThatThrownBy(() -> PathTemplate.parse("/users/{id}}/lines"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("unbalanced brace in path template /users/{id}}/lines");
  }

  @Test
  void saysItsTemplateAndItsVariablesInOrder() {
    PathTemplate template = PathTemplate.parse("users/{user_id}/lines/{line: [0-9]+}");
    assertThat(template).hasToString("users/{user_id}/lines/{line: [0-9]+}");
    assertThat(template.variables()).isEqualTo(List.of("user_id", "line"));
  }
}
