package org.aclgen.sample.platform.websocketd;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.aclgen.sample.http.Json;

/** Reads the frames a client of the event service sends; anything malformed is a 4004. */
final class ClientFrames {

  private static final int MAX_QUOTED_OP = 40;

  private ClientFrames() {}

  /** The frame {@code text} as a JSON object with a string {@code op}. */
  static ObjectNode parse(String text) throws SessionRefusal {
    JsonNode frame;
    try {
      frame = Json.mapper().readTree(text);
    } catch (JsonProcessingException e) {
      throw new SessionRefusal(CloseCode.PROTOCOL_ERROR, "the frame is not valid JSON");
    }
    if (frame == null || !frame.isObject() || !frame.path("op").isTextual()) {
      throw new SessionRefusal(
          CloseCode.PROTOCOL_ERROR, "a frame must be a JSON object with a string \"op\"");
    }
    return (ObjectNode) frame;
  }

  /** The non-empty string {@code data.field} that {@code op} needs. */
  static String requireText(JsonNode data, String field, String op) throws SessionRefusal {
    JsonNode value = data.path(field);
    if (!value.isTextual() || value.asText().isEmpty()) {
      throw new SessionRefusal(
          CloseCode.PROTOCOL_ERROR, op + " needs data." + field + " as a non-empty string");
    }
    return value.asText();
  }

  /** The op as a close reason may quote it: close reasons are limited to 123 bytes. */
  static String quoted(String op) {
    String shown = op.length() > MAX_QUOTED_OP ? op.substring(0, MAX_QUOTED_OP) + "..." : op;
    return "\"" + shown.replaceAll("[^\\x20-\\x7E]", "?") + "\"";
  }
}
