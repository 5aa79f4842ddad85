package org.aclgen.processor.write;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;
import org.aclgen.processor.model.Endpoint;
import org.aclgen.processor.model.Parameter;
import org.aclgen.processor.model.PathVariable;
import org.aclgen.processor.model.Schema;

/**
 * Writes an operation's parameters: path, query, header and cookie ones in {@code parameters} (a
 * path variable's regex as its {@code pattern}), form fields as the request body, matrix parameters
 * in the description.
 */
final class OpenApiParameters {
  private static final Set<Parameter.Location> IN =
      Set.of(
          Parameter.Location.PATH,
          Parameter.Location.QUERY,
          Parameter.Location.HEADER,
          Parameter.Location.COOKIE);
  private static final Pattern NUMBER = Pattern.compile("-?[0-9]+(\\.[0-9]+)?([eE][-+]?[0-9]+)?");

  private OpenApiParameters() {}

  /** Writes {@code parameters} and, for form fields, {@code requestBody}. */
  static void write(YamlText yaml, Endpoint endpoint) {
    List<Parameter> described =
        endpoint.parameters().stream().filter(p -> IN.contains(p.location())).toList();
    if (!described.isEmpty()) {
      yaml.open(3, "parameters");
    }
    // A query parameter that fills a placeholder of the ACL is required: the runtime refuses a
    // request without it.
    Set<String> inAcl = endpoint.queryPlaceholders().keySet();
    for (Parameter parameter : described) {
      yaml.item(4, "name", parameter.name());
      yaml.plain(5, "in", parameter.location().openApiName());
      if (parameter.location() == Parameter.Location.PATH
          || parameter.location() == Parameter.Location.QUERY && inAcl.contains(parameter.name())) {
        yaml.plain(5, "required", "true");
      }
      if (parameter.lifecycle() == Parameter.Lifecycle.DEPRECATED) {
        yaml.plain(5, "deprecated", "true");
      }
      yaml.open(5, "schema");
      writeSchema(yaml, 6, parameter.schema(), parameter.defaultValue());
      String regex = regex(endpoint, parameter);
      if (regex != null) {
        // JAX-RS matches the regex against the whole value; a JSON schema pattern is unanchored.
        yaml.quoted(6, "pattern", "^(?:" + regex + ")$");
      }
    }
    writeForm(yaml, endpoint);
  }

  /**
   * Matrix parameters ({@code ;color=red} on a path segment) have no OpenAPI place outside a path
   * parameter's style, so the description names them: {@code Matrix parameters: `color` (string).}
   */
  static String matrixNote(Endpoint endpoint) {
    List<String> names = new ArrayList<>();
    for (Parameter parameter : endpoint.parameters()) {
      if (parameter.location() == Parameter.Location.MATRIX) {
        names.add("`" + parameter.name() + "` (" + parameter.schema().type() + ")");
      }
    }
    return names.isEmpty() ? "" : "\n\nMatrix parameters: " + String.join(", ", names) + ".";
  }

  /** Form fields are the properties of an {@code application/x-www-form-urlencoded} body. */
  private static void writeForm(YamlText yaml, Endpoint endpoint) {
    List<Parameter> fields =
        endpoint.parameters().stream()
            .filter(p -> p.location() == Parameter.Location.FORM)
            .toList();
    if (fields.isEmpty()) {
      return;
    }
    yaml.open(3, "requestBody").open(4, "content");
    yaml.open(5, "application/x-www-form-urlencoded").open(6, "schema");
    yaml.plain(7, "type", "object").open(7, "properties");
    for (Parameter field : fields) {
      yaml.open(8, YamlText.quote(field.name()));
      writeSchema(yaml, 9, field.schema(), field.defaultValue());
    }
  }

  private static String regex(Endpoint endpoint, Parameter parameter) {
    if (parameter.location() != Parameter.Location.PATH) {
      return null;
    }
    for (PathVariable variable : endpoint.path().variables()) {
      if (variable.name().equals(parameter.name()) && variable.regex() != null) {
        return variable.regex();
      }
    }
    return null;
  }

  private static void writeSchema(YamlText yaml, int depth, Schema schema, String defaultValue) {
    yaml.plain(depth, "type", schema.type());
    if (!schema.format().isEmpty()) {
      yaml.plain(depth, "format", schema.format());
    }
    if (schema.items() != null) {
      yaml.open(depth, "items");
      writeSchema(yaml, depth + 1, schema.items(), null);
    }
    if (defaultValue != null && schema.items() == null) {
      yaml.plain(depth, "default", typedDefault(schema, defaultValue));
    }
  }

  /** A default in its schema's type: {@code 10}, {@code true}; text if it does not parse. */
  private static String typedDefault(Schema schema, String value) {
    String text = value.strip();
    boolean typed =
        switch (schema.type()) {
          case "integer" -> isInteger(text);
          case "number" -> NUMBER.matcher(text).matches();
          case "boolean" -> text.equals("true") || text.equals("false");
          default -> false;
        };
    return typed ? text : YamlText.quote(value);
  }

  /** Whether {@code text} is {@code -?[0-9]+}: a plain loop, as it runs for every default. */
  private static boolean isInteger(String text) {
    int start = text.startsWith("-") ? 1 : 0;
    if (start == text.length()) {
      return false;
    }
    for (int i = start; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c < '0' || c > '9') {
        return false;
      }
    }
    return true;
  }
}
