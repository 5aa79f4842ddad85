package org.aclgen.sample.showcase;

import static org.assertj.core.api.Assertions.assertThat;

import io.swagger.v3.oas.models.OpenAPI;
import io.swagger.v3.oas.models.Operation;
import io.swagger.v3.oas.models.PathItem;
import io.swagger.v3.oas.models.parameters.Parameter;
import io.swagger.v3.parser.OpenAPIV3Parser;
import io.swagger.v3.parser.core.models.ParseOptions;
import io.swagger.v3.parser.core.models.SwaggerParseResult;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.aclgen.acl.registry.AclEntry;
import org.aclgen.sample.AppClient;
import org.aclgen.sample.Options;
import org.aclgen.sample.Reply;
import org.aclgen.sample.SampleApp;
import org.aclgen.sample.TestUsers;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Each service publishes its generated description at {@code <prefix>/api/api.yml}. */
class ApiDescriptionTest {

  private static SampleApp app;
  private static AppClient client;

  @BeforeAll
  static void start() throws Exception {
    app = SampleApp.start(Options.defaults().withPort(0).withUsers(TestUsers.ALL));
    client = new AppClient(app);
  }

  @AfterAll
  static void stop() {
    app.close();
  }

  @ParameterizedTest
  @ValueSource(strings = {"auth", "confd", "calld", "acl"})
  void theDescriptionIsPublicValidAndCarriesEveryOperationsAcl(String service) {
    Reply reply = client.get(Operations.PREFIXES.get(service) + "/api/api.yml", null);

    assertThat(reply.status()).isEqualTo(200);
    assertThat(reply.header("Content-Type"))
        .hasValueSatisfying(t -> assertThat(t).contains("yaml"));
    OpenAPI api = parse(reply.body());
    Map<String, AclEntry> expected = new HashMap<>();
    for (AclEntry entry : Operations.entries()) {
      if (entry.service().equals(service)) {
        expected.put(entry.httpMethod() + " " + entry.path(), entry);
      }
    }
    Map<String, Operation> described = operations(api);
    assertThat(described.keySet()).containsExactlyInAnyOrderElementsOf(expected.keySet());
    described.forEach(
        (key, operation) -> {
          AclEntry entry = expected.get(key);
          Object acl =
              operation.getExtensions() == null
                  ? null
                  : operation.getExtensions().get("x-required-acl");
          assertThat(acl).as(key).isEqualTo(entry.aclTemplate());
          if (entry.isPublic()) {
            assertThat(operation.getSecurity()).as(key).isEmpty();
          } else {
            assertThat(operation.getDescription())
                .as(key)
                .startsWith("**Required ACL:** `" + entry.aclTemplate() + "`");
          }
        });
  }

  @Test
  void derivedAclsFollowTheNamingRule() {
    Map<String, Operation> confd =
        operations(parse(client.get(AppClient.CONFD + "/api/api.yml", null).body()));
    Map<String, Operation> calld =
        operations(parse(client.get(AppClient.CALLD + "/api/api.yml", null).body()));

    assertThat(acl(confd, "GET /users/{user_id}/lines"))
        .isEqualTo("confd.users.{user_id}.lines.read");
    assertThat(acl(confd, "GET /users/{user_id}/funckeys/{position}"))
        .isEqualTo("confd.users.{user_id}.funckeys.{position}.read");
    assertThat(acl(confd, "PUT /lines/{line_id}/extensions/{extension_id}"))
        .isEqualTo("confd.lines.{line_id}.extensions.{extension_id}.update");
    assertThat(acl(calld, "GET /users/me/calls")).isEqualTo("calld.users.me.calls.read");
  }

  @Test
  void skipIsMarkedDeprecated() {
    Map<String, Operation> confd =
        operations(parse(client.get(AppClient.CONFD + "/api/api.yml", null).body()));
    List<Parameter> parameters = confd.get("GET /users/{user_id}/lines").getParameters();

    assertThat(parameters)
        .filteredOn(p -> p.getName().equals("skip"))
        .singleElement()
        .satisfies(p -> assertThat(p.getDeprecated()).isTrue());
    assertThat(parameters)
        .filteredOn(p -> p.getName().equals("offset"))
        .singleElement()
        .satisfies(p -> assertThat(p.getDeprecated()).isNotEqualTo(Boolean.TRUE));
  }

  @Test
  void everyListOperationDescribesThePagingItTakesAsABeanParam() {
    List<AclEntry> lists =
        Operations.entries().stream()
            .filter(e -> e.methodSignature().contains("org.aclgen.sample.http.Paging"))
            .toList();
    assertThat(lists).hasSizeGreaterThanOrEqualTo(9);
    for (AclEntry entry : lists) {
      Map<String, Operation> service =
          operations(
              parse(
                  client
                      .get(Operations.PREFIXES.get(entry.service()) + "/api/api.yml", null)
                      .body()));
      List<Parameter> parameters =
          service.get(entry.httpMethod() + " " + entry.path()).getParameters();

      assertThat(parameters)
          .as("%s %s", entry.httpMethod(), entry.path())
          .filteredOn(p -> p.getIn().equals("query"))
          .extracting(Parameter::getName, Parameter::getDeprecated)
          .containsSubsequence(
              org.assertj.core.groups.Tuple.tuple("limit", null),
              org.assertj.core.groups.Tuple.tuple("offset", null),
              org.assertj.core.groups.Tuple.tuple("skip", true));
    }
  }

  private static Object acl(Map<String, Operation> operations, String key) {
    return operations.get(key).getExtensions().get("x-required-acl");
  }

  private static OpenAPI parse(String yaml) {
    ParseOptions options = new ParseOptions();
    options.setResolve(true);
    SwaggerParseResult result = new OpenAPIV3Parser().readContents(yaml, null, options);
    assertThat(result.getMessages()).isEmpty();
    assertThat(result.getOpenAPI()).isNotNull();
    return result.getOpenAPI();
  }

  private static Map<String, Operation> operations(OpenAPI api) {
    Map<String, Operation> operations = new HashMap<>();
    api.getPaths()
        .forEach(
            (path, item) ->
                item.readOperationsMap()
                    .forEach(
                        (PathItem.HttpMethod method, Operation op) ->
                            operations.put(method.name() + " " + path, op)));
    return operations;
  }
}
