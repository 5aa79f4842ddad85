package org.aclgen.tokens;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

class TokenFormTest {

  private static final Pattern UNRESERVED = Pattern.compile("[A-Za-z0-9._~-]");

  @Test
  void everyCharacterIsJudgedAsTheUrlUnreservedSetHasIt() {
    for (int c = Character.MIN_VALUE; c <= Character.MAX_VALUE; c++) {
      String character = String.valueOf((char) c);
      boolean unreserved = UNRESERVED.matcher(character).matches();

      assertThat(TokenForm.hasForm("a" + character + "b", 3)).as("U+%04X", c).isEqualTo(unreserved);
    }
  }

  @Test
  void onlyDotsAndLengthsOutsideTheBoundHaveNoForm() {
    assertThat(TokenForm.hasForm("...", 8)).isFalse();
    assertThat(TokenForm.hasForm("..a", 8)).isTrue();
    assertThat(TokenForm.hasForm("", 8)).isFalse();
    assertThat(TokenForm.hasForm("abc", 2)).isFalse();
  }
}
