package org.aclgen.openapi;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import io.swagger.v3.parser.OpenAPIV3Parser;
import io.swagger.v3.parser.core.models.ParseOptions;
import io.swagger.v3.parser.core.models.SwaggerParseResult;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import org.aclgen.acl.registry.AclEntry;

/** Reads generated documents as a user would: the YAML text, and what swagger-parser says. */
final class Documents {

  private static final ObjectMapper YAML = new ObjectMapper(new YAMLFactory());

  private Documents() {}

  static JsonNode read(String yaml) {
    try {
      return YAML.readTree(yaml);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Every operation of the document as "METHOD path". */
  static List<String> operations(JsonNode document) {
    List<String> operations = new ArrayList<>();
    for (Iterator<Map.Entry<String, JsonNode>> paths = document.path("paths").fields();
        paths.hasNext(); ) {
      Map.Entry<String, JsonNode> path = paths.next();
      path.getValue()
          .fieldNames()
          .forEachRemaining(m -> operations.add(m.toUpperCase() + " " + path.getKey()));
    }
    return operations;
  }

  /** Asserts that the operation carries exactly what the registry says of it. */
  static void assertCarries(JsonNode document, String basePath, AclEntry entry) {
    JsonNode op =
        document.path("paths").path(basePath + entry.path()).path(entry.httpMethod().toLowerCase());
    assertThat(op.isObject())
        .as("%s %s in the document", entry.httpMethod(), entry.path())
        .isTrue();
    String description = op.path("description").asText();
    if (entry.isPublic()) {
      assertThat(op.has("x-required-acl")).as("%s", entry).isFalse();
      assertThat(op.path("security").isArray() && op.path("security").isEmpty()).isTrue();
      assertThat(description).startsWith("**Public:** no token needed: ");
      return;
    }
    assertThat(op.path("x-required-acl").asText()).as("%s", entry).isEqualTo(entry.aclTemplate());
    assertThat(op.path("x-acl-source").asText()).isEqualTo(entry.source().name().toLowerCase());
    assertThat(op.path("x-acl-checked-in-code").asBoolean(false))
        .as("x-acl-checked-in-code of %s", entry)
        .isEqualTo(entry.isCheckedInCode());
    assertThat(description).startsWith("**Required ACL:** `" + entry.aclTemplate() + "`");
    assertThat(op.path("security").get(0).has("token")).as("%s", entry).isTrue();
    assertThat(op.path("responses").has("401")).isTrue();
    assertThat(op.path("responses").has("403")).isTrue();
    assertThat(op.path("responses").has("503")).isTrue();
  }

  /** What swagger-parser reports about the document: nothing, for a valid one. */
  static List<String> parserMessages(String text) {
    ParseOptions options = new ParseOptions();
    options.setResolve(true);
    SwaggerParseResult result = new OpenAPIV3Parser().readContents(text, null, options);
    return result.getMessages() == null ? List.of() : result.getMessages();
  }
}
