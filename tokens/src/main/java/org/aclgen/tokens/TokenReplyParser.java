package org.aclgen.tokens;

import java.time.DateTimeException;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.aclgen.acl.internal.JsonException;
import org.aclgen.acl.internal.JsonReader;

/**
 * Reads the platform's token reply, {@code {"data": {"auth_id", "acl", "expires_at",
 * "utc_expires_at", "session_uuid", "metadata", ...}}}, strictly: anything unexpected is the token
 * service's fault and makes the token undecidable (503), never valid.
 */
final class TokenReplyParser {

  /** A user uuid is 36 characters; anything far longer is not a user id. */
  static final int MAX_AUTH_ID_LENGTH = 256;

  /**
   * The most ACLs a token may hold. One token's ACLs are compiled at once, so their number is
   * bounded even when the token is never cached: 10,000 ACLs compile to a few megabytes, 100,000 to
   * tens.
   */
  static final int MAX_ACL_ENTRIES = 10_000;

  private TokenReplyParser() {}

  /**
   * The token of a 200 reply, or empty when the reply says it expired before {@code now}.
   *
   * @throws TokenServiceUnavailableException naming what is wrong with the reply
   */
  static Optional<ValidatedToken> parse(String body, Instant now) {
    return parseFetched(body, now, now).map(TokenCache.Fetched::token);
  }

  /**
   * The token of a 200 reply with its {@code session_uuid} (null when the reply has none), asked at
   * {@code fetchedAt}; empty when the reply says it expired before {@code now}.
   *
   * @throws TokenServiceUnavailableException naming what is wrong with the reply
   */
  static Optional<TokenCache.Fetched> parseFetched(String body, Instant now, Instant fetchedAt) {
    Map<?, ?> data = data(body);
    String sessionUuid = sessionUuid(data.get("session_uuid"));
    String authId = authId(data.get("auth_id"));
    List<String> acl = acl(data.get("acl"));
    Instant expiresAt = expiresAt(data);
    if (!now.isBefore(expiresAt)) {
      return Optional.empty();
    }
    try {
      Map<String, String> metadata = metadata(data.get("metadata"));
      ValidatedToken token = ValidatedToken.of(authId, sessionUuid, acl, expiresAt, metadata);
      return Optional.of(new TokenCache.Fetched(token, sessionUuid, fetchedAt));
    } catch (IllegalArgumentException malformed) {
      throw nonsense("an ACL of the token is malformed: " + malformed.getMessage());
    }
  }

  private static Map<?, ?> data(String body) {
    Object root;
    try {
      root = JsonReader.parse(body);
    } catch (JsonException e) {
      throw nonsense("the reply is not valid JSON: " + e.getMessage());
    }
    if (root instanceof Map<?, ?> object && object.get("data") instanceof Map<?, ?> data) {
      return data;
    }
    throw nonsense("the reply has no \"data\" object");
  }

  private static String authId(Object value) {
    if (value instanceof String s && !s.isBlank() && s.length() <= MAX_AUTH_ID_LENGTH) {
      return s;
    }
    throw nonsense("\"auth_id\" is missing, blank, too long or not a string");
  }

  /**
   * The session of the token, or null when the reply names none (an older token service): what
   * {@code my_session} stands for, and the key of a pushed revocation; without one, {@code
   * my_session} stands for nobody.
   */
  private static String sessionUuid(Object value) {
    if (value == null) {
      return null;
    }
    if (value instanceof String s && !s.isBlank() && s.length() <= MAX_AUTH_ID_LENGTH) {
      return s;
    }
    throw nonsense("\"session_uuid\" is blank, too long or not a string");
  }

  private static List<String> acl(Object value) {
    if (!(value instanceof List<?> list)) {
      throw nonsense("\"acl\" is missing or not a list");
    }
    if (list.size() > MAX_ACL_ENTRIES) {
      throw nonsense("\"acl\" holds " + list.size() + " entries, more than " + MAX_ACL_ENTRIES);
    }
    List<String> acl = new ArrayList<>(list.size());
    for (Object element : list) {
      if (!(element instanceof String s)) {
        throw nonsense("\"acl\" holds an element that is not a string");
      }
      acl.add(s);
    }
    return acl;
  }

  /**
   * {@code utc_expires_at} (the platform writes it without an offset, in UTC), else {@code
   * expires_at} if it carries an offset; a local time of unknown zone is refused.
   */
  private static Instant expiresAt(Map<?, ?> data) {
    if (data.get("utc_expires_at") instanceof String utc) {
      return instant(utc, ZoneOffset.UTC, "utc_expires_at");
    }
    if (data.get("expires_at") instanceof String withOffset) {
      return instant(withOffset, null, "expires_at");
    }
    throw nonsense("neither \"utc_expires_at\" nor \"expires_at\" is a string");
  }

  private static Instant instant(String text, ZoneOffset naiveZone, String field) {
    try {
      return OffsetDateTime.parse(text).toInstant();
    } catch (DateTimeException withoutOffset) {
      if (naiveZone == null) {
        throw nonsense("\"" + field + "\" is not an ISO date-time with an offset");
      }
    }
    try {
      return LocalDateTime.parse(text).toInstant(naiveZone);
    } catch (DateTimeException e) {
      throw nonsense("\"" + field + "\" is not an ISO date-time");
    }
  }

  private static Map<String, String> metadata(Object value) {
    Map<String, String> metadata = new LinkedHashMap<>();
    if (value instanceof Map<?, ?> object) {
      // Only string values are kept: the runtime never interprets metadata, it only passes it on.
      object.forEach(
          (k, v) -> {
            if (v instanceof String s) {
              metadata.put(String.valueOf(k), s);
            }
          });
    }
    return metadata;
  }

  private static TokenServiceUnavailableException nonsense(String problem) {
    return new TokenServiceUnavailableException(TokenMessage.NONSENSE.format(problem));
  }
}
