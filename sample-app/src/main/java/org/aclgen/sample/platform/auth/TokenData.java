package org.aclgen.sample.platform.auth;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

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
 * @param metadata facts about the user: its {@code username}, {@code uuid} (the {@code auth_id}),
 *     {@code tenant_uuid}, {@code pbx_user_uuid}, {@code xivo_uuid} and {@code purpose}
 * @param xivoUuid the uuid of the service instance that issued the token
 * @param xivoUserUuid the uuid of the token's user, as the platform repeats it
 * @param refreshToken the refresh token of an {@code access_type: offline} request, else null (and
 *     left out of the reply)
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
    Map<String, String> metadata,
    String xivoUuid,
    String xivoUserUuid,
    @JsonInclude(JsonInclude.Include.NON_NULL) String refreshToken) {

  /** The uuid of the one tenant of the sample app, the {@code tenant_uuid} of its tokens. */
  public static final String TENANT_UUID = "5a6c0c1e-6c8f-4d0e-9a4b-2f3c1d5e7a90";

  private static final String XIVO_UUID = "xivo_uuid";

  private static final DateTimeFormatter LOCAL =
      DateTimeFormatter.ofPattern("uuuu-MM-dd'T'HH:mm:ss.SSSSSSxxx");
  private static final DateTimeFormatter UTC =
      DateTimeFormatter.ofPattern("uuuu-MM-dd'T'HH:mm:ss.SSSSSS");

  /**
   * The description of an issued token, with local times in {@code zone}, and {@code refreshToken}
   * (null for none).
   */
  public static TokenData of(IssuedToken token, ZoneId zone, String refreshToken) {
    return new TokenData(
        token.token(),
        token.authId(),
        token.acl(),
        local(token.expiresAt(), zone),
        utc(token.expiresAt()),
        local(token.issuedAt(), zone),
        utc(token.issuedAt()),
        token.sessionUuid(),
        token.metadata(),
        token.metadata().get(XIVO_UUID),
        token.authId(),
        refreshToken);
  }

  /**
   * The metadata of a token of {@code userUuid} named {@code username}, issued by the service
   * instance {@code xivoUuid}: what the platform's clients read, such as the SDK's {@code
   * metadata.uuid}.
   */
  public static Map<String, String> metadata(String username, String userUuid, String xivoUuid) {
    Map<String, String> metadata = new LinkedHashMap<>();
    metadata.put("username", username);
    metadata.put("uuid", userUuid);
    metadata.put("auth_id", userUuid);
    metadata.put("pbx_user_uuid", userUuid);
    metadata.put("tenant_uuid", TENANT_UUID);
    metadata.put(XIVO_UUID, xivoUuid);
    metadata.put("purpose", "user");
    return metadata;
  }

  private static String local(Instant instant, ZoneId zone) {
    return OffsetDateTime.ofInstant(instant, zone).format(LOCAL);
  }

  private static String utc(Instant instant) {
    return LocalDateTime.ofInstant(instant, ZoneOffset.UTC).format(UTC);
  }
}
