package org.aclgen.sample.http;

import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.Map;

/**
 * The JSON body of every error reply of the app, in the shape the ACL filter also uses.
 *
 * @param message what went wrong, for a person
 * @param errorId a stable machine-readable id, such as {@code invalid-data} or {@code not-found}
 * @param details more facts, such as the parameter at fault
 * @param timestamp when the error happened, in seconds since the epoch
 */
public record ErrorBody(
    String message, String errorId, Map<String, Object> details, BigDecimal timestamp) {

  public ErrorBody {
    details = Map.copyOf(details);
  }

  /** An error body stamped now. */
  public static ErrorBody of(String message, String errorId, Map<String, Object> details) {
    // Seconds with milliseconds, written plainly (1795290384.531), as the ACL filter writes them.
    BigDecimal now = BigDecimal.valueOf(Instant.now().toEpochMilli(), 3);
    return new ErrorBody(message, errorId, details, now);
  }

  /** A reply with this status and an error body stamped now. */
  public static Response reply(Response.Status status, String message, String errorId) {
    return reply(status.getStatusCode(), message, errorId, Map.of());
  }

  /** A reply with this status and an error body stamped now. */
  public static Response reply(
      int status, String message, String errorId, Map<String, Object> details) {
    return Response.status(status)
        .type(MediaType.APPLICATION_JSON_TYPE)
        .entity(of(message, errorId, details))
        .build();
  }
}
