package org.aclgen.sample.http;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.aclgen.sample.showcase.domain.InvalidRequestException;

/**
 * The fields of a JSON object in a request body, read with a 400 that names the field whenever a
 * field is missing, unknown or of the wrong type.
 */
public final class JsonFields {

  private final JsonNode object;
  private final String prefix;

  private JsonFields(JsonNode object, String prefix) {
    this.object = object;
    this.prefix = prefix;
  }

  /**
   * Reads a request body that must be a JSON object with only the {@code allowed} fields.
   *
   * @throws InvalidRequestException if the body is missing, not an object or has other fields
   */
  public static JsonFields of(JsonNode body, List<String> allowed) {
    if (body == null || body.isMissingNode()) {
      throw new InvalidRequestException("a JSON object body is required");
    }
    return object(body, "", "the body", allowed);
  }

  /** Like {@link #of} but an absent body reads as an empty object. */
  public static JsonFields ofOptional(JsonNode body, List<String> allowed) {
    if (body == null || body.isMissingNode()) {
      return new JsonFields(Json.mapper().createObjectNode(), "");
    }
    return of(body, allowed);
  }

  private static JsonFields object(
      JsonNode node, String prefix, String what, List<String> allowed) {
    if (!node.isObject()) {
      throw new InvalidRequestException(what + " must be a JSON object");
    }
    for (Iterator<String> names = node.fieldNames(); names.hasNext(); ) {
      String name = names.next();
      if (!allowed.contains(name)) {
        throw new InvalidRequestException(
            "unknown field "
                + prefix
                + name
                + (allowed.isEmpty() ? "" : "; the fields are " + String.join(", ", allowed)));
      }
    }
    return new JsonFields(node, prefix);
  }

  /** Whether the field is present, even as {@code null}. */
  public boolean has(String name) {
    return object.has(name);
  }

  /** A required text field that is not blank. */
  public String text(String name) {
    return optionalText(name).orElseThrow(() -> missing(name, "a text"));
  }

  /** An optional text field; blank text is refused. */
  public Optional<String> optionalText(String name) {
    JsonNode value = present(name);
    if (value == null) {
      return Optional.empty();
    }
    if (!value.isTextual() || value.asText().isBlank()) {
      throw wrongType(name, "a non-empty text");
    }
    return Optional.of(value.asText());
  }

  /** An optional boolean field. */
  public Optional<Boolean> optionalBoolean(String name) {
    JsonNode value = present(name);
    if (value == null) {
      return Optional.empty();
    }
    if (!value.isBoolean()) {
      throw wrongType(name, "true or false");
    }
    return Optional.of(value.booleanValue());
  }

  /** An optional integer field within {@code [min, max]}. */
  public Optional<Integer> optionalInt(String name, int min, int max) {
    JsonNode value = present(name);
    if (value == null) {
      return Optional.empty();
    }
    if (!value.isIntegralNumber() || !value.canConvertToInt()) {
      throw wrongType(name, "an integer from " + min + " to " + max);
    }
    int number = value.intValue();
    if (number < min || number > max) {
      throw wrongType(name, "an integer from " + min + " to " + max);
    }
    return Optional.of(number);
  }

  /** A required list of non-empty texts. */
  public List<String> textList(String name) {
    JsonNode value = present(name);
    if (value == null) {
      throw missing(name, "a list of texts");
    }
    if (!value.isArray()) {
      throw wrongType(name, "a list of texts");
    }
    List<String> texts = new ArrayList<>();
    for (JsonNode item : value) {
      if (!item.isTextual() || item.asText().isEmpty()) {
        throw wrongType(name, "a list of non-empty texts");
      }
      texts.add(item.asText());
    }
    return List.copyOf(texts);
  }

  /** An optional object whose values are all texts, such as channel variables. */
  public Optional<Map<String, String>> optionalTextMap(String name) {
    JsonNode value = present(name);
    if (value == null) {
      return Optional.empty();
    }
    if (!value.isObject()) {
      throw wrongType(name, "a JSON object of texts");
    }
    Map<String, String> texts = new LinkedHashMap<>();
    for (Iterator<Map.Entry<String, JsonNode>> entries = value.fields(); entries.hasNext(); ) {
      Map.Entry<String, JsonNode> entry = entries.next();
      if (!entry.getValue().isTextual()) {
        throw new InvalidRequestException(
            "field " + prefix + name + "." + entry.getKey() + " must be a text");
      }
      texts.put(entry.getKey(), entry.getValue().asText());
    }
    return Optional.of(Collections.unmodifiableMap(texts));
  }

  /** A required nested object with only the {@code allowed} fields. */
  public JsonFields object(String name, List<String> allowed) {
    JsonNode value = present(name);
    if (value == null) {
      throw missing(name, "a JSON object");
    }
    return object(value, prefix + name + ".", "field " + prefix + name, allowed);
  }

  private JsonNode present(String name) {
    JsonNode value = object.get(name);
    return value == null || value.isNull() ? null : value;
  }

  private InvalidRequestException missing(String name, String what) {
    return new InvalidRequestException("field " + prefix + name + " is required: " + what);
  }

  private InvalidRequestException wrongType(String name, String what) {
    return new InvalidRequestException("field " + prefix + name + " must be " + what);
  }
}
