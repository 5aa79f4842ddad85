package org.aclgen.reliability.support;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * One HTTP reply as read off the wire.
 *
 * @param status the status code
 * @param headers the header fields, names in lower case
 * @param body the body decoded as UTF-8
 */
public record HttpReply(int status, Map<String, List<String>> headers, String body) {

  private static final ObjectMapper MAPPER = new ObjectMapper();

  public HttpReply {
    headers = Map.copyOf(headers);
  }

  /** The first value of a header. */
  public Optional<String> header(String name) {
    List<String> found = headers.get(name.toLowerCase(Locale.ROOT));
    return found == null || found.isEmpty() ? Optional.empty() : Optional.of(found.get(0));
  }

  /** The body as JSON, or a missing node when it is not JSON. */
  public JsonNode json() {
    try {
      JsonNode node = MAPPER.readTree(body);
      return node == null ? MAPPER.missingNode() : node;
    } catch (IOException e) {
      return MAPPER.missingNode();
    }
  }

  /** The aclgen {@code error_id} of an error body, or an empty string. */
  public String errorId() {
    return json().path("error_id").asText("");
  }

  @Override
  public String toString() {
    String shown = body.length() > 300 ? body.substring(0, 300) + "..." : body;
    return status + " " + shown.replace('\n', ' ');
  }
}
