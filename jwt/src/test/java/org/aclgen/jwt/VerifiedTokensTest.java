package org.aclgen.jwt;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import org.junit.jupiter.api.Test;

/** The key under which a verified token is cached. */
class VerifiedTokensTest {

  @Test
  void tokensThatDifferOnlyInCharactersOutsideAsciiHaveDifferentKeys() {
    // An encoding that writes '?' for what it cannot encode would give these one key each pair.
    assertThat(VerifiedTokens.keyOf("a.b.c\u00e9")).isNotEqualTo(VerifiedTokens.keyOf("a.b.c?"));
    assertThat(VerifiedTokens.keyOf("a.b.c\u4e00")).isNotEqualTo(VerifiedTokens.keyOf("a.b.c?"));
    assertThat(VerifiedTokens.keyOf("a.b.c\u00e9"))
        .isNotEqualTo(VerifiedTokens.keyOf("a.b.c\u00e8"));
  }

  @Test
  void theKeyOfATokenIsTheSha256OfItsBytes() throws Exception {
    String token = "eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJhbGljZSJ9.c2lnbmF0dXJl";
    byte[] expected =
        MessageDigest.getInstance("SHA-256").digest(token.getBytes(StandardCharsets.UTF_8));

    assertThat(VerifiedTokens.keyOf(token)).isEqualTo(ByteBuffer.wrap(expected));
    assertThat(VerifiedTokens.keyOf(token)).isEqualTo(VerifiedTokens.keyOf(new String(token)));
  }
}
