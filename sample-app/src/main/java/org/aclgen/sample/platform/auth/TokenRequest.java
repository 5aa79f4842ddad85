package org.aclgen.sample.platform.auth;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.Optional;
import org.aclgen.sample.http.JsonFields;
import org.aclgen.sample.showcase.domain.InvalidRequestException;

/**
 * The body of {@code POST /token}, checked as the platform's token request schema.
 *
 * @param expiration the token's lifetime in seconds
 * @param offline whether {@code access_type} is {@code offline}: the reply then carries a refresh
 *     token for {@link #clientId}
 * @param clientId the client the refresh token is issued to or was issued to
 * @param refreshToken a refresh token to log in with instead of a password
 * @param mobile whether the client says it is a mobile application
 * @param samlSessionId a SAML session to log in with (no SAML identity provider is configured here)
 */
public record TokenRequest(
    int expiration,
    boolean offline,
    Optional<String> clientId,
    Optional<String> refreshToken,
    boolean mobile,
    Optional<String> samlSessionId) {

  /** The only authentication backend here: the configured users. */
  public static final String BACKEND = "wazo_user";

  private static final List<String> FIELDS =
      List.of(
          "expiration",
          "backend",
          "access_type",
          "client_id",
          "refresh_token",
          "tenant_id",
          "domain_name",
          "saml_session_id",
          "mobile");

  /**
   * Checks a token request body ({@code {}} when empty).
   *
   * @throws InvalidRequestException naming the first wrong field
   */
  public static TokenRequest parse(JsonNode body) {
    if (body.has("backend_args")) {
      throw new InvalidRequestException(
          "backend_args has been removed: authenticate with HTTP Basic credentials only");
    }
    JsonFields fields = JsonFields.ofOptional(body, FIELDS);
    int expiration =
        fields
            .optionalInt("expiration", 1, TokenResource.MAX_EXPIRATION)
            .orElse(TokenResource.DEFAULT_EXPIRATION);
    Optional<String> backend = fields.optionalText("backend");
    if (backend.isPresent() && !backend.get().equals(BACKEND)) {
      throw new InvalidRequestException(
          "backend " + backend.get() + " is not available: the only backend is " + BACKEND);
    }
    // Accepted as the platform does; this service has one tenant, so they choose nothing.
    fields.optionalText("tenant_id");
    fields.optionalText("domain_name");
    boolean offline = accessType(fields.optionalText("access_type").orElse("online"));
    Optional<String> clientId = fields.optionalText("client_id");
    Optional<String> refreshToken = fields.optionalText("refresh_token");
    if ((offline || refreshToken.isPresent()) && clientId.isEmpty()) {
      throw new InvalidRequestException(
          "client_id is required with "
              + (offline ? "access_type offline" : "refresh_token")
              + ": it names the client the refresh token belongs to");
    }
    return new TokenRequest(
        expiration,
        offline,
        clientId,
        refreshToken,
        fields.optionalBoolean("mobile").orElse(false),
        fields.optionalText("saml_session_id"));
  }

  private static boolean accessType(String value) {
    return switch (value) {
      case "online" -> false;
      case "offline" -> true;
      default ->
          throw new InvalidRequestException("access_type must be online or offline, got " + value);
    };
  }
}
