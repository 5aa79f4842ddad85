package org.aclgen.runtime;

import jakarta.ws.rs.container.ContainerRequestContext;
import java.util.List;
import java.util.function.Function;

/**
 * The values of a request's headers, read without making the JAX-RS implementation copy them all.
 *
 * <p>Quarkus REST builds its {@code HttpHeaders} the first time anything asks for a header: a
 * case-insensitive copy of every header of the request, made on the I/O thread before matching, for
 * the one or two headers that carry the token. When nothing has asked yet, this class reads the two
 * headers from the server request underneath instead. Once the copy exists (a filter of the
 * application read or changed the headers), it reads the copy, since a filter may have changed it.
 * Everywhere else, and on a Quarkus REST whose internals are not as expected, it reads {@link
 * ContainerRequestContext#getHeaders()}: the fast path only ever skips a copy, never a value.
 */
final class RequestHeaders {

  private RequestHeaders() {}

  /** A header's values by its name, read from where it should be; null or empty when absent. */
  static Function<String, List<String>> of(ContainerRequestContext request) {
    if (StackChecks.quarkusRest() && QuarkusRestRequests.handles(request)) {
      Function<String, List<String>> direct = QuarkusRestRequests.uncopied(request);
      if (direct != null) {
        return direct;
      }
    }
    return request.getHeaders()::get;
  }
}
