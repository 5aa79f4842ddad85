package org.aclgen.stacks.servlet;

import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ContainerResponseContext;
import jakarta.ws.rs.container.ContainerResponseFilter;
import jakarta.ws.rs.ext.Provider;

/** Marks every response that went through Quarkus REST's JAX-RS response filters. */
@Provider
public class ResponseMarkFilter implements ContainerResponseFilter {

  static final String HEADER = "X-Through-Quarkus-Rest";

  @Override
  public void filter(ContainerRequestContext request, ContainerResponseContext response) {
    response.getHeaders().putSingle(HEADER, "yes");
  }
}
