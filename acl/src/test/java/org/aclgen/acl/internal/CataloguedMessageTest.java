package org.aclgen.acl.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.lang.System.Logger.Level;
import org.junit.jupiter.api.Test;

/** What every catalogue's constants give from their text: id, kind, pattern, full text, level. */
class CataloguedMessageTest {

  enum Catalogue implements CataloguedMessage {
    LOGGED("aclgen.logged", MessageKind.WARNING, "%s went wrong"),
    REFUSED("aclgen.refused", MessageKind.THROWN, "refused: %s");

    private final Text text;

    Catalogue(String id, MessageKind kind, String pattern) {
      this.text = new Text(id, kind, pattern);
    }

    @Override
    public Text text() {
      return text;
    }
  }

  @Test
  void aConstantGivesItsText() {
    assertThat(Catalogue.LOGGED.id()).isEqualTo("aclgen.logged");
    assertThat(Catalogue.LOGGED.kind()).isEqualTo(MessageKind.WARNING);
    assertThat(Catalogue.LOGGED.pattern()).isEqualTo("%s went wrong");
    assertThat(Catalogue.LOGGED.format("the cache"))
        .isEqualTo("[aclgen.logged] the cache went wrong");
  }

  @Test
  void aLoggedMessageHasItsKindsLevel() {
    assertThat(Catalogue.LOGGED.level()).isEqualTo(Level.WARNING);
  }

  @Test
  void aThrownMessageHasNoLevel() {
    assertThatThrownBy(Catalogue.REFUSED::level)
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("REFUSED");
  }
}
