package org.aclgen.acl.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.lang.System.Logger.Level;
import org.junit.jupiter.api.Test;

class MessageKindTest {

  @Test
  void theTextIsTheIdInBracketsThenTheFilledFormat() {
    assertThat(MessageKind.text("aclgen.example", "%s operations from %s registries", 2, 1))
        .isEqualTo("[aclgen.example] 2 operations from 1 registries");
  }

  @Test
  void numbersAreWrittenTheSameWhateverTheDefaultLocale() {
    java.util.Locale before = java.util.Locale.getDefault();
    try {
      java.util.Locale.setDefault(java.util.Locale.GERMANY);
      assertThat(MessageKind.text("aclgen.example", "%.1f s", 1.5))
          .isEqualTo("[aclgen.example] 1.5 s");
    } finally {
      java.util.Locale.setDefault(before);
    }
  }

  @Test
  void eachLoggedKindHasItsLevelAndLabel() {
    assertThat(MessageKind.ERROR.level("X")).isEqualTo(Level.ERROR);
    assertThat(MessageKind.WARNING.level("X")).isEqualTo(Level.WARNING);
    assertThat(MessageKind.INFO.level("X")).isEqualTo(Level.INFO);
    assertThat(MessageKind.DEBUG.level("X")).isEqualTo(Level.DEBUG);
    assertThat(MessageKind.values())
        .extracting(MessageKind::label)
        .containsExactly("thrown", "log ERROR", "log WARNING", "log INFO", "log DEBUG");
  }

  @Test
  void aThrownMessageHasNoLevel() {
    assertThatThrownBy(() -> MessageKind.THROWN.level("NO_REGISTRY"))
        .isInstanceOf(IllegalStateException.class)
        .hasMessage("NO_REGISTRY is thrown, not logged");
  }
}
