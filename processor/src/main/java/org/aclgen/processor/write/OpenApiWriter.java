package org.aclgen.processor.write;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.aclgen.acl.internal.OpenApiVocabulary;
import org.aclgen.acl.registry.AclSource;
import org.aclgen.processor.model.Endpoint;

/**
 * Writes a service's OpenAPI 3.1 description: each operation with its required ACL in the first
 * line of its description and in {@code x-required-acl}, and the token scheme ({@code
 * X-Auth-Token}). The text depends on the model only: no dates, no versions of tools, the order of
 * the model.
 *
 * <p>OpenAPI knows eight HTTP methods; an operation with another (custom) method stays in the
 * registry but not in the description, and so does a method whose full path is known only at run
 * time ({@code .../tracks/{num}}). When two resource methods share an HTTP method and a path (the
 * processor warns, unless a variable's regex tells them apart), the first in output order is
 * described and the others are named in its description and in {@code x-same-path-operations}.
 */
public final class OpenApiWriter {
  private static final Set<String> OPENAPI_METHODS =
      Set.of("GET", "PUT", "POST", "DELETE", "OPTIONS", "HEAD", "PATCH", "TRACE");

  /**
   * The responses a token adds, and the operation's security, the same lines for every operation
   * that needs a token: written once, appended as one text.
   */
  private static final String TOKEN_RESPONSES_AND_SECURITY =
      new YamlText(512)
          .open(4, "'401'")
          .quoted(5, "description", OpenApiVocabulary.UNAUTHORIZED)
          .open(4, "'403'")
          .quoted(5, "description", OpenApiVocabulary.FORBIDDEN)
          .open(4, "'503'")
          .quoted(5, "description", OpenApiVocabulary.UNAVAILABLE)
          .open(3, "security")
          .line(4, "- " + OpenApiVocabulary.SCHEME + ": []")
          .toString();

  private OpenApiWriter() {}

  /** The YAML text of the description. */
  public static String write(ServiceApi api) {
    // About a kilobyte per operation: sized once, not grown by copying a large text.
    YamlText yaml = new YamlText(1_200 * api.endpoints().size());
    yaml.plain(0, "openapi", "3.1.0");
    yaml.open(0, "info")
        .quoted(1, "title", api.service())
        .quoted(1, "version", api.version())
        .quoted(
            1,
            "description",
            "The operations of service " + api.service() + " and the ACL each one requires.");
    // Without a known @ApplicationPath, the paths are relative to the host's root.
    yaml.open(0, "servers").item(1, "url", api.serverUrl().isEmpty() ? "/" : api.serverUrl());
    writePaths(yaml, api.endpoints());
    yaml.open(0, "components").open(1, "securitySchemes").open(2, OpenApiVocabulary.SCHEME);
    yaml.plain(3, "type", "apiKey").plain(3, "in", "header");
    yaml.quoted(3, "name", OpenApiVocabulary.TOKEN_HEADER);
    yaml.quoted(3, "description", OpenApiVocabulary.SCHEME_DESCRIPTION);
    return yaml.toString();
  }

  private static void writePaths(YamlText yaml, List<Endpoint> endpoints) {
    List<List<Endpoint>> operations = operations(endpoints);
    if (operations.isEmpty()) {
      yaml.plain(0, "paths", "{}");
      return;
    }
    yaml.open(0, "paths");
    Map<String, Integer> operationIds = new HashMap<>();
    String path = null;
    for (List<Endpoint> operation : operations) {
      Endpoint endpoint = operation.get(0);
      if (!endpoint.path().text().equals(path)) {
        path = endpoint.path().text();
        yaml.line(1, YamlText.quote(path) + ":");
      }
      writeOperation(yaml, operation, operationIds);
    }
  }

  /**
   * The described operations, each with the other resource methods at its path and HTTP method (an
   * OpenAPI path item has one operation per method): a duplicate, or a path that only a variable's
   * regex tells apart, stays visible.
   */
  private static List<List<Endpoint>> operations(List<Endpoint> endpoints) {
    List<List<Endpoint>> operations = new ArrayList<>();
    List<Endpoint> last = null;
    for (Endpoint endpoint : endpoints) {
      if (!OPENAPI_METHODS.contains(endpoint.httpMethod()) || endpoint.path().isOpaque()) {
        continue;
      }
      if (last != null
          && last.get(0).path().text().equals(endpoint.path().text())
          && last.get(0).httpMethod().equals(endpoint.httpMethod())) {
        last.add(endpoint);
      } else {
        last = new ArrayList<>(List.of(endpoint));
        operations.add(last);
      }
    }
    return operations;
  }

  private static String uniqueId(String name, Map<String, Integer> seen) {
    int count = seen.merge(name, 1, Integer::sum);
    return count == 1 ? name : name + "_" + count;
  }

