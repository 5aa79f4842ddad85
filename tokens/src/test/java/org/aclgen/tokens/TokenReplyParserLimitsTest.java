package org.aclgen.tokens;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Instant;
import org.junit.jupiter.api.Test;

/** The longest user and session names a token service's reply may give: 256 characters. */
class TokenReplyParserLimitsTest {

  private static final Instant NOW = Instant.parse("2026-01-01T10:00:00Z");
  private static final String LONGEST = "u".repeat(TokenReplyParser.MAX_AUTH_ID_LENGTH);

  private static String reply(String authId, String session) {
    return "{\"data\": {\"auth_id\": \""
        + authId
        + "\", \"acl\": [], \"utc_expires_at\": \"2026-01-01T11:00:00\", \"session_uuid\": \""
        + session
        + "\"}}";
  }

  @Test
  void namesOfTheLongestLengthAreRead() {
    ValidatedToken token = TokenReplyParser.parse(reply(LONGEST, LONGEST), NOW).orElseThrow();
    assertThat(token.authId()).isEqualTo(LONGEST);
    assertThat(token.sessionUuid()).isEqualTo(LONGEST);
  }

  @Test
  void oneCharacterMoreIsNonsense() {
    assertThatThrownBy(() -> TokenReplyParser.parse(reply(LONGEST + "u", "s"), NOW))
        .hasMessageContaining("\"auth_id\" is missing, blank, too long or not a string");
    assertThatThrownBy(() -> TokenReplyParser.parse(reply("u", LONGEST + "s"), NOW))
        .hasMessageContaining("\"session_uuid\" is blank, too long or not a string");
  }
}
