package org.aclgen.quarkus.deployment;

import jakarta.annotation.Priority;
import jakarta.ws.rs.Priorities;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ContainerRequestFilter;
import jakarta.ws.rs.container.PreMatching;
import jakarta.ws.rs.ext.Provider;

/**
 * A filter of the application before matching that runs after authentication: it changes nothing.
 */
@Provider
@PreMatching
@Priority(Priorities.USER)
public class LateFilter implements ContainerRequestFilter {

  @Override
  public void filter(ContainerRequestContext request) {
    request.setProperty("late", Boolean.TRUE);
  }
}
