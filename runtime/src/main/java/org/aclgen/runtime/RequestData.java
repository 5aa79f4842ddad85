package org.aclgen.runtime;

import jakarta.ws.rs.container.ContainerRequestContext;

/**
 * Where aclgen keeps what it decided about one request (its {@link Authentication}, the guard's
 * mark): on Quarkus REST in the request's Vert.x routing context, where aclgen-quarkus's route
 * hands the authentication over and whose map exists already (a first request property would make
 * Quarkus REST create one); elsewhere, and when the routing context cannot be reached, in the
 * request's properties.
 */
final class RequestData {

  private RequestData() {}

  /** The value kept under {@code key} for the request; null when there is none. */
  static Object get(ContainerRequestContext request, String key) {
    if (onQuarkusRest(request)) {
      Object value = QuarkusRestRequests.routingData(request, key);
      if (value != null) {
        return value;
      }
    }
    return request.getProperty(key);
  }

  /** Keeps {@code value} under {@code key} for the request. */
  static void put(ContainerRequestContext request, String key, Object value) {
    if (onQuarkusRest(request) && QuarkusRestRequests.putRoutingData(request, key, value)) {
      return;
    }
    request.setProperty(key, value);
  }

  private static boolean onQuarkusRest(ContainerRequestContext request) {
    return StackChecks.quarkusRest() && QuarkusRestRequests.handles(request);
  }
}
