package org.aclgen.sample.platform.websocketd;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Optional;
import org.aclgen.events.BusEvent;
import org.aclgen.sample.http.Json;

/**
 * The two versions of the event service's WebSocket protocol, chosen by the {@code version} query
 * parameter (missing means 1): they differ in how server frames look.
 *
 * <p>Version 2 answers {@code {"op": X, "code": 0, "data": ...}}, opens with {@code
 * {"op":"init","code":0,"data":{"version":2}}} and wraps each event as {@code
 * {"op":"event","code":0,"data": <bus message>}}. Version 1 answers {@code {"op": X, "code": 0,
 * "msg": ""}} and sends each event as the raw bus message.
 */
enum ProtocolVersion {
  V1 {
    @Override
    String reply(String op, JsonNode data) {
      ObjectNode frame = frame(op);
      frame.put("msg", "");
      if (data != null && !data.isNull()) {
        frame.set("data", data);
      }
      return text(frame);
    }

    @Override
    String event(BusEvent event) {
      return event.toJson();
    }
  },
  V2 {
    @Override
    String reply(String op, JsonNode data) {
      ObjectNode frame = frame(op);
      frame.set("data", data == null ? Json.mapper().nullNode() : data);
      return text(frame);
    }

    @Override
    String event(BusEvent event) {
      // The bus message is already JSON: embed it rather than parse and write it again.
      return "{\"op\":\"event\",\"code\":0,\"data\":" + event.toJson() + "}";
    }
  };

  /** The version a {@code version} query value asks for; empty when it names no version. */
  static Optional<ProtocolVersion> of(String queryValue) {
    if (queryValue == null) {
      return Optional.of(V1);
    }
    return switch (queryValue) {
      case "1" -> Optional.of(V1);
      case "2" -> Optional.of(V2);
      default -> Optional.empty();
    };
  }

  /** The number the client asked for. */
  int number() {
    return ordinal() + 1;
  }

  /** The frame that opens a session. */
  String init() {
    ObjectNode data = Json.mapper().createObjectNode();
    data.put("version", number());
    return reply("init", this == V2 ? data : null);
  }

  /** A successful reply to {@code op}, with {@code data} or none when null. */
  abstract String reply(String op, JsonNode data);

  /** The frame that carries one event. */
  abstract String event(BusEvent event);

  private static ObjectNode frame(String op) {
    ObjectNode frame = Json.mapper().createObjectNode();
    frame.put("op", op);
    frame.put("code", 0);
    return frame;
  }

  private static String text(ObjectNode frame) {
    try {
      return Json.mapper().writeValueAsString(frame);
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("a protocol frame could not be written", e);
    }
  }
}
