package org.aclgen.runtime;

import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.SecurityContext;
import java.util.List;

/**
 * A matched request as a stack adapter shows it to aclgen's authorization of its resource method,
 * read from the stack's own request instead of a {@code ContainerRequestContext} (which a stack
 * such as Quarkus REST builds only for filters). See {@link MethodAuthorizer}.
 */
public interface MatchedRequest {

  /** The request's HTTP method. */
  String method();

  /**
   * The decoded values bound to the path variable {@code name}, along a locator chain too; empty
   * when the request has none.
   */
  List<String> pathValues(String name);

  /** The decoded values of the query parameter {@code name}; empty when the request has none. */
  List<String> queryValues(String name);

  /**
   * What aclgen kept for the request under {@code key}: what an integration handed over where the
   * stack keeps a request's data (on Quarkus REST, its Vert.x routing context's data), or else the
   * request's property of that name, where aclgen's filter before matching keeps it; null when
   * there is none.
   */
  Object data(String key);

  /** The request's security context; null when there is none. */
  SecurityContext securityContext();

  /** Replaces the request's security context. */
  void securityContext(SecurityContext context);

  /** Ends the request with {@code response}, as {@code ContainerRequestContext.abortWith} does. */
  void abortWith(Response response);
}
