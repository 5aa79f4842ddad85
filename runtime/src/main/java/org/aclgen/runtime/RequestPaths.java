package org.aclgen.runtime;

import jakarta.ws.rs.core.UriInfo;

/** The request path as the filters match it, read the same way on every JAX-RS implementation. */
final class RequestPaths {

  private RequestPaths() {}

  /**
   * The request's path relative to the application's base URI, still percent-encoded and without a
   * leading slash: what {@code UriInfo.getPath(false)} returns on Jersey and RESTEasy. It is
   * computed from the two URIs instead, since Quarkus REST refuses {@code getPath(false)}.
   */
  static String encoded(UriInfo uriInfo) {
    return relative(uriInfo.getRequestUri().getRawPath(), uriInfo.getBaseUri().getRawPath());
  }

  /**
   * The raw (percent-encoded) {@code request} path relative to the raw {@code base} path, without a
   * leading slash; a path outside the base is returned whole, without its leading slash, so that it
   * matches no operation.
   */
  static String relative(String request, String base) {
    if (request == null) {
      request = "";
    }
    if (base == null || base.isEmpty()) {
      base = "/";
    }
    if (!base.endsWith("/")) {
      base = base + "/";
    }
    if (request.startsWith(base)) {
      return request.substring(base.length());
    }
    if ((request + "/").equals(base)) {
      return "";
    }
    return request.startsWith("/") ? request.substring(1) : request;
  }
}
