package org.aclgen.opentelemetry;

import io.opentelemetry.api.trace.Span;
import io.opentelemetry.api.trace.SpanKind;
import io.opentelemetry.api.trace.Tracer;
import io.opentelemetry.context.Scope;
import jakarta.annotation.Priority;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Priorities;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ContainerRequestFilter;
import jakarta.ws.rs.container.ContainerResponseContext;
import jakarta.ws.rs.container.ContainerResponseFilter;
import jakarta.ws.rs.container.PreMatching;
import java.net.URI;
import java.util.List;
import java.util.Map;
import org.aclgen.acl.registry.AclEntry;
import org.aclgen.acl.registry.AclRegistry;
import org.aclgen.acl.registry.AclSource;
import org.aclgen.acl.registry.Enforcement;
import org.aclgen.runtime.AclFeature;
import org.glassfish.grizzly.http.server.HttpServer;
import org.glassfish.jersey.grizzly2.httpserver.GrizzlyHttpServerFactory;
import org.glassfish.jersey.server.ResourceConfig;

/**
 * The service calld on Jersey with Grizzly, its requests traced as an instrumentation would: a
 * filter ahead of aclgen's starts a SERVER span and makes it current, the response filter ends it.
 * {@code GET /calls/{call_id}} needs {@code calld.calls.{call_id}.read}; {@code GET /status} is
 * public.
 */
final class TracedApp implements AutoCloseable {

  /** The resources. */
  @Path("/")
  public static final class Calls {
    @GET
    @Path("calls/{call_id}")
    public String call(@PathParam("call_id") String callId) {
      return callId;
    }

    @GET
    @Path("status")
    public String status() {
      return "up";
    }
  }

  /** What the OpenTelemetry agent does for a JAX-RS request, as far as aclgen can see it. */
  @PreMatching
  @Priority(Priorities.AUTHENTICATION - 1)
  static final class ServerSpans implements ContainerRequestFilter, ContainerResponseFilter {
    private final Tracer tracer;

    ServerSpans(Tracer tracer) {
      this.tracer = tracer;
    }

    @Override
    public void filter(ContainerRequestContext request) {
      Span span =
          tracer
              .spanBuilder(request.getMethod() + " " + request.getUriInfo().getPath())
              .setSpanKind(SpanKind.SERVER)
              .startSpan();
      request.setProperty(Span.class.getName(), span);
      request.setProperty(Scope.class.getName(), span.makeCurrent());
    }

    @Override
    public void filter(ContainerRequestContext request, ContainerResponseContext response) {
      ((Scope) request.getProperty(Scope.class.getName())).close();
      ((Span) request.getProperty(Span.class.getName())).end();
    }
  }

  /** The registry the processor would write for {@link Calls}, found on the class path too. */
  public static final class Registry implements AclRegistry {
    @Override
    public List<AclEntry> entries() {
      return List.of(
          entry("/calls/{call_id}", "call(java.lang.String)", "calld.calls.{call_id}.read"),
          entry("/status", "status()", null));
    }

    private static AclEntry entry(String path, String signature, String acl) {
      return new AclEntry(
          "calld",
          "GET",
          path,
          Calls.class.getName(),
          signature,
          acl,
          acl == null ? AclSource.PUBLIC : AclSource.EXPLICIT,
          Map.of(),
          Map.of(),
          Enforcement.FILTER);
    }
  }

  private final HttpServer server;
  private final String baseUrl;

  /** Serves {@link Calls} behind {@code feature}, which finds {@link Registry} by itself. */
  TracedApp(AclFeature feature, Tracer tracer) {
    ResourceConfig config =
        new ResourceConfig()
            .register(new ServerSpans(tracer))
            .register(feature)
            .register(new Calls());
    server = GrizzlyHttpServerFactory.createHttpServer(URI.create("http://127.0.0.1:0/"), config);
    baseUrl = "http://127.0.0.1:" + server.getListener("grizzly").getPort();
  }

  String baseUrl() {
    return baseUrl;
  }

  @Override
  public void close() {
    server.shutdownNow();
  }
}
