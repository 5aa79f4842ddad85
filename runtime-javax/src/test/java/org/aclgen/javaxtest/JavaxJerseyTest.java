package org.aclgen.javaxtest;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.List;
import org.aclgen.runtime.AclFeature;
import org.aclgen.testing.LocalTokenStore;
import org.glassfish.grizzly.http.server.HttpServer;
import org.glassfish.jersey.grizzly2.httpserver.GrizzlyHttpServerFactory;
import org.glassfish.jersey.server.ResourceConfig;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * The javax runtime artifact on Jersey 2 over real HTTP, with the registry the processor generated
 * for {@link ShopResources}: the same answers as the jakarta runtime gives on Jersey 3.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class JavaxJerseyTest {

  private static final HttpClient CLIENT =
      HttpClient.newBuilder()
          .version(HttpClient.Version.HTTP_1_1)
          .connectTimeout(Duration.ofSeconds(5))
          .build();

  private final LocalTokenStore store = new LocalTokenStore();
  private HttpServer server;
  private String baseUrl;
  private String orderReader;
  private String admin;

  @BeforeAll
  void start() {
    orderReader = store.issue("alice", List.of("shop.orders.7.read"), Duration.ofHours(1)).token();
    admin = store.issue("root", List.of("shop.#"), Duration.ofHours(1)).token();
    ResourceConfig application =
        new ResourceConfig(
                ShopResources.Orders.class,
                ShopResources.Items.class,
                ShopResources.Databases.class,
                ShopResources.WhoAmI.class,
                ShopResources.Accounts.class)
            .register(new AclFeature(store));
    server =
        GrizzlyHttpServerFactory.createHttpServer(URI.create("http://127.0.0.1:0/"), application);
    baseUrl = "http://127.0.0.1:" + server.getListener("grizzly").getPort();
  }

  @AfterAll
  void stop() {
    server.shutdownNow();
  }

  private HttpResponse<String> get(String path, String... headers) throws IOException {
    HttpRequest.Builder request =
        HttpRequest.newBuilder(URI.create(baseUrl + path)).timeout(Duration.ofSeconds(20));
    for (int i = 0; i < headers.length; i += 2) {
      request.header(headers[i], headers[i + 1]);
    }
    try {
      return CLIENT.send(request.build(), HttpResponse.BodyHandlers.ofString());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IOException(e);
    }
  }

  @Test
  void noTokenIs401WithTheRequiredAcl() throws IOException {
    HttpResponse<String> reply = get("/orders/7");
    assertThat(reply.statusCode()).isEqualTo(401);
    assertThat(reply.headers().firstValue("Content-Type"))
        .hasValueSatisfying(type -> assertThat(type).startsWith("application/json"));
    assertThat(reply.body()).contains("\"error_id\":\"unauthorized\"", "shop.orders.7.read");
  }

  @Test
  void aTokenWithoutTheAclIs403AndWithItIs200() throws IOException {
    assertThat(get("/orders/8", "X-Auth-Token", orderReader).statusCode()).isEqualTo(403);
    HttpResponse<String> reply = get("/orders/7", "X-Auth-Token", orderReader);
    assertThat(reply.statusCode()).isEqualTo(200);
    assertThat(reply.body()).isEqualTo("order 7 for alice");
  }

  /** The registry the processor wrote for this module says which placeholder the query fills. */
  @Test
  void aQueryParameterFillsItsPlaceholder() throws IOException {
    String alice =
        store.issue("alice", List.of("shop.accounts.reset.me.read"), Duration.ofHours(1)).token();

    HttpResponse<String> granted = get("/accounts/reset?user_uuid=alice", "X-Auth-Token", alice);
    assertThat(granted.statusCode()).isEqualTo(200);
    assertThat(granted.body()).isEqualTo("reset alice");
    assertThat(get("/accounts/reset?user_uuid=bob", "X-Auth-Token", alice).body())
        .contains("\"required_acl\":\"shop.accounts.reset.bob.read\"");
    for (String query : List.of("", "?user_uuid=", "?user_uuid=alice&user_uuid=alice")) {
      HttpResponse<String> refused = get("/accounts/reset" + query, "X-Auth-Token", admin);
      assertThat(refused.statusCode()).as(query).isEqualTo(403);
      assertThat(refused.body()).contains("shop.accounts.reset.{user_uuid}.read");
    }
    assertThat(get("/accounts/reset?user_uuid=a.b", "X-Auth-Token", alice).body())
        .contains("shop.accounts.reset.a%2Eb.read");
  }

  @Test
  void anAclCheckedInCodeRefusesAsTheFilterDoes() throws IOException {
    String lines =
        store
            .issue("alice", List.of("shop.accounts.search.lines.read"), Duration.ofHours(1))
            .token();

    assertThat(get("/accounts/search?q=lines", "X-Auth-Token", lines).body())
        .isEqualTo("search lines");
    HttpResponse<String> refused = get("/accounts/search?q=users", "X-Auth-Token", lines);
    assertThat(refused.statusCode()).isEqualTo(403);
    assertThat(refused.headers().firstValue("Cache-Control")).hasValue("no-store");
    assertThat(refused.body())
        .contains("\"error_id\":\"forbidden\"", "shop.accounts.search.users.read");
    assertThat(get("/accounts/search?q=lines").statusCode()).isEqualTo(401);
  }

  @Test
  void publicOperationsNeedNoTokenAndSeeTheCallerWithOne() throws IOException {
    assertThat(get("/public/whoami").body()).isEqualTo("anonymous");
    assertThat(get("/public/whoami", "X-Auth-Token", orderReader).body()).isEqualTo("alice");
  }

  @Test
  void noLocatorRunsWithoutAToken() throws IOException {
    int before = ShopResources.LOCATOR_CALLS.get();
    assertThat(get("/items/999").statusCode()).isEqualTo(401);
    assertThat(get("/databases/x-db").statusCode()).isEqualTo(401);
    assertThat(ShopResources.LOCATOR_CALLS.get()).isEqualTo(before);
  }

  @Test
  void locatorsServeWithTheRightToken() throws IOException {
    assertThat(get("/items/5", "X-Auth-Token", admin).body()).isEqualTo("item 5");
    assertThat(get("/items/999", "X-Auth-Token", admin).statusCode()).isEqualTo(404);
    assertThat(get("/items/5", "X-Auth-Token", orderReader).statusCode()).isEqualTo(403);
  }

  @Test
  void aMethodBehindAnObjectLocatorIsNeverServedWithoutItsAcl() throws IOException {
    HttpResponse<String> reply = get("/databases/x-db", "X-Auth-Token", orderReader);
    assertThat(reply.statusCode()).isEqualTo(403);
    assertThat(reply.body()).contains("\"error_id\":\"forbidden\"").doesNotContain("Database");
  }
}
