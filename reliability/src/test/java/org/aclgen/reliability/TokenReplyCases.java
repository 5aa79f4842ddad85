package org.aclgen.reliability;

import static org.aclgen.reliability.TokenReplyCase.json;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.aclgen.reliability.support.TokenJson;
import org.aclgen.tokens.testing.FakeTokenService.Answer;

/** The token replies of the hostile-token-service suite. */
final class TokenReplyCases {

  static final String USER = Uuids.ALICE;
  static final List<String> GRANTING = List.of("echo.a.read");

  private TokenReplyCases() {}

  static List<TokenReplyCase> all() {
    List<TokenReplyCase> cases = new ArrayList<>();
    cases.add(json("valid, granting", TokenJson.valid(USER, GRANTING), 200));
    cases.add(json("valid, not granting", TokenJson.valid(USER, List.of("echo.b.read")), 403));
    cases.addAll(aclCases());
    cases.addAll(authIdCases());
    cases.addAll(expiryCases());
    cases.addAll(documentCases());
    return cases;
  }

  private static List<TokenReplyCase> aclCases() {
    return List.of(
        json("acl missing", without("acl"), 503),
        json("acl a string", with("acl", "\"echo.a.read\""), 503),
        json("acl null", with("acl", "null"), 503),
        json("acl an object", with("acl", "{\"echo.a.read\": true}"), 503),
        json("acl holds a number", with("acl", "[\"echo.a.read\", 7]"), 503),
        json("acl holds null", with("acl", "[\"echo.a.read\", null]"), 503),
        json("acl entry with an empty word", with("acl", "[\"echo.a.read\", \"echo..read\"]"), 503),
        json("acl entry with a part wildcard", with("acl", "[\"echo.a*.read\"]"), 503),
        json("acl entry empty", with("acl", "[\"\"]"), 503),
        json("acl entry a lone bang", with("acl", "[\"!\"]"), 503),
        json("acl entry with a space", with("acl", "[\"echo.a .read\"]"), 503),
        json("acl entry escaped in JSON", with("acl", "[\"echo.\\u0061.read\"]"), 200),
        json("acl empty", with("acl", "[]"), 403),
        json(
            "10,000 entries (the limit), none granting",
            TokenJson.valid(USER, many(10_000, null)),
            403),
        json(
            "10,000 entries (the limit), the last granting",
            TokenJson.valid(USER, many(10_000, "echo.a.read")),
            200),
        // Over the validator's bound of 10,000 ACLs a token: refused, granting entry or not.
        json(
            "10,001 entries, the last granting",
            TokenJson.valid(USER, many(10_001, "echo.a.read")),
            503),
        json("100,000 entries, none granting", TokenJson.valid(USER, many(100_000, null)), 503),
        json(
            "100,000 entries, the last granting",
            TokenJson.valid(USER, many(100_000, "echo.a.read")),
            503),
        json("250,000 entries, over 4 MiB", TokenJson.valid(USER, many(250_000, null)), 503));
  }

  private static List<TokenReplyCase> authIdCases() {
    List<String> me = List.of("echo.me.read");
    return List.of(
        json("auth_id missing", without("auth_id"), 503),
        json("auth_id blank", with("auth_id", "\"  \""), 503),
        json("auth_id a number", with("auth_id", "42"), 503),
        json("auth_id 256 characters", TokenJson.valid("u".repeat(256), me), 200)
            .at("u".repeat(256)),
        json("auth_id 257 characters", TokenJson.valid("u".repeat(257), me), 503),
        json("auth_id of 1 MB", TokenJson.valid("u".repeat(1 << 20), me), 503),
        json("auth_id with dots, me on its own path value", TokenJson.valid("a.b", me), 200)
            .at("a.b"),
        json("auth_id a%2Eb is not the value a.b", TokenJson.valid("a%2Eb", me), 403).at("a.b"),
        json("auth_id .* (a regex)", TokenJson.valid(".*", me), 403).at("zzz"),
        json("auth_id * (a wildcard)", TokenJson.valid("*", me), 403).at("zzz"),
        json("auth_id # (a wildcard)", TokenJson.valid("#", me), 403).at("zzz"),
        json("auth_id [a-z]+", TokenJson.valid("[a-z]+", me), 403).at("zzz"),
        json("auth_id me, path ME", TokenJson.valid("me", me), 403).at("ME"));
  }

