package org.aclgen.processor.write;

import static org.assertj.core.api.Assertions.assertThat;

import io.swagger.parser.OpenAPIParser;
import io.swagger.v3.parser.core.models.SwaggerParseResult;
import java.util.List;
import org.aclgen.acl.registry.AclSource;
import org.aclgen.processor.model.AclRequirement;
import org.aclgen.processor.model.Endpoint;
import org.aclgen.processor.model.Parameter;
import org.aclgen.processor.model.Parameter.Lifecycle;
import org.aclgen.processor.model.Parameter.Location;
import org.aclgen.processor.model.PathTemplate;
import org.aclgen.processor.model.Schema;
import org.junit.jupiter.api.Test;

/**
 * The parameters of an operation as its description lists them: where each goes, which are
 * required, their schemas, patterns and defaults in their schema's type.
 */
class OpenApiParametersTest {
  private static final Schema INTEGER = Schema.scalar("integer", "int32");
  private static final Schema NUMBER = Schema.scalar("number", "double");
  private static final Schema BOOLEAN = Schema.scalar("boolean", "");

  private static Parameter parameter(
      String name, Location location, Schema schema, String defaultValue) {
    return new Parameter(name, location, schema, defaultValue, Lifecycle.CURRENT, "T");
  }

  private static String describe(String path, String acl, List<Parameter> parameters) {
    Endpoint endpoint =
        new Endpoint(
            "confd",
            "POST",
            PathTemplate.compose(List.of(path)),
            "com.example.Lines",
            "create()",
            "Lines_create",
            AclRequirement.of(AclSource.EXPLICIT, acl),
            parameters,
            "Creates a line.",
            200,
            "confd");
    String yaml =
        OpenApiWriter.write(new ServiceApi("confd", "/api/confd", "1.0", List.of(endpoint)));
    SwaggerParseResult parsed = new OpenAPIParser().readContents(yaml, null, null);
    assertThat(parsed.getMessages()).as(yaml).isEmpty();
    return yaml;
  }

  /** The lines from the operation's {@code description} to its {@code responses}, exclusive. */
  private static String between(String yaml, String from, String to) {
    int start = yaml.indexOf(from);
    return yaml.substring(start, yaml.indexOf(to, start));
  }

  @Test
  void listsPathQueryHeaderAndCookieParametersWithTheirPatternsAndRequiredOnes() {
    String yaml =
        describe(
            "/users/{user_id: [0-9]+}/lines/{line}",
            "confd.users.{user_id}.lines.{tenant}.create",
            List.of(
                parameter("user_id", Location.PATH, INTEGER, null),
                parameter("line", Location.PATH, Schema.STRING, null),
                parameter("tenant", Location.QUERY, Schema.STRING, null),
                new Parameter(
                    "recurse", Location.QUERY, BOOLEAN, null, Lifecycle.DEPRECATED, "boolean"),
                parameter("X-Trace", Location.HEADER, Schema.STRING, null),
                parameter("session", Location.COOKIE, Schema.STRING, null)));

    assertThat(between(yaml, "      parameters:\n", "      responses:\n"))
        .isEqualTo(
            """
                  parameters:
                    - name: 'user_id'
                      in: path
                      required: true
                      schema:
                        type: integer
                        format: int32
                        pattern: '^(?:[0-9]+)$'
                    - name: 'line'
                      in: path
                      required: true
                      schema:
                        type: string
                    - name: 'tenant'
                      in: query
                      required: true
                      schema:
                        type: string
                    - name: 'recurse'
                      in: query
                      deprecated: true
                      schema:
                        type: boolean
                    - name: 'X-Trace'
                      in: header
                      schema:
                        type: string
                    - name: 'session'
                      in: cookie
                      schema:
                        type: string
            """);
  }

  @Test
  void writesADefaultInItsSchemaTypeAndQuotesOneThatDoesNotParse() {
    String yaml =
        describe(
            "/lines",
            "confd.lines.create",
            List.of(
                parameter("limit", Location.QUERY, INTEGER, "90"),
                parameter("offset", Location.QUERY, INTEGER, " -5 "),
                parameter("dash", Location.QUERY, INTEGER, "-"),
                parameter("blank", Location.QUERY, INTEGER, ""),
                parameter("slash", Location.QUERY, INTEGER, "1/"),
                parameter("colon", Location.QUERY, INTEGER, "1:"),
                parameter("ratio", Location.QUERY, NUMBER, "-1.5e3"),
                parameter("word", Location.QUERY, NUMBER, "many"),
                parameter("on", Location.QUERY, BOOLEAN, "false"),
                parameter("yes", Location.QUERY, BOOLEAN, "yes"),
                parameter("name", Location.QUERY, Schema.STRING, "10"),
                parameter("tags", Location.QUERY, Schema.arrayOf(INTEGER), "1")));

    assertThat(between(yaml, "      parameters:\n", "      responses:\n"))
        .isEqualTo(
            """
                  parameters:
                    - name: 'limit'
                      in: query
                      schema:
                        type: integer
                        format: int32
                        default: 90
                    - name: 'offset'
                      in: query
                      schema:
                        type: integer
                        format: int32
                        default: -5
                    - name: 'dash'
                      in: query
                      schema:
                        type: integer
                        format: int32
                        default: '-'
                    - name: 'blank'
                      in: query
                      schema:
                        type: integer
                        format: int32
                        default: ''
                    - name: 'slash'
                      in: query
                      schema:
                        type: integer
                        format: int32
                        default: '1/'
                    - name: 'colon'
                      in: query
                      schema:
                        type: integer
                        format: int32
                        default: '1:'
                    - name: 'ratio'
                      in: query
                      schema:
                        type: number
                        format: double
                        default: -1.5e3
                    - name: 'word'
                      in: query
                      schema:
                        type: number
                        format: double
                        default: 'many'
                    - name: 'on'
                      in: query
                      schema:
                        type: boolean
                        default: false
                    - name: 'yes'
                      in: query
                      schema:
                        type: boolean
                        default: 'yes'
                    - name: 'name'
                      in: query
                      schema:
                        type: string
                        default: '10'
                    - name: 'tags'
                      in: query
                      schema:
                        type: array
                        items:
                          type: integer
                          format: int32
            """);
  }

  @Test
  void writesFormFieldsAsTheBodyAndMatrixParametersInTheDescription() {
    String yaml =
        describe(
            "/lines",
            "confd.lines.create",
            List.of(
                parameter("color", Location.MATRIX, Schema.STRING, null),
                parameter("caller id", Location.FORM, Schema.STRING, "it's me"),
                parameter("count", Location.FORM, INTEGER, "2"),
                parameter("codes", Location.FORM, Schema.arrayOf(Schema.STRING), null)));

    assertThat(yaml).doesNotContain("      parameters:\n");
    assertThat(between(yaml, "      description: ", "\n"))
        .endsWith("\\n\\nMatrix parameters: `color` (string).\"");
    assertThat(between(yaml, "      requestBody:\n", "      responses:\n"))
        .isEqualTo(
            """
                  requestBody:
                    content:
                      application/x-www-form-urlencoded:
                        schema:
                          type: object
                          properties:
                            'caller id':
                              type: string
                              default: 'it''s me'
                            'count':
                              type: integer
                              format: int32
                              default: 2
                            'codes':
                              type: array
                              items:
                                type: string
            """);
  }
}
