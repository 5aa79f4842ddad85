package org.aclgen.quarkus;

import io.vertx.core.http.HttpHeaders;
import io.vertx.core.http.HttpServerRequest;
import io.vertx.core.http.HttpServerResponse;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Singleton;
import jakarta.ws.rs.core.Response;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.aclgen.runtime.RequestAuthenticator;

/**
 * On Quarkus REST, authenticates every request that Quarkus REST will receive in a Vert.x route of
 * its own, just ahead of Quarkus REST's, instead of in a JAX-RS filter before matching: Quarkus
 * REST runs such a filter with CDI's request scope activated, which costs a small service a few
 * percent of its throughput. The route decides what the filter would (a valid token goes on, a
 * public operation goes on, anything else is refused with aclgen's 401 or 503 before any
 * application code runs) and leaves the outcome in the routing context, where aclgen's per-method
 * filters read it.
 *
 * <p>It runs after Quarkus's own HTTP security (its filters come first) and after static resources,
 * and only for the paths under Quarkus REST's root. {@link AclQuarkusFeature} decides whether it is
 * used; when it is not (RESTEasy classic, principals that Quarkus security authenticated, a filter
 * of the application before matching that runs before aclgen's), the route lets every request
 * through untouched and the JAX-RS filter authenticates.
 */
@Singleton
final class AuthenticationRoute {

  /**
   * Just before Quarkus REST's route: Quarkus orders it at 20,500 ({@code
   * ROUTE_ORDER_AFTER_DEFAULT} and 500), or at 1,500 when a servlet container shares the router.
   */
  private static final int ORDER =
      present("io.quarkus.undertow.runtime.UndertowDeploymentRecorder") ? 1_499 : 20_499;

  private volatile RequestAuthenticator authenticator;
  private volatile String prefix;

  /** Used by {@link AclQuarkusFeature} when the feature authenticates ahead of Quarkus REST. */
  void authenticateWith(RequestAuthenticator authenticator) {
    this.authenticator = authenticator;
  }

  void install(@Observes Router router) {
    if (AclQuarkusFeature.QUARKUS_REST) {
      router.route().order(ORDER).handler(this::handle);
    }
  }

  private void handle(RoutingContext context) {
    RequestAuthenticator ahead = authenticator;
    if (ahead == null) {
      context.next();
      return;
    }
    String root = root();
    if (root == null) {
      // Quarkus REST has no deployment: it serves nothing, and nothing is known to refuse.
      context.next();
      return;
    }
    if (!under(root, context.normalizedPath())) {
      context.next();
      return;
    }
    HttpServerRequest request = context.request();
    RequestAuthenticator.Outcome outcome =
        ahead.authenticate(
            request.method().name(), request.path(), root, name -> headers(request, name));
    context.put(RequestAuthenticator.HAND_OVER_KEY, outcome.handOver());
    Optional<Response> refusal = outcome.refusal();
    if (refusal.isEmpty()) {
      context.next();
    } else {
      send(context.response(), refusal.get());
    }
  }

  private String root() {
    String known = prefix;
    if (known == null) {
      known = QuarkusRestInternals.prefix();
      prefix = known;
    }
    return known;
  }

  /** Whether Quarkus REST's route, at {@code root} and {@code root/*}, matches {@code path}. */
  static boolean under(String root, String path) {
    String base = root.endsWith("/") ? root.substring(0, root.length() - 1) : root;
    return base.isEmpty() || path.equals(base) || path.startsWith(base + "/");
  }

  private static List<String> headers(HttpServerRequest request, String name) {
    return request.headers().contains(name) ? request.headers().getAll(name) : null;
  }

  private static void send(HttpServerResponse out, Response refusal) {
    out.setStatusCode(refusal.getStatus());
    for (Map.Entry<String, List<String>> header : refusal.getStringHeaders().entrySet()) {
      out.putHeader(header.getKey(), header.getValue());
    }
    if (!out.headers().contains(HttpHeaders.CONTENT_TYPE) && refusal.getMediaType() != null) {
      out.putHeader(HttpHeaders.CONTENT_TYPE, refusal.getMediaType().toString());
    }
    out.end(String.valueOf(refusal.getEntity()));
  }

  private static boolean present(String className) {
    try {
      Class.forName(className, false, AuthenticationRoute.class.getClassLoader());
      return true;
    } catch (ClassNotFoundException | LinkageError e) {
      return false;
    }
  }
}