  private static List<TokenReplyCase> expiryCases() {
    return List.of(
        json("expired in 2000", expiring("2000-01-01T00:00:00"), 401),
        json("expires a second ago", expiringAt(Instant.now().minusSeconds(1)), 401),
        json("expiry unparsable", expiring("tomorrow"), 503),
        json("expiry a number", numericExpiry(), 503),
        json("expiry missing", without("utc_expires_at", "expires_at"), 503),
        json("expiry year 9999", expiring("9999-12-31T23:59:59"), 200),
        json("only expires_at, with an offset", without("utc_expires_at"), 200),
        json("only expires_at, without an offset", localExpiresAt(), 503));
  }

  private static List<TokenReplyCase> documentCases() {
    String valid = TokenJson.valid(USER, GRANTING);
    return List.of(
        json("empty body", "", 503),
        json("null", "null", 503),
        json("data missing", "{\"token\": \"x\"}", 503),
        json("data a list", "{\"data\": []}", 503),
        json("truncated JSON", valid.substring(0, valid.length() / 2), 503),
        json("trailing garbage", valid + "}", 503),
        json("duplicate acl member", valid.replace("\"acl\":", "\"acl\":[\"#\"],\"acl\":"), 503),
        json("100,000 nested arrays", "{\"data\":" + "[".repeat(100_000), 503),
        json("a BOM before the JSON", "\ufeff" + valid, 503),
        new TokenReplyCase(
            "invalid UTF-8",
            new Answer(200, "application/json", invalidUtf8(valid), invalidUtf8(valid).length, 0),
            "a",
            503));
  }

  private static String with(String field, String rawJson) {
    ObjectNode data = TokenJson.data(USER, GRANTING, Instant.now().plusSeconds(3600));
    data.put(field, "__placeholder__");
    return TokenJson.reply(data).replace("\"__placeholder__\"", rawJson);
  }

  private static String without(String... fields) {
    ObjectNode data = TokenJson.data(USER, GRANTING, Instant.now().plusSeconds(3600));
    data.remove(List.of(fields));
    return TokenJson.reply(data);
  }

  private static String expiring(String utc) {
    ObjectNode data = TokenJson.data(USER, GRANTING, Instant.now().plusSeconds(3600));
    data.remove("expires_at");
    data.put("utc_expires_at", utc);
    return TokenJson.reply(data);
  }

  private static String expiringAt(Instant when) {
    return TokenJson.reply(TokenJson.data(USER, GRANTING, when));
  }

  private static String numericExpiry() {
    ObjectNode data = TokenJson.data(USER, GRANTING, Instant.now().plusSeconds(3600));
    data.remove("expires_at");
    data.put("utc_expires_at", 1767225600L);
    return TokenJson.reply(data);
  }

  private static String localExpiresAt() {
    ObjectNode data = TokenJson.data(USER, GRANTING, Instant.now().plusSeconds(3600));
    data.remove("utc_expires_at");
    data.put("expires_at", "2099-01-01T00:00:00");
    return TokenJson.reply(data);
  }

  /** {@code count} distinct well-formed entries, the last one replaced by {@code last} if given. */
  private static List<String> many(int count, String last) {
    List<String> acl = new ArrayList<>(count);
    for (int i = 0; i < count; i++) {
      acl.add("echo.filler" + i + ".read");
    }
    if (last != null) {
      acl.set(count - 1, last);
    }
    return acl;
  }

  private static byte[] invalidUtf8(String json) {
    byte[] bytes = json.getBytes(StandardCharsets.UTF_8);
    int quote = json.indexOf("echo.a.read");
    bytes[quote] = (byte) 0xC3;
    bytes[quote + 1] = (byte) 0x28;
    return bytes;
  }
}
