package com.example;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.List;
import java.util.ServiceLoader;
import java.util.stream.Collectors;
import org.aclgen.acl.registry.AclEntry;
import org.aclgen.acl.registry.AclRegistry;
import org.aclgen.runtime.AclFeature;
import org.aclgen.testing.LocalTokenStore;
import org.glassfish.grizzly.http.server.HttpServer;
import org.glassfish.jersey.grizzly2.httpserver.GrizzlyHttpServerFactory;
import org.glassfish.jersey.server.ResourceConfig;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The registry the processor generated for {@link UserResource}, enforced over real HTTP. */
class ServedRegistryTest {

  private static final HttpClient CLIENT =
      HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
  private static final LocalTokenStore STORE = new LocalTokenStore();
  private static HttpServer server;
  private static String baseUrl;

  @BeforeAll
  static void start() {
    ResourceConfig application =
        new ResourceConfig(UserResource.class).register(new AclFeature(STORE));
    server =
        GrizzlyHttpServerFactory.createHttpServer(URI.create("http://127.0.0.1:0/"), application);
    baseUrl = "http://127.0.0.1:" + server.getListener("grizzly").getPort();
  }

  @AfterAll
  static void stop() {
    server.shutdownNow();
  }

  @Test
  void theGeneratedRegistryListsEveryOperation() {
    List<String> operations =
        ServiceLoader.load(AclRegistry.class).stream()
            .flatMap(registry -> registry.get().entries().stream())
            .map(ServedRegistryTest::describe)
            .collect(Collectors.toList());
    assertEquals(
        List.of(
            "GET /users/{user_id}/exists -",
            "GET /users/{user_id}/lines confd.users.{user_id}.lines.read",
            "PUT /users/{user_id}/password confd.users.{user_id}.password.update"),
        operations);
  }

  @Test
  void aRequestNeedsATokenGrantingTheFilledAcl() throws IOException {
    String token =
        STORE.issue("alice", List.of("confd.users.me.#"), Duration.ofHours(1)).token();
    assertEquals(401, get("/users/alice/lines", null).statusCode());
    assertEquals(403, get("/users/bob/lines", token).statusCode());
    HttpResponse<String> reply = get("/users/alice/lines", token);
    assertEquals(200, reply.statusCode());
    assertEquals("lines of alice", reply.body());
  }

  @Test
  void aPublicOperationNeedsNoToken() throws IOException {
    HttpResponse<String> reply = get("/users/bob/exists", null);
    assertEquals(200, reply.statusCode());
    assertTrue(reply.body().contains("true"));
  }

  private static String describe(AclEntry entry) {
    String acl = entry.isPublic() ? "-" : entry.aclTemplate();
    return entry.httpMethod() + " " + entry.path() + " " + acl;
  }

  private static HttpResponse<String> get(String path, String token) throws IOException {
    HttpRequest.Builder request =
        HttpRequest.newBuilder(URI.create(baseUrl + path)).timeout(Duration.ofSeconds(20));
    if (token != null) {
      request.header("X-Auth-Token", token);
    }
    try {
      return CLIENT.send(request.build(), HttpResponse.BodyHandlers.ofString());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IOException(e);
    }
  }
}
