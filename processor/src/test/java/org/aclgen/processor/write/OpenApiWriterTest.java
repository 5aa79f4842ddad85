package org.aclgen.processor.write;

import static org.assertj.core.api.Assertions.assertThat;

import io.swagger.parser.OpenAPIParser;
import io.swagger.v3.oas.models.OpenAPI;
import io.swagger.v3.oas.models.Operation;
import io.swagger.v3.parser.core.models.SwaggerParseResult;
import java.util.List;
import org.aclgen.acl.registry.AclSource;
import org.aclgen.processor.model.AclRequirement;
import org.aclgen.processor.model.Endpoint;
import org.aclgen.processor.model.Parameter;
import org.aclgen.processor.model.PathTemplate;
import org.aclgen.processor.model.Schema;
import org.junit.jupiter.api.Test;

/** The writer on a hand-made model, without javac: quoting must survive hostile text. */
class OpenApiWriterTest {
  private static final String HOSTILE =
      "It's: #1 \"quoted\" {x} - yes\n\tand a\u0007bell, caf\u00e9 \ud83d\ude00\u0085";

  private static Endpoint endpoint(String method, String path, AclRequirement acl, String name) {
    PathTemplate template = PathTemplate.compose(List.of(path));
    List<Parameter> parameters =
        template.variableNames().stream()
            .map(
                v ->
                    new Parameter(
                        v,
                        Parameter.Location.PATH,
                        Schema.STRING,
                        null,
                        Parameter.Lifecycle.CURRENT,
                        Parameter.STRING_TYPE))
            .toList();
    return new Endpoint(
        "confd",
        method,
        template,
        "a.B",
        name + "()",
        "B_" + name,
        acl,
        parameters,
        HOSTILE,
        200,
        "confd");
  }

  @Test
  void hostileTextRoundTripsAndDuplicateNamesGetSuffixes() {
    ServiceApi api =
        new ServiceApi(
            "confd",
            "/api/confd: 1.1",
            "yes",
            List.of(
                endpoint(
                    "GET",
                    "/users/{user_id}",
                    AclRequirement.of(AclSource.EXPLICIT, "confd.users.{user_id}.read"),
                    "get"),
                endpoint(
                    "PUT",
                    "/users/{user_id}",
                    AclRequirement.of(AclSource.DEFAULT, "confd.#"),
                    "get"),
                endpoint("GET", "/yes", AclRequirement.publicOperation(HOSTILE), "yes"),
                endpoint(
                    "PROPFIND",
                    "/yes",
                    AclRequirement.of(AclSource.EXPLICIT, "confd.yes.list"),
                    "find")));

    SwaggerParseResult result =
        new OpenAPIParser().readContents(OpenApiWriter.write(api), null, null);

    assertThat(result.getMessages()).isEmpty();
    OpenAPI parsed = result.getOpenAPI();
    assertThat(parsed.getInfo().getVersion()).isEqualTo("yes");
    assertThat(parsed.getServers().get(0).getUrl()).isEqualTo("/api/confd: 1.1");
    Operation get = parsed.getPaths().get("/users/{user_id}").getGet();
    assertThat(get.getSummary()).isEqualTo(HOSTILE);
    assertThat(get.getExtensions()).containsEntry("x-required-acl", "confd.users.{user_id}.read");
    assertThat(get.getExtensions()).containsEntry("x-acl-source", "explicit");
    Operation put = parsed.getPaths().get("/users/{user_id}").getPut();
    assertThat(put.getOperationId()).isEqualTo("B_get_2");
    assertThat(put.getDescription()).startsWith("**Required ACL:** `confd.#`\n");
    Operation open = parsed.getPaths().get("/yes").getGet();
    assertThat(open.getDescription()).isEqualTo("**Public:** no token needed: " + HOSTILE);
    assertThat(open.getSecurity()).isEmpty();
    assertThat(parsed.getPaths().get("/yes").readOperations()).hasSize(1);
  }

  @Test
  void quotingKeepsEveryValueAString() {
    assertThat(YamlText.quote("{user_id}")).isEqualTo("'{user_id}'");
    assertThat(YamlText.quote("it's")).isEqualTo("'it''s'");
    assertThat(YamlText.quote("a\nb\"c\\")).isEqualTo("\"a\\nb\\\"c\\\\\"");
    // A character beyond the Basic Multilingual Plane is printable: it was escaped as \u1f600,
    // which YAML reads as U+1F60 followed by a 0.
    assertThat(YamlText.quote("smile \ud83d\ude00")).isEqualTo("'smile \ud83d\ude00'");
    assertThat(YamlText.quote("lone \ud83d")).isEqualTo("\"lone \\ud83d\"");
    // Runs of plain text between escapes are kept whole, beyond ASCII too.
    assertThat(YamlText.quote("caf\u00e9\nsmile \ud83d\ude00\u0085 end\t"))
        .isEqualTo("\"caf\u00e9\\nsmile \ud83d\ude00\\u0085 end\\t\"");
  }
}
