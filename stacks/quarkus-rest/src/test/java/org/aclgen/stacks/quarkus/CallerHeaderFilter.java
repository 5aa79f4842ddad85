package org.aclgen.stacks.quarkus;

import jakarta.inject.Inject;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ContainerResponseContext;
import jakarta.ws.rs.container.ContainerResponseFilter;
import jakarta.ws.rs.ext.Provider;
import org.aclgen.runtime.AclPrincipal;

/**
 * A singleton of the application that injects the request-scoped {@link AclPrincipal}: it names the
 * caller in a header, or the failure of asking for a principal on a request that has none.
 */
@Provider
public class CallerHeaderFilter implements ContainerResponseFilter {

  @Inject AclPrincipal caller;

  @Override
  public void filter(ContainerRequestContext request, ContainerResponseContext response) {
    try {
      response.getHeaders().putSingle("X-Caller", caller.authId());
    } catch (RuntimeException e) {
      Throwable cause = e;
      while (cause.getCause() != null && !cause.getMessage().contains("[aclgen.")) {
        cause = cause.getCause();
      }
      response.getHeaders().putSingle("X-Caller-Error", String.valueOf(cause.getMessage()));
    }
  }
}
