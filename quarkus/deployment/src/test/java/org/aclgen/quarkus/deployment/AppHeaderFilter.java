package org.aclgen.quarkus.deployment;

import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ContainerResponseContext;
import jakarta.ws.rs.container.ContainerResponseFilter;
import jakarta.ws.rs.ext.Provider;

/**
 * A response filter of the application: it marks every reply that went through JAX-RS, so that a
 * test tells aclgen's refusals in the route ahead of Quarkus REST (unmarked) from those of its
 * JAX-RS filters (marked).
 */
@Provider
public class AppHeaderFilter implements ContainerResponseFilter {

  static final String HEADER = "X-Seen-By-Application";

  @Override
  public void filter(ContainerRequestContext request, ContainerResponseContext response) {
    response.getHeaders().putSingle(HEADER, "yes");
  }
}
