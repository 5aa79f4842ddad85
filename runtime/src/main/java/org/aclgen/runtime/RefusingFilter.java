package org.aclgen.runtime;

import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ContainerRequestFilter;
import org.aclgen.runtime.decisions.Reason;

/**
 * Refuses every request to a resource method that no registry lists and that the JAX-RS
 * implementation discovered while serving requests (a sub-resource whose class the processor could
 * not see): a JSON 403 that names no class or method, instead of a 500 at request time.
 */
final class RefusingFilter implements ContainerRequestFilter {

  private final ErrorReplies replies;
  private final Decisions decisions;
  private final Decisions.Operation site;

  /** A filter that tells {@code decisions} of each refusal as {@code site}. */
  RefusingFilter(ErrorReplies replies, Decisions decisions, Decisions.Operation site) {
    this.replies = replies;
    this.decisions = decisions;
    this.site = site;
  }

  @Override
  public void filter(ContainerRequestContext request) {
    request.abortWith(replies.undeclared());
    if (decisions.on()) {
      decisions.tell(
          site, request.getMethod(), null, Reason.UNLISTED, Authentication.known(request));
    }
  }
}
