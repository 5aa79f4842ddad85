package org.aclgen.acl.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class PathBracesTest {

  @Test
  void aVariableEndsAtItsOwnBrace() {
    assertThat(PathBraces.closing("/users/{id}/lines", 7)).isEqualTo(10);
  }

  @Test
  void theBracesOfARegexStayInsideTheVariable() {
    String template = "/items/{id: [0-9]{3}}/x";
    assertThat(PathBraces.closing(template, 7)).isEqualTo(template.indexOf("}/x"));
  }

  @Test
  void anUnclosedVariableHasNoEnd() {
    assertThat(PathBraces.closing("/items/{id: [0-9]{3}", 7)).isEqualTo(-1);
    assertThat(PathBraces.closing("/items/{id", 7)).isEqualTo(-1);
  }

  @Test
  void aPlaceWithoutAnOpeningBraceIsRefused() {
    assertThatThrownBy(() -> PathBraces.closing("/items/id}", 7))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("no opening brace at 7");
  }
}
