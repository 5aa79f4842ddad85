package org.aclgen.sample.auth;

import java.time.Instant;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Map;
import org.aclgen.runtime.IssuedToken;

/**
 * A token as the platform's token service describes it: the {@code data} of its replies.
 *
 * @param token the token string
 * @param authId the uuid of the token's user (the platform's former {@code uuid} field)
 * @param acl the token's ACLs
 * @param expiresAt the expiry in the service's time zone, with its offset
 * @param utcExpiresAt the expiry in UTC, without offset, as the platform writes it
 * @param issuedAt the issue time in the service's time zone, with its offset
 * @param utcIssuedAt the issue time in UTC, without offset
 * @param sessionUuid the session the token opened
 * @param metadata facts about the user, such as its username
 */
public record TokenData(
    String token,
    String authId,
    List<String> acl,
    String expiresAt,
    String utcExpiresAt,
    String issuedAt,
    String utcIssuedAt,
    String sessionUuid,
    Map<String, String> metadata) {

  private static final DateTimeFormatter LOCAL =
      DateTimeFormatter.ofPattern("uuuu-MM-dd'T'HH:mm:ss.SSSSSSxxx");
  private static final DateTimeFormatter UTC =
      DateTimeFormatter.ofPattern("uuuu-MM-dd'T'HH:mm:ss.SSSSSS");

  /** The description of an issued token, with local times in {@code zone}. */
  public static TokenData of(IssuedToken token, ZoneId zone) {
    return new TokenData(
        token.token(),
        token.authId(),
        token.acl(),
        local(token.expiresAt(), zone),
        utc(token.expiresAt()),
        local(token.issuedAt(), zone),
        utc(token.issuedAt()),
        token.sessionUuid(),
        token.metadata());
  }

  private static String local(Instant instant, ZoneId zone) {
    return OffsetDateTime.ofInstant(instant, zone).format(LOCAL);
  }

  private static String utc(Instant instant) {
    return LocalDateTime.ofInstant(instant, ZoneOffset.UTC).format(UTC);
  }
}
