package org.aclgen.runtime;

import static org.assertj.core.api.Assertions.assertThat;

import jakarta.ws.rs.core.MultivaluedHashMap;
import jakarta.ws.rs.core.MultivaluedMap;
import org.aclgen.tokens.TokenForm;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The form of a token, checked before any validator sees it. */
class TokenReaderTest {

  private static TokenReader.Kind read(String token) {
    MultivaluedMap<String, String> headers = new MultivaluedHashMap<>();
    headers.add(TokenReader.HEADER, token);
    return TokenReader.read(headers::get).kind();
  }

  @ParameterizedTest
  @ValueSource(strings = {"a", "A-z_0.9~", "..a", "eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ4In0.c2ln"})
  void unreservedCharactersMakeAToken(String token) {
    assertThat(read(token)).isEqualTo(TokenReader.Kind.PRESENT);
    assertThat(TokenForm.isUrlSafe(token)).isTrue();
  }

  @ParameterizedTest
  @ValueSource(strings = {".", "...", "a b", "a/b", "a%2F", "é", "a+b", "a=", "tok\u0000en"})
  void anythingElseIsAnInvalidToken(String token) {
    assertThat(read(token)).isEqualTo(TokenReader.Kind.INVALID);
    assertThat(TokenForm.isUrlSafe(token)).isFalse();
  }

  @Test
  void aRequestTokenHasUpTo8192CharactersAndAUrlTokenUpTo512() {
    assertThat(read("a".repeat(8192))).isEqualTo(TokenReader.Kind.PRESENT);
    assertThat(read("a".repeat(8193))).isEqualTo(TokenReader.Kind.INVALID);
    assertThat(TokenForm.isUrlSafe("a".repeat(512))).isTrue();
    assertThat(TokenForm.isUrlSafe("a".repeat(513))).isFalse();
    assertThat(TokenForm.isUrlSafe(null)).isFalse();
  }

  @Test
  void noTokenIsMissingAndAnEmptyOneInvalid() {
    assertThat(TokenReader.read(new MultivaluedHashMap<String, String>()::get).kind())
        .isEqualTo(TokenReader.Kind.MISSING);
    assertThat(read("")).isEqualTo(TokenReader.Kind.INVALID);
  }

  @Test
  void oneTokenSentSeveralTimesIsOneToken() {
    assertThat(kind(TokenReader.HEADER, "t0k3n", TokenReader.HEADER, " t0k3n "))
        .isEqualTo(TokenReader.Kind.PRESENT);
    assertThat(kind(TokenReader.HEADER, "t0k3n", "Authorization", "Bearer t0k3n"))
        .isEqualTo(TokenReader.Kind.PRESENT);
    assertThat(kind("Authorization", "bEaReR t0k3n")).isEqualTo(TokenReader.Kind.PRESENT);
  }

  @Test
  void differentTokensInOneRequestAreInvalid() {
    assertThat(kind(TokenReader.HEADER, "t0k3n", TokenReader.HEADER, "other"))
        .isEqualTo(TokenReader.Kind.INVALID);
    assertThat(kind(TokenReader.HEADER, "t0k3n", "Authorization", "Bearer other"))
        .isEqualTo(TokenReader.Kind.INVALID);
    assertThat(kind("Authorization", "Bearer t0k3n", "Authorization", "Bearer other"))
        .isEqualTo(TokenReader.Kind.INVALID);
    assertThat(kind(TokenReader.HEADER, "t0k3n", TokenReader.HEADER, ""))
        .isEqualTo(TokenReader.Kind.INVALID);
  }

  @Test
  void otherAuthorizationSchemesCarryNoToken() {
    assertThat(kind("Authorization", "Basic YWxpY2U6cHc=")).isEqualTo(TokenReader.Kind.MISSING);
    assertThat(kind("Authorization", "Basic YWxpY2U6cHc=", "Authorization", "Bearer t0k3n"))
        .isEqualTo(TokenReader.Kind.PRESENT);
    assertThat(kind("Authorization", "Bearer")).isEqualTo(TokenReader.Kind.MISSING);
  }

  private static TokenReader.Kind kind(String... namesAndValues) {
    MultivaluedMap<String, String> headers = new MultivaluedHashMap<>();
    for (int i = 0; i < namesAndValues.length; i += 2) {
      headers.add(namesAndValues[i], namesAndValues[i + 1]);
    }
    return TokenReader.read(headers::get).kind();
  }

  @Test
  void anOutcomeNeverShowsTheToken() {
    TokenReader.Result present = new TokenReader.Result(TokenReader.Kind.PRESENT, "s3cr3t-t0k3n");
    assertThat(present).hasToString("TokenReader.Result[PRESENT]");
  }
}
