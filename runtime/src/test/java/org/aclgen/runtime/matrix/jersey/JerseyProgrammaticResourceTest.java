package org.aclgen.runtime.matrix.jersey;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.tuple;

import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.core.MediaType;
import java.net.URI;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.aclgen.runtime.AclFeature;
import org.aclgen.runtime.decisions.Decision;
import org.aclgen.runtime.decisions.Reason;
import org.aclgen.runtime.matrix.MatrixApplication;
import org.aclgen.testing.LocalTokenStore;
import org.aclgen.tokens.testing.Http;
import org.aclgen.tokens.testing.Http.Reply;
import org.glassfish.grizzly.http.server.HttpServer;
import org.glassfish.jersey.grizzly2.httpserver.GrizzlyHttpServerFactory;
import org.glassfish.jersey.process.Inflector;
import org.glassfish.jersey.server.ResourceConfig;
import org.glassfish.jersey.server.model.Resource;
import org.junit.jupiter.api.Test;

/**
 * Jersey's programmatic resources ({@code Resource.builder(...)}, as in its http-trace example),
 * which no processor sees: their ACLs are declared on the feature's builder.
 */
class JerseyProgrammaticResourceTest {

  private final LocalTokenStore store = new LocalTokenStore();

  /** The matrix application plus three resources built in code. */
  private static ResourceConfig application(AclFeature feature) {
    ResourceConfig config = ResourceConfig.forApplication(new MatrixApplication(feature));
    config.registerResources(
        resource("trace/{id}", "trace"), resource("hello", "hello"), resource("undeclared", "x"));
    return config;
  }

  private static Resource resource(String path, String reply) {
    Resource.Builder builder = Resource.builder(path);
    builder.addMethod("GET").produces(MediaType.TEXT_PLAIN_TYPE).handledBy(new Replier(reply));
    return builder.build();
  }

  /**
   * A handler as Jersey's examples write them: a class, not a lambda, so that Jersey sees the type
   * of its argument. It replies with its text and the request's {@code id} path value, if any.
   */
  private static final class Replier implements Inflector<ContainerRequestContext, String> {
    private final String text;

    Replier(String text) {
      this.text = text;
    }

    @Override
    public String apply(ContainerRequestContext request) {
      String id = request.getUriInfo().getPathParameters().getFirst("id");
      return id == null ? text : text + " " + id;
    }
  }

  private static HttpServer start(ResourceConfig config) {
    return GrizzlyHttpServerFactory.createHttpServer(URI.create("http://127.0.0.1:0/"), config);
  }

  @Test
  void anUndeclaredProgrammaticResourceStopsTheStartSuggestingTheBuilder() {
    assertThatThrownBy(() -> start(application(new AclFeature(store))).shutdownNow())
        .hasStackTraceContaining("no AclRegistry entry for the resource method")
        .hasStackTraceContaining(".requireAcl(\"GET\", \"/path\"")
        .hasStackTraceContaining(".publicOperation(\"GET\", \"/path\")");
  }

  @Test
  void anUndeclaredLambdaHandlerStopsTheStartWithoutNamingItsClassAsARemedy() {
    ResourceConfig config = new ResourceConfig().register(new AclFeature(store));
    Resource.Builder builder = Resource.builder("lambda");
    builder
        .addMethod("GET")
        .produces(MediaType.TEXT_PLAIN_TYPE)
        .handledBy((Inflector<ContainerRequestContext, String>) request -> "served");
    config.registerResources(builder.build());

    assertThatThrownBy(() -> start(config).shutdownNow())
        .hasStackTraceContaining("the handler of a resource built in code (Resource.builder)")
        .hasStackTraceContaining(".requireAcl(\"GET\", \"/path\"")
        .satisfies(
            thrown ->
                assertThat(stackTrace(thrown))
                    .doesNotContain(".publicResource(")
                    .doesNotContain("aclgen.public-resources="));
  }

  private static String stackTrace(Throwable thrown) {
    java.io.StringWriter text = new java.io.StringWriter();
    thrown.printStackTrace(new java.io.PrintWriter(text));
    return text.toString();
  }

  @Test
  void declaredOperationsAreEnforcedAndTheRestIsRefused() {
    String trace7 =
        store.issue("alice", List.of("confd.trace.7.read"), Duration.ofHours(1)).token();
    String admin = store.issue("bob", List.of("confd.#"), Duration.ofHours(1)).token();
    AclFeature feature =
        AclFeature.builder(store)
            .requireAcl("GET", "/trace/{id}", "confd.trace.{id}.read")
            .publicOperation("GET", "/hello")
            .build();
    HttpServer server = start(application(feature));
    try {
      String base = "http://127.0.0.1:" + server.getListener("grizzly").getPort();
      Reply anonymous = Http.get(base + "/trace/7");
      assertThat(anonymous.status()).isEqualTo(401);
      assertThat(anonymous.detail("required_acl")).isEqualTo("confd.trace.7.read");
      assertThat(Http.get(base + "/trace/7", "X-Auth-Token", trace7).body()).isEqualTo("trace 7");
      Reply other = Http.get(base + "/trace/8", "X-Auth-Token", trace7);
      assertThat(other.status()).isEqualTo(403);
      assertThat(other.detail("required_acl")).isEqualTo("confd.trace.8.read");
      assertThat(Http.get(base + "/hello").body()).isEqualTo("hello");
      assertThat(Http.get(base + "/undeclared").status()).isEqualTo(401);
      Reply undeclared = Http.get(base + "/undeclared", "X-Auth-Token", admin);
      assertThat(undeclared.status()).isEqualTo(403);
      assertThat(undeclared.json()).containsEntry("error_id", "forbidden");
      assertThat(Http.get(base + "/misc", "X-Auth-Token", admin).body()).isEqualTo("misc");
    } finally {
      server.shutdownNow();
    }
  }

  @Test
  void aPublicDeclaredOperationAndAnUndeclaredRequestAreDecisionsToo() {
    String admin = store.issue("bob", List.of("confd.#"), Duration.ofHours(1)).token();
    List<Decision> decisions = new CopyOnWriteArrayList<>();
    AclFeature feature =
        AclFeature.builder(store)
            .publicOperation("GET", "/hello")
            .decisionListener(decisions::add)
            .build();
    HttpServer server = start(application(feature));
    try {
      String base = "http://127.0.0.1:" + server.getListener("grizzly").getPort();
      assertThat(Http.get(base + "/hello").body()).isEqualTo("hello");
      assertThat(Http.get(base + "/undeclared", "X-Auth-Token", admin).status()).isEqualTo(403);
    } finally {
      server.shutdownNow();
    }
    assertThat(decisions)
        .extracting(Decision::reason, Decision::pathTemplate, Decision::user)
        .containsExactly(tuple(Reason.PUBLIC, "/hello", null), tuple(Reason.UNLISTED, null, "bob"));
  }

  @Test
  void aDeclaredPlaceholderMustBeAPathVariable() {
    assertThatThrownBy(
            () ->
                AclFeature.builder(store)
                    .requireAcl("GET", "/trace/{id}", "confd.{nope}.read")
                    .build())
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("{nope}, which is no path variable; path variables are: [id]");
  }
}
