package org.aclgen.events;

import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.Objects;

/**
 * One message on the event bus, as the platform publishes it: a name, the uuid of the service that
 * raised it, the ACL a subscriber needs to receive it, and a JSON object of data.
 *
 * <p>Its wire form is an {@code application/json} object with the keys {@code name}, {@code
 * origin_uuid}, {@code required_acl} (left out when {@link RequiredEventAcl#ABSENT}) and {@code
 * data}, in that order:
 *
 * <pre>{@code
 * {"name":"call_held","origin_uuid":"7c1e...","required_acl":"events.calls.2f6c...",
 *  "data":{"call_id":"c-1","user_uuid":"2f6c..."}}
 * }</pre>
 *
 * <p>{@link #fromJson(String)} reads that form back and refuses anything else with a {@link
 * MalformedEventException}: a message from the bus is untrusted input. Data numbers are held as
 * {@link java.math.BigDecimal}; the data map and everything in it are immutable.
 *
 * @param name the event's name, such as {@code call_held}; not empty, no control characters
 * @param originUuid the uuid of the service instance that raised the event; not empty
 * @param requiredAcl who may receive the event, see {@link EventGate}
 * @param data the event's payload, a JSON object
 */
public record BusEvent(
    String name, String originUuid, RequiredEventAcl requiredAcl, Map<String, Object> data) {

  /** Messages longer than this many characters are refused before they are parsed. */
  public static final int MAX_JSON_LENGTH = 1 << 20;

  /**
   * Checks and copies the parts.
   *
   * @throws IllegalArgumentException if {@code name} or {@code originUuid} is empty or holds
   *     control characters, or {@code data} holds a value JSON cannot hold
   */
  public BusEvent {
    checkText("name", name);
    checkText("origin_uuid", originUuid);
    Objects.requireNonNull(requiredAcl, "requiredAcl");
    data = JsonData.copyObject(Objects.requireNonNull(data, "data"), "data");
  }

  /** The event as its {@code application/json} text; pure ASCII. */
  public String toJson() {
    return BusEventJson.write(this);
  }

  /** The event as {@code application/json} bytes (UTF-8). */
  public byte[] toJsonBytes() {
    return toJson().getBytes(StandardCharsets.UTF_8);
  }

  /**
   * Reads an event from its JSON text.
   *
   * @throws MalformedEventException naming the fault: not JSON, not an object, a missing or
   *     mistyped key, an unknown key, a malformed {@code required_acl}, a text too long
   */
  public static BusEvent fromJson(String json) {
    return BusEventJson.read(json);
  }

  /**
   * Reads an event from its JSON bytes, which must be valid UTF-8.
   *
   * @throws MalformedEventException as {@link #fromJson(String)}, or if the bytes are not UTF-8
   */
  public static BusEvent fromJson(byte[] json) {
    return BusEventJson.read(BusEventJson.decodeUtf8(json));
  }

  private static void checkText(String key, String value) {
    Objects.requireNonNull(value, key);
    if (value.isEmpty()) {
      throw new IllegalArgumentException(key + " must not be empty");
    }
    for (int i = 0; i < value.length(); i++) {
      if (Character.isISOControl(value.charAt(i))) {
        throw new IllegalArgumentException(key + " must not hold control characters");
      }
    }
  }
}