  private static void writeOperation(
      YamlText yaml, List<Endpoint> operation, Map<String, Integer> operationIds) {
    Endpoint endpoint = operation.get(0);
    yaml.open(2, endpoint.httpMethod().toLowerCase(Locale.ROOT));
    yaml.quoted(3, "operationId", uniqueId(endpoint.operationName(), operationIds));
    yaml.quoted(3, "summary", summary(endpoint));
    StringBuilder description = new StringBuilder(description(endpoint));
    description.append(OpenApiParameters.matrixNote(endpoint));
    List<Endpoint> others = operation.subList(1, operation.size());
    for (Endpoint other : others) {
      description.append("\n\n").append(alsoDeclared(endpoint, other));
    }
    yaml.quoted(3, "description", description.toString());
    if (!others.isEmpty()) {
      yaml.open(3, "x-same-path-operations");
      for (Endpoint other : others) {
        yaml.item(4, "operationId", uniqueId(other.operationName(), operationIds));
        yaml.quoted(5, "path", templateWithRegexes(other));
        yaml.quoted(5, OpenApiVocabulary.REQUIRED_ACL, String.valueOf(other.acl().template()));
      }
    }
    OpenApiParameters.write(yaml, endpoint);
    yaml.open(3, "responses");
    String success = endpoint.successStatus() == 204 ? "No content." : "Success.";
    yaml.open(4, "'" + endpoint.successStatus() + "'").quoted(5, "description", success);
    if (endpoint.acl().source() == AclSource.PUBLIC) {
      yaml.plain(3, "security", "[]");
      return;
    }
    yaml.append(TOKEN_RESPONSES_AND_SECURITY);
    yaml.quoted(3, OpenApiVocabulary.REQUIRED_ACL, endpoint.acl().template());
    yaml.plain(3, OpenApiVocabulary.ACL_SOURCE, OpenApiVocabulary.source(endpoint.acl().source()));
    if (endpoint.acl().isCheckedInCode()) {
      yaml.plain(3, OpenApiVocabulary.CHECKED_IN_CODE, "true");
    }
  }

  /**
   * The first sentence of the Javadoc, else the Java method's name in words: {@code createCustomer}
   * gives {@code Create customer}.
   */
  private static String summary(Endpoint endpoint) {
    if (!endpoint.summary().isEmpty()) {
      return endpoint.summary();
    }
    String name = endpoint.operationName().substring(endpoint.operationName().indexOf('_') + 1);
    StringBuilder words = new StringBuilder();
    for (String word : name.split("(?<=[a-z0-9])(?=[A-Z])|_")) {
      boolean acronym = word.length() > 1 && word.equals(word.toUpperCase(Locale.ROOT));
      String text = acronym ? word : word.toLowerCase(Locale.ROOT);
      words.append(words.length() == 0 ? "" : " ").append(text);
    }
    String text = words.toString().strip();
    return text.isEmpty() ? name : Character.toUpperCase(text.charAt(0)) + text.substring(1);
  }

  private static String alsoDeclared(Endpoint first, Endpoint other) {
    String path = templateWithRegexes(other);
    String acl = other.acl().template() == null ? "public" : "ACL `" + other.acl().template() + "`";
    String text =
        "Also declared by `%s.%s` (%s %s, %s)"
            .formatted(
                other.resourceClass(), other.methodSignature(), other.httpMethod(), path, acl);
    return path.equals(templateWithRegexes(first))
        ? text + "; JAX-RS serves only one of the two."
        : text + ", for the requests its regexes match.";
  }

  /** The path as JAX-RS reads it: {@code /users/{id: \\d+}}. */
  private static String templateWithRegexes(Endpoint endpoint) {
    String text = endpoint.path().text();
    for (var variable : endpoint.path().variables()) {
      if (variable.regex() != null) {
        String name = "{" + variable.name() + "}";
        text = text.replace(name, "{" + variable.name() + ": " + variable.regex() + "}");
      }
    }
    return text;
  }

  /** The first line is the platform's: {@code **Required ACL:** `template`}. */
  private static String description(Endpoint endpoint) {
    if (endpoint.acl().source() == AclSource.PUBLIC) {
      return OpenApiVocabulary.publicLine(endpoint.acl().publicReason());
    }
    String first = OpenApiVocabulary.requiredAclLine(endpoint.acl().template());
    return switch (endpoint.acl().source()) {
      case DERIVED -> first + "\n\nDerived from the service, the path and the HTTP method.";
      case DEFAULT -> first + "\n\nNo ACL is assigned yet: the service's default applies.";
      default -> first + explicitNotes(endpoint);
    };
  }

  /** How the placeholders of an explicit ACL are filled, when not from the path alone. */
  private static String explicitNotes(Endpoint endpoint) {
    if (endpoint.acl().isCheckedInCode()) {
      return "\n\n" + OpenApiVocabulary.CHECKED_IN_CODE_NOTE;
    }
    StringBuilder notes = new StringBuilder();
    for (String name : endpoint.queryPlaceholders().keySet()) {
      notes
          .append("\n\n`{")
          .append(name)
          .append("}` is the value of the query parameter `")
          .append(name)
          .append("`: a request without it, with it empty or with it more than once is refused.");
    }
    return notes.toString();
  }
}
