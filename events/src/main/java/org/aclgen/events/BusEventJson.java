package org.aclgen.events;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.aclgen.acl.AclSyntaxException;
import org.aclgen.acl.internal.JsonException;
import org.aclgen.acl.internal.JsonReader;
import org.aclgen.acl.internal.JsonWriter;

/** The wire form of a {@link BusEvent}: writing it, and reading it back strictly. */
final class BusEventJson {

  static final String NAME = "name";
  static final String ORIGIN_UUID = "origin_uuid";
  static final String REQUIRED_ACL = "required_acl";
  static final String DATA = "data";

  /**
   * The keys the format has. Unknown keys are refused rather than dropped: a future key could
   * restrict delivery further, and ignoring it would deliver the event to too many subscribers.
   */
  private static final Set<String> KEYS = Set.of(NAME, ORIGIN_UUID, REQUIRED_ACL, DATA);

  private BusEventJson() {}

  static String write(BusEvent event) {
    Map<String, Object> message = new LinkedHashMap<>();
    message.put(NAME, event.name());
    message.put(ORIGIN_UUID, event.originUuid());
    if (event.requiredAcl() instanceof RequiredEventAcl.Present present) {
      message.put(REQUIRED_ACL, present.text());
    } else if (event.requiredAcl() instanceof RequiredEventAcl.Null) {
      message.put(REQUIRED_ACL, null);
    }
    message.put(DATA, event.data());
    return JsonWriter.write(message);
  }

  static BusEvent read(String json) {
    if (json.length() > BusEvent.MAX_JSON_LENGTH) {
      throw new MalformedEventException(
          "bus message of " + json.length() + " characters exceeds " + BusEvent.MAX_JSON_LENGTH);
    }
    Object document;
    try {
      document = JsonReader.parse(json);
    } catch (JsonException e) {
      throw new MalformedEventException("bus message is not valid JSON: " + e.getMessage(), e);
    }
    if (!(document instanceof Map<?, ?> message)) {
      throw new MalformedEventException("bus message is not a JSON object");
    }
    for (Object key : message.keySet()) {
      if (!KEYS.contains(key)) {
        throw new MalformedEventException(
            "bus message has the unknown key \"" + key + "\"; known keys are " + sortedKeys());
      }
    }
    String name = requireString(message, NAME);
    String originUuid = requireString(message, ORIGIN_UUID);
    RequiredEventAcl requiredAcl = readRequiredAcl(message);
    if (!(message.get(DATA) instanceof Map<?, ?> data)) {
      throw new MalformedEventException(
          "bus message \"" + name + "\" needs \"data\" as a JSON object");
    }
    try {
      return new BusEvent(name, originUuid, requiredAcl, JsonData.copyObject(data, DATA));
    } catch (IllegalArgumentException e) {
      throw new MalformedEventException("bus message is not a valid event: " + e.getMessage(), e);
    }
  }

  static String decodeUtf8(byte[] bytes) {
    try {
      return StandardCharsets.UTF_8
          .newDecoder()
          .onMalformedInput(CodingErrorAction.REPORT)
          .onUnmappableCharacter(CodingErrorAction.REPORT)
          .decode(ByteBuffer.wrap(bytes))
          .toString();
    } catch (CharacterCodingException e) {
      throw new MalformedEventException("bus message is not valid UTF-8", e);
    }
  }

  private static RequiredEventAcl readRequiredAcl(Map<?, ?> message) {
    if (!message.containsKey(REQUIRED_ACL)) {
      return RequiredEventAcl.ABSENT;
    }
    Object value = message.get(REQUIRED_ACL);
    if (value == null) {
      return RequiredEventAcl.NULL;
    }
    if (!(value instanceof String acl)) {
      throw new MalformedEventException("\"required_acl\" must be a string or null");
    }
    try {
      return RequiredEventAcl.of(acl);
    } catch (AclSyntaxException e) {
      throw new MalformedEventException("\"required_acl\" is malformed: " + e.getMessage(), e);
    }
  }

  private static String requireString(Map<?, ?> message, String key) {
    if (!(message.get(key) instanceof String value) || value.isEmpty()) {
      throw new MalformedEventException("bus message needs \"" + key + "\" as a non-empty string");
    }
    return value;
  }

  private static String sortedKeys() {
    return String.join(", ", new TreeSet<>(KEYS));
  }
}
