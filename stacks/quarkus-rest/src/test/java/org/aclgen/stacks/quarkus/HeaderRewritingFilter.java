package org.aclgen.stacks.quarkus;

import io.quarkus.arc.profile.IfBuildProfile;
import jakarta.annotation.Priority;
import jakarta.ws.rs.Priorities;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ContainerRequestFilter;
import jakarta.ws.rs.container.PreMatching;
import jakarta.ws.rs.ext.Provider;

/**
 * An application filter that changes the token headers before aclgen reads them, as a filter
 * turning a cookie into a header would: {@code ?header-token=T} sets {@code X-Auth-Token: T}, and
 * {@code ?drop-token} removes the request's {@code X-Auth-Token}. Other requests it leaves alone,
 * headers unread.
 *
 * <p>Part of the application only in the {@code header-rewriting} profile ({@link
 * HeaderRewritingTest}): a filter before matching that runs before aclgen's makes aclgen
 * authenticate in its JAX-RS filter instead of in its route ahead of Quarkus REST.
 */
@IfBuildProfile("header-rewriting")
@Provider
@PreMatching
@Priority(Priorities.AUTHENTICATION - 100)
public class HeaderRewritingFilter implements ContainerRequestFilter {

  @Override
  public void filter(ContainerRequestContext request) {
    var query = request.getUriInfo().getQueryParameters();
    if (query.containsKey("header-token")) {
      request.getHeaders().putSingle("X-Auth-Token", query.getFirst("header-token"));
    }
    if (query.containsKey("drop-token")) {
      request.getHeaders().remove("X-Auth-Token");
    }
  }
}
