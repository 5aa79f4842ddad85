package org.aclgen.runtime;

import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ContainerRequestFilter;
import java.util.List;

/**
 * Guards a handler of programmatic resources (Jersey's {@code Resource.builder(...)}): such a
 * handler has no JAX-RS annotations for a registry to key, so the operation is found at request
 * time among those declared with {@link AclFeature.Builder#requireAcl} and {@link
 * AclFeature.Builder#publicOperation}, by method and path. A request matching none is refused.
 */
final class DeclaredOperationsFilter implements ContainerRequestFilter {

  /** One declared operation and its filter; a public operation has none. */
  record Guard(KnownOperation operation, AclFilter filter) {}

  private final List<Guard> guards;
  private final ErrorReplies replies;

  DeclaredOperationsFilter(List<Guard> guards, ErrorReplies replies) {
    this.guards = List.copyOf(guards);
    this.replies = replies;
  }

  @Override
  public void filter(ContainerRequestContext request) {
    String path = request.getUriInfo().getPath(false);
    for (Guard guard : guards) {
      if (guard.operation().serves(request.getMethod())
          && guard.operation().match(path).isPresent()) {
        if (guard.filter() != null) {
          guard.filter().filter(request);
        }
        return;
      }
    }
    request.abortWith(replies.undeclared());
  }
}
