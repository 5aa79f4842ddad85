package org.aclgen.trials.jersey;

import static org.assertj.core.api.Assertions.assertThat;

import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.core.MediaType;
import java.net.URI;
import java.util.Set;
import org.aclgen.runtime.AclFeature;
import org.aclgen.trials.Served;
import org.aclgen.trials.TrialApplication;
import org.aclgen.trials.TrialShapesEndToEnd;
import org.glassfish.grizzly.http.server.HttpServer;
import org.glassfish.jersey.grizzly2.httpserver.GrizzlyHttpServerFactory;
import org.glassfish.jersey.process.Inflector;
import org.glassfish.jersey.server.ResourceConfig;
import org.glassfish.jersey.server.model.Resource;
import org.junit.jupiter.api.Test;

/**
 * The trial build served by Jersey 3.1 on Grizzly, with a resource built in code (as Jersey's
 * http-trace example) whose ACL is declared on the feature's builder.
 */
class JerseyTrialShapesEndToEndTest extends TrialShapesEndToEnd {

  @Override
  protected Served serve(Set<Class<?>> resources, AclFeature.Builder feature) {
    AclFeature built = feature.requireAcl("GET", "/trace/{id}", "examples.trace.{id}.read").build();
    ResourceConfig config = ResourceConfig.forApplication(new TrialApplication(resources, built));
    Resource.Builder trace = Resource.builder("trace/{id}");
    trace.addMethod("GET").produces(MediaType.TEXT_PLAIN_TYPE).handledBy(new Tracer());
    config.registerResources(trace.build());
    HttpServer server =
        GrizzlyHttpServerFactory.createHttpServer(URI.create("http://127.0.0.1:0/"), config);
    int port = server.getListener("grizzly").getPort();
    return new Served() {
      @Override
      public String baseUrl() {
        return "http://127.0.0.1:" + port;
      }

      @Override
      public void close() {
        server.shutdownNow();
      }
    };
  }

  /** A handler as Jersey's examples write them: a class, so that Jersey sees its argument type. */
  private static final class Tracer implements Inflector<ContainerRequestContext, String> {
    @Override
    public String apply(ContainerRequestContext request) {
      return "trace " + request.getUriInfo().getPathParameters().getFirst("id");
    }
  }

  @Test
  void theProgrammaticResourceIsRefusedOrServedByItsDeclaredAcl() {
    assertError(get("/trace/7"), 401, "unauthorized");
    assertThat(get("/trace/7", "X-Auth-Token", reader).body()).isEqualTo("trace 7");
    var other = get("/trace/8", "X-Auth-Token", reader);
    assertError(other, 403, "forbidden");
    assertThat(other.detail("required_acl")).isEqualTo("examples.trace.8.read");
  }
}
