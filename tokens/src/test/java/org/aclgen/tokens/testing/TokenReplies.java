package org.aclgen.tokens.testing;

import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import org.aclgen.acl.internal.JsonWriter;
import org.aclgen.tokens.testing.FakeTokenService.Answer;

/** The platform's replies to a token lookup, as {@link FakeTokenService} sends them. */
final class TokenReplies {

  private TokenReplies() {}

  /** 200 with the token's data, or the platform's 404 for a token the table does not hold. */
  static Answer of(Optional<TokenTable.Row> token) {
    if (token.isEmpty()) {
      return Answer.json(404, "{\"message\":\"No such token\"}");
    }
    return Answer.json(200, body(token.get())).withContentType("application/json; charset=utf-8");
  }

  private static String body(TokenTable.Row t) {
    Map<String, Object> data = new LinkedHashMap<>();
    data.put("token", t.token());
    data.put("auth_id", t.authId());
    data.put("acl", t.acl());
    // The platform's expires_at is local time; -05:00 makes a validator that reads it show up.
    data.put(
        "expires_at", LocalDateTime.ofInstant(t.expiresAt(), ZoneOffset.ofHours(-5)).toString());
    data.put("utc_expires_at", LocalDateTime.ofInstant(t.expiresAt(), ZoneOffset.UTC).toString());
    data.put("issued_at", LocalDateTime.ofInstant(t.issuedAt(), ZoneOffset.UTC).toString());
    data.put("session_uuid", t.sessionUuid());
    data.put("metadata", t.metadata());
    return JsonWriter.write(Map.of("data", data));
  }
}
