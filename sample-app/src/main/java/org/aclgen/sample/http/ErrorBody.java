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

  /** The {@code error_id} of an error reply with this status that has no more precise one. */
  public static String errorId(int status) {
    switch (status) {
      case 401:
        return "unauthorized";
      case 403:
        return "forbidden";
      case 404:
        return "not-found";
      case 405:
        return "method-not-allowed";
      case 406:
        return "not-acceptable";
      case 413:
        return "too-large";
      case 414:
        return "uri-too-long";
      case 415:
        return "unsupported-media-type";
      case 429:
        return "too-many-requests";
      case 431:
        return "headers-too-large";
      default:
        return status >= 500 ? "internal-error" : "invalid-data";
    }
  }
}
