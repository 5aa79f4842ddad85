package org.aclgen.micrometer;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.List;
import java.util.Map;
import org.aclgen.acl.registry.AclEntry;
import org.aclgen.acl.registry.AclSource;
import org.aclgen.acl.registry.Enforcement;
import org.aclgen.runtime.AclFeature;
import org.glassfish.grizzly.http.server.HttpServer;
import org.glassfish.jersey.grizzly2.httpserver.GrizzlyHttpServerFactory;
import org.glassfish.jersey.server.ResourceConfig;

/**
 * The service confd served by Jersey on Grizzly on loopback, protected by the feature the test
 * builds: {@code GET /lines/{line_id}} needs {@code confd.lines.{line_id}.read}, {@code GET /ping}
 * is public.
 */
final class LinesApp implements AutoCloseable {

  /** The resources. */
  @Path("/")
  public static final class Resources {
    @GET
    @Path("lines/{line_id}")
    public String line(@PathParam("line_id") String lineId) {
      return lineId;
    }

    @GET
    @Path("ping")
    public String ping() {
      return "pong";
    }
  }

  private static final List<AclEntry> ENTRIES =
      List.of(
          entry("/lines/{line_id}", "line(java.lang.String)", "confd.lines.{line_id}.read"),
          entry("/ping", "ping()", null));

  private static final HttpClient CLIENT =
      HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();

  private final HttpServer server;
  private final String baseUrl;

  private LinesApp(ResourceConfig config) {
    server = GrizzlyHttpServerFactory.createHttpServer(URI.create("http://127.0.0.1:0/"), config);
    baseUrl = "http://127.0.0.1:" + server.getListener("grizzly").getPort();
  }

  /** Serves the resources behind the feature that {@code feature} builds. */
  static LinesApp start(AclFeature.Builder feature) {
    return new LinesApp(
        new ResourceConfig()
            .register(feature.registries(() -> ENTRIES).build())
            .register(new Resources()));
  }

  /** GETs {@code path} with {@code token} in {@code X-Auth-Token} (none if null): the status. */
  int get(String path, String token) {
    HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(baseUrl + path)).GET();
    if (token != null) {
      request.header("X-Auth-Token", token);
    }
    try {
      return CLIENT.send(request.build(), HttpResponse.BodyHandlers.discarding()).statusCode();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    }
  }

  private static AclEntry entry(String path, String signature, String acl) {
    return new AclEntry(
        "confd",
        "GET",
        path,
        Resources.class.getName(),
        signature,
        acl,
        acl == null ? AclSource.PUBLIC : AclSource.EXPLICIT,
        Map.of(),
        Map.of(),
        Enforcement.FILTER);
  }

  @Override
  public void close() {
    server.shutdownNow();
  }
}
