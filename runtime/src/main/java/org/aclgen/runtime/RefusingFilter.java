package org.aclgen.runtime;

import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ContainerRequestFilter;

/**
 * Refuses every request to a resource method that no registry lists and that the JAX-RS
 * implementation discovered while serving requests (a sub-resource whose class the processor could
 * not see): a JSON 403 that names no class or method, instead of a 500 at request time.
 */
final class RefusingFilter implements ContainerRequestFilter {

  private final ErrorReplies replies;

  RefusingFilter(ErrorReplies replies) {
    this.replies = replies;
  }

  @Override
  public void filter(ContainerRequestContext request) {
    request.abortWith(replies.undeclared());
  }
}
