package org.aclgen.sample.platform.auth;

import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.aclgen.sample.http.ErrorBody;

/** The error replies of the token service, in the platform's format. */
final class TokenReplies {

  private static final String REALM = "Basic realm=\"aclgen-sample-app\"";

  private TokenReplies() {}

  /**
   * 404 for a token that is unknown, revoked or expired; {@code reason: ["No such token"]} is what
   * the platform's clients (the SDK among them) read to decide to refresh and retry.
   */
  static Response unknownToken() {
    ErrorBody error = ErrorBody.of("no such token, or it has expired", "not-found", Map.of());
    Map<String, Object> body = new LinkedHashMap<>();
    body.put("message", error.message());
    body.put("error_id", error.errorId());
    body.put("details", error.details());
    body.put("timestamp", error.timestamp());
    body.put("reason", List.of("No such token"));
    body.put("status_code", 404);
    return Response.status(Response.Status.NOT_FOUND)
        .type(MediaType.APPLICATION_JSON_TYPE)
        .entity(body)
        .build();
  }

  static Response tooManyAttempts(Duration wait) {
    // Rounded up, so that a client waiting exactly Retry-After is never refused again.
    long seconds = Math.max(1, (wait.toMillis() + 999) / 1000);
    return Response.fromResponse(
            ErrorBody.reply(
                429,
                "too many failed logins: try again in " + seconds + " s",
                "too-many-requests",
                Map.of("retry_after", seconds)))
        .header(HttpHeaders.RETRY_AFTER, seconds)
        .build();
  }

  static Response unauthorized() {
    return unauthorized("wrong or missing username and password, or unknown refresh token");
  }

  static Response unauthorized(String message) {
    return Response.fromResponse(
            ErrorBody.reply(Response.Status.UNAUTHORIZED, message, "unauthorized"))
        .header(HttpHeaders.WWW_AUTHENTICATE, REALM)
        .build();
  }
}
