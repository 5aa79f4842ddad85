package org.aclgen.quarkus;

import io.vertx.core.http.HttpHeaders;
import io.vertx.core.http.HttpServerRequest;
import io.vertx.core.http.HttpServerResponse;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;
import jakarta.ws.rs.core.Response;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import org.aclgen.quarkus.internal.RestStack;
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
 * <p>It decides on the event loop what needs no wait on another process (a cached token, none, a
 * malformed one), and hands a token that its validator must ask about to a worker thread, so that a
 * slow token service holds up no other request.
 *
 * <p>It runs after Quarkus's own HTTP security (its filters come first) and after static resources,
 * and only for the paths under Quarkus REST's root. {@link AclQuarkusFeature} decides whether it is
 * used; when it is not (RESTEasy classic, principals that Quarkus security authenticated, a filter
 * of the application before matching that runs before aclgen's), the route lets every request
 * through untouched and the JAX-RS filter authenticates.
 */
@Singleton
final class AuthenticationRoute {

  /** The token headers' names as Vert.x looks names up fastest: hashed once, compared as bytes. */
  private static final CharSequence X_AUTH_TOKEN = HttpHeaders.createOptimized("X-Auth-Token");

  private static final CharSequence AUTHORIZATION = HttpHeaders.AUTHORIZATION;

  /**
   * Just before Quarkus REST's route; the extension's build step sets it from the capabilities by
   * which Quarkus REST orders its own ({@link RestStack#routeOrder()}). A {@code FilterBuildItem}
   * (the place of Quarkus's own HTTP security) would run before every route, and refuse what they
   * serve under Quarkus REST's root: static resources (the default route, at {@code
   * RouteConstants.ROUTE_ORDER_DEFAULT}), {@code /q/} endpoints and the application's own Vert.x
   * routes. {@code OtherRoutesTest} in stacks/quarkus-rest fails if the order drifts either way.
   */
  private final int order;

  /** Whether the application is on Quarkus REST, as the extension's build step found it. */
  private final boolean quarkusRest;

  private volatile RequestAuthenticator authenticator;
  private volatile String prefix;

  @Inject
  AuthenticationRoute(RestStack stack) {
    this.order = stack.routeOrder();
    this.quarkusRest = stack.quarkusRest();
  }

  /** Used by {@link AclQuarkusFeature} when the feature authenticates ahead of Quarkus REST. */
  void authenticateWith(RequestAuthenticator authenticator) {
    this.authenticator = authenticator;
  }

  void install(@Observes Router router) {
    if (quarkusRest) {
      router.route().order(order).handler(this::handle);
    }
  }

  private void handle(RoutingContext context) {
    RequestAuthenticator ahead = authenticator;
    if (ahead == null) {
      context.next();
      return;
    }
    String root = root();
    String normalized = context.normalizedPath();
    if (normalized == null || !under(root, normalized)) {
      // Quarkus REST's route, at the same paths, does not receive it either.
      context.next();
      return;
    }
    HttpServerRequest request = context.request();
    String method = request.method().name();
    String path = request.path() == null ? "" : request.path();
    Optional<RequestAuthenticator.Outcome> now =
        ahead.authenticateWithoutWaiting(method, path, root, name -> headers(request, name));
    if (now.isPresent()) {
      proceed(context, now.get());
    } else {
      authenticateOnAWorker(context, ahead, method, path, root);
    }
  }

  /**
   * Validates the token on a worker thread, since its validator would wait on another process (a
   * token service asked about a token it has not cached), and goes on with the request on its event
   * loop: the event loop serves other requests meanwhile. The body waits: Quarkus pauses every
   * request until a handler reads it ({@code SlowTokenServiceTest} checks that a large one arrives
   * whole). A failure of the worker refuses the request (500).
   */
  private static void authenticateOnAWorker(
      RoutingContext context, RequestAuthenticator ahead, String method, String path, String root) {
    HttpServerRequest request = context.request();
    // Read here, on the event loop that owns the request: the headers that carry a token.
    Map<String, List<String>> tokenHeaders =
        Map.of(
            "x-auth-token",
            headers(request, "X-Auth-Token"),
            "authorization",
            headers(request, "Authorization"));
    Function<String, List<String>> copied =
        name -> tokenHeaders.getOrDefault(name.toLowerCase(Locale.ROOT), List.of());
    context
        .vertx()
        .executeBlocking(() -> ahead.authenticate(method, path, root, copied), false)
        .onComplete(
            result -> {
              if (result.succeeded()) {
                proceed(context, result.result());
              } else {
                context.fail(result.cause());
              }
            });
  }

  /** Hands the outcome over to aclgen's filters and goes on, or sends its refusal. */
  private static void proceed(RoutingContext context, RequestAuthenticator.Outcome outcome) {
    context.put(RequestAuthenticator.HAND_OVER_KEY, outcome.handOver());
    Optional<Response> refusal = outcome.refusal();
    if (refusal.isEmpty()) {
      context.next();
    } else {
      send(context.response(), refusal.get());
    }
  }

  /**
   * Quarkus REST's root path with a slash at its end, such as {@code /} or {@code /svc/rest/}. Read
   * at the first request: the deployment exists then, since the feature that gave the route its
   * authenticator is configured while Quarkus REST builds it.
   */
  private String root() {
    String known = prefix;
    if (known == null) {
      String deployed = QuarkusRestDeployment.prefix();
      known = deployed.endsWith("/") ? deployed : deployed + "/";
      prefix = known;
    }
    return known;
  }

  /**
   * Whether Quarkus REST's route, at {@code root} and {@code root*} ({@code root} ending with a
   * slash), matches {@code path}.
   */
  static boolean under(String root, String path) {
    return path.startsWith(root) || path.length() == root.length() - 1 && root.startsWith(path);
  }

  /** A header's values; empty when the request has none. */
  private static List<String> headers(HttpServerRequest request, String name) {
    CharSequence optimized =
        "X-Auth-Token".equals(name)
            ? X_AUTH_TOKEN
            : "Authorization".equals(name) ? AUTHORIZATION : name;
    return request.headers().getAll(optimized);
  }

  private static void send(HttpServerResponse out, Response refusal) {
    out.setStatusCode(refusal.getStatus());
    // The refusal's headers hold its Content-Type (application/json) with the others.
    for (Map.Entry<String, List<String>> header : refusal.getStringHeaders().entrySet()) {
      out.putHeader(header.getKey(), header.getValue());
    }
    out.end(String.valueOf(refusal.getEntity()));
  }
}
