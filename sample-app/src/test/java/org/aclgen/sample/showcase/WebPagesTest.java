package org.aclgen.sample.showcase;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import org.aclgen.sample.AppClient;
import org.aclgen.sample.Options;
import org.aclgen.sample.SampleApp;
import org.aclgen.sample.TestUsers;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The pages' files over plain HTTP: served from the jar, public, and nothing else reachable. */
class WebPagesTest {

  private static SampleApp app;
  private static AppClient client;
  private static final HttpClient HTTP = HttpClient.newHttpClient();

  @BeforeAll
  static void start() throws Exception {
    app = SampleApp.start(Options.defaults().withPort(0).withUsers(TestUsers.ALL));
    client = new AppClient(app);
  }

  @AfterAll
  static void stop() {
    app.close();
  }

  @Test
  void theExplorerIsServedWithoutAToken() throws Exception {
    HttpResponse<String> page = get("/api/acl/");
    assertThat(page.statusCode()).isEqualTo(200);
    assertThat(page.headers().firstValue("Content-Type")).hasValue("text/html;charset=utf-8");
    assertThat(page.body()).contains("<title>ACL explorer");
    assertThat(get("/api/acl/explorer.js").statusCode()).isEqualTo(200);
    assertThat(get("/api/acl/explorer.css").statusCode()).isEqualTo(200);
  }

  @Test
  void theExplainServiceStaysPublicBesideThePage() {
    assertThat(client.get("/api/acl/explain?acl=confd.%23", null).status()).isEqualTo(200);
  }

  @Test
  void addressesWithoutTheSlashRedirectKeepingTheQuestion() throws Exception {
    HttpResponse<String> reply = get("/api/acl?acl=confd.%23");
    assertThat(reply.statusCode()).isEqualTo(301);
    assertThat(reply.headers().firstValue("Location")).hasValue("/api/acl/?acl=confd.%23");
    assertThat(get("/api/docs").headers().firstValue("Location")).hasValue("/api/docs/");
  }

  @Test
  void swaggerUiComesFromTheJar() throws Exception {
    assertThat(get("/api/docs/").body()).contains("swagger-ui-bundle.js", "acl-badges.js");
    assertThat(get("/api/docs/swagger-ui-bundle.js").statusCode()).isEqualTo(200);
    assertThat(get("/api/docs/swagger-ui.css").statusCode()).isEqualTo(200);
  }

  @Test
  void theDescriptionsForSwaggerUiNameWhereEachServiceRuns() throws Exception {
    JsonNode index = client.get("/api/docs/specs/", null).json();
    assertThat(index.findValuesAsText("name")).containsExactly("auth", "confd", "calld", "acl");
    JsonNode confd = client.get("/api/docs/specs/confd.json", null).json();
    assertThat(confd.path("servers").get(0).path("url").asText()).isEqualTo("/api/confd/1.1");
    assertThat(
            confd
                .path("paths")
                .path("/users/{user_id}/lines")
                .path("get")
                .path("x-required-acl")
                .asText())
        .isEqualTo("confd.users.{user_id}.lines.read");
  }

  @Test
  void noOtherFileOfTheClassPathIsReachable() throws Exception {
    for (String path :
        new String[] {
          "/api/docs/..%2F..%2Fweb%2Facl%2Findex.html",
          "/api/docs/%2e%2e/pom.properties",
          "/api/docs/nothing.js",
          "/api/docs/specs/secret.json"
        }) {
      assertThat(get(path).statusCode()).as(path).isIn(400, 404);
    }
  }

  private static HttpResponse<String> get(String path) throws Exception {
    URI uri = app.baseUri().resolve(path);
    return HTTP.send(HttpRequest.newBuilder(uri).build(), HttpResponse.BodyHandlers.ofString());
  }
}
