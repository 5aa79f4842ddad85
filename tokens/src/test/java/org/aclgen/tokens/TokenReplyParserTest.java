package org.aclgen.tokens;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Instant;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class TokenReplyParserTest {

  private static final Instant NOW = Instant.parse("2026-01-01T10:00:00Z");

  private static String reply(String data) {
    return "{\"data\": {" + data + "}}";
  }

  @Test
  void readsThePlatformsReply() {
    ValidatedToken token =
        TokenReplyParser.parse(
                reply(
                    "\"token\": \"t\", \"auth_id\": \"u1\", \"acl\": [\"confd.users.me.read\"],"
                        + " \"expires_at\": \"2026-01-01T06:00:00.123456\","
                        + " \"utc_expires_at\": \"2026-01-01T11:00:00.123456\","
                        + " \"metadata\": {\"tenant_uuid\": \"t1\", \"n\": 3},"
                        + " \"session_uuid\": \"s\""),
                NOW)
            .orElseThrow();
    assertThat(token.authId()).isEqualTo("u1");
    assertThat(token.acl()).containsExactly("confd.users.me.read");
    assertThat(token.expiresAt()).isEqualTo(Instant.parse("2026-01-01T11:00:00.123456Z"));
    assertThat(token.metadata()).containsOnlyKeys("tenant_uuid");
    assertThat(token.allows("confd.users.u1.read")).isTrue();
    assertThat(token.sessionUuid()).isEqualTo("s");
  }

  @Test
  void mySessionStandsForTheReplysSessionUuid() {
    String data =
        "\"auth_id\": \"u1\", \"acl\": [\"auth.#\", \"!auth.sessions.my_session.delete\"],"
            + " \"utc_expires_at\": \"2026-01-01T11:00:00\", \"session_uuid\": \"s-1\"";
    ValidatedToken token = TokenReplyParser.parse(reply(data), NOW).orElseThrow();

    assertThat(token.allows("auth.sessions.s-1.delete")).isFalse();
    assertThat(token.allows("auth.sessions.s-2.delete")).isTrue();
  }

  @Test
  void aReplyWithoutSessionUuidHasNone() {
    ValidatedToken token =
        TokenReplyParser.parse(
                reply(
                    "\"auth_id\": \"u1\", \"acl\": [\"a.my_session\"], \"session_uuid\": null,"
                        + " \"utc_expires_at\": \"2026-01-01T11:00:00\""),
                NOW)
            .orElseThrow();

    assertThat(token.sessionUuid()).isNull();
    assertThat(token.allows("a.my_session")).isTrue();
  }

  @Test
  void acceptsAnExpiryWithAnOffset() {
    ValidatedToken token =
        TokenReplyParser.parse(
                reply(
                    "\"auth_id\": \"u1\", \"acl\": [], \"expires_at\": \"2026-01-01T12:00:00+01:00\""),
                NOW)
            .orElseThrow();
    assertThat(token.expiresAt()).isEqualTo(Instant.parse("2026-01-01T11:00:00Z"));
  }

  @Test
  void aTokenAlreadyExpiredIsUnknown() {
    assertThat(
            TokenReplyParser.parse(
                reply(
                    "\"auth_id\": \"u1\", \"acl\": [], \"utc_expires_at\": \"2026-01-01T10:00:00\""),
                NOW))
        .isEmpty();
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "{\"data\": |not valid JSON",
        "[]|no \"data\" object",
        "{\"data\": []}|no \"data\" object",
        "{\"data\": {\"acl\": [], \"utc_expires_at\": \"2026-02-01T00:00:00\"}}|auth_id",
        "{\"data\": {\"auth_id\": 7, \"acl\": [], \"utc_expires_at\": \"2026-02-01T00:00:00\"}}|auth_id",
        "{\"data\": {\"auth_id\": \"u\", \"utc_expires_at\": \"2026-02-01T00:00:00\"}}|\"acl\" is missing",
        "{\"data\": {\"auth_id\": \"u\", \"acl\": \"a.b\", \"utc_expires_at\": \"2026-02-01T00:00:00\"}}|not a list",
        "{\"data\": {\"auth_id\": \"u\", \"acl\": [1], \"utc_expires_at\": \"2026-02-01T00:00:00\"}}|not a string",
        "{\"data\": {\"auth_id\": \"u\", \"acl\": [\"a..b\"], \"utc_expires_at\": \"2026-02-01T00:00:00\"}}|malformed",
        "{\"data\": {\"auth_id\": \"u\", \"acl\": []}}|utc_expires_at",
        "{\"data\": {\"auth_id\": \"u\", \"acl\": [], \"utc_expires_at\": \"tomorrow\"}}|not an ISO date-time",
        "{\"data\": {\"auth_id\": \"u\", \"acl\": [], \"expires_at\": \"2026-02-01T00:00:00\"}}|with an offset",
        "{\"data\": {\"auth_id\": \"u\", \"acl\": [], \"session_uuid\": 3, \"utc_expires_at\": \"2026-02-01T00:00:00\"}}|session_uuid",
      })
  void nonsenseIsUnavailableNeverValid(String body, String problem) {
    assertThatThrownBy(() -> TokenReplyParser.parse(body, NOW))
        .isInstanceOf(TokenServiceUnavailableException.class)
        .hasMessageContaining("nonsense")
        .hasMessageContaining(problem);
  }

  @Test
  void aHugeAuthIdIsNonsense() {
    String body =
        reply(
            "\"auth_id\": \""
                + "u".repeat(TokenReplyParser.MAX_AUTH_ID_LENGTH + 1)
                + "\", \"acl\": [], \"utc_expires_at\": \"2026-02-01T00:00:00\"");
    assertThatThrownBy(() -> TokenReplyParser.parse(body, NOW))
        .isInstanceOf(TokenServiceUnavailableException.class);
  }

  @Test
  void aTokenOfMoreAclsThanTheCacheBoundsIsNonsense() {
    String acls = "\"a.b\",".repeat(TokenReplyParser.MAX_ACL_ENTRIES);
    String atTheBound =
        "\"auth_id\": \"u\", \"utc_expires_at\": \"2026-02-01T00:00:00\", \"acl\": [";

    assertThat(
            TokenReplyParser.parse(
                reply(atTheBound + acls.substring(0, acls.length() - 1) + "]"), NOW))
        .hasValueSatisfying(
            token -> assertThat(token.acl()).hasSize(TokenReplyParser.MAX_ACL_ENTRIES));
    assertThatThrownBy(() -> TokenReplyParser.parse(reply(atTheBound + acls + "\"a.c\"]"), NOW))
        .isInstanceOf(TokenServiceUnavailableException.class)
        .hasMessageContaining("more than 10000");
  }
}
