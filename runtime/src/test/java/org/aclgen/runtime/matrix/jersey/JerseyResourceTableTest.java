package org.aclgen.runtime.matrix.jersey;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import java.io.IOException;
import java.net.URI;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.aclgen.acl.registry.AclEntry;
import org.aclgen.acl.registry.AclEntryTable;
import org.aclgen.acl.registry.AclRegistryResources;
import org.aclgen.acl.registry.AclSource;
import org.aclgen.acl.registry.Enforcement;
import org.aclgen.runtime.AclFeature;
import org.aclgen.testing.LocalTokenStore;
import org.aclgen.tokens.testing.Http;
import org.aclgen.tokens.testing.Http.Reply;
import org.glassfish.grizzly.http.server.HttpServer;
import org.glassfish.jersey.grizzly2.httpserver.GrizzlyHttpServerFactory;
import org.glassfish.jersey.server.ResourceConfig;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A registry written by {@code -Aaclgen.registry=resource}: only the table {@code
 * META-INF/aclgen/acl-registry.tsv} lists the resource, no services file does. The feature finds it
 * through the context class loader, and Jersey enforces it over real HTTP.
 */
class JerseyResourceTableTest {

  /** A resource that no generated class and no services file lists. */
  @Path("/tables")
  @Produces(MediaType.TEXT_PLAIN)
  public static class Tables {
    @GET
    @Path("{id}")
    public String get(@PathParam("id") String id) {
      return "table " + id;
    }

    @GET
    @Path("open")
    public String open() {
      return "open";
    }
  }

  private static final List<AclEntry> ENTRIES =
      List.of(
          new AclEntry(
              "confd",
              "GET",
              "/tables/open",
              Tables.class.getName(),
              "open()",
              null,
              AclSource.PUBLIC,
              Map.of(),
              Map.of(),
              Enforcement.FILTER),
          new AclEntry(
              "confd",
              "GET",
              "/tables/{id}",
              Tables.class.getName(),
              "get(java.lang.String)",
              "confd.tables.{id}.read",
              AclSource.EXPLICIT,
              Map.of(),
              Map.of(),
              Enforcement.FILTER));

  @TempDir java.nio.file.Path classes;

  private final LocalTokenStore store = new LocalTokenStore();

  @Test
  void theTableAloneProtectsTheResource() throws IOException {
    String reader =
        store.issue("alice", List.of("confd.tables.7.read"), Duration.ofHours(1)).token();
    writeTable(AclEntryTable.format(ENTRIES));
    HttpServer server = start(featureSeeing(classes));
    try {
      String base = "http://127.0.0.1:" + server.getListener("grizzly").getPort();
      assertThat(Http.get(base + "/tables/7").status()).isEqualTo(401);
      Reply allowed = Http.get(base + "/tables/7", "X-Auth-Token", reader);
      assertThat(allowed.status()).isEqualTo(200);
      assertThat(allowed.body()).isEqualTo("table 7");
      Reply other = Http.get(base + "/tables/8", "X-Auth-Token", reader);
      assertThat(other.status()).isEqualTo(403);
      assertThat(other.detail("required_acl")).isEqualTo("confd.tables.8.read");
      assertThat(Http.get(base + "/tables/open").body()).isEqualTo("open");
    } finally {
      server.shutdownNow();
    }
  }

  @Test
  void withoutTheTableTheResourceIsUnlistedAndTheStartFails() throws IOException {
    AclFeature feature = featureSeeing(classes);
    assertThatThrownBy(() -> start(feature).shutdownNow())
        .hasStackTraceContaining("no AclRegistry entry for the resource method")
        .hasStackTraceContaining(Tables.class.getName());
  }

  @Test
  void aMalformedTableStopsTheFeatureNamingItsUrl() throws IOException {
    URL table = writeTable(AclEntryTable.format(ENTRIES) + "confd GET /tables\n");
    assertThatThrownBy(() -> featureSeeing(classes))
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("malformed ACL table " + table + ": ")
        .hasMessageContaining("got 3: confd GET /tables");
  }

  private URL writeTable(String text) throws IOException {
    java.nio.file.Path file = classes.resolve(AclRegistryResources.PATH);
    Files.createDirectories(file.getParent());
    Files.writeString(file, text);
    return file.toUri().toURL();
  }

  /** Builds the feature as an application server would, with its class loader as context. */
  private AclFeature featureSeeing(java.nio.file.Path root) throws IOException {
    Thread thread = Thread.currentThread();
    ClassLoader previous = thread.getContextClassLoader();
    try (URLClassLoader loader =
        new URLClassLoader(new URL[] {root.toUri().toURL()}, getClass().getClassLoader())) {
      thread.setContextClassLoader(loader);
      return new AclFeature(store);
    } finally {
      thread.setContextClassLoader(previous);
    }
  }

  private static HttpServer start(AclFeature feature) {
    ResourceConfig config = new ResourceConfig().register(Tables.class).register(feature);
    return GrizzlyHttpServerFactory.createHttpServer(URI.create("http://127.0.0.1:0/"), config);
  }
}
