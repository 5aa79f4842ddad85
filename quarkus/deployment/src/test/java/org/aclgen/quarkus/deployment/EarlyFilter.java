package org.aclgen.quarkus.deployment;

import jakarta.annotation.Priority;
import jakarta.ws.rs.Priorities;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ContainerRequestFilter;
import jakarta.ws.rs.container.PreMatching;
import jakarta.ws.rs.ext.Provider;

/**
 * A filter of the application before matching at aclgen's own priority, {@link
 * Priorities#AUTHENTICATION}: it may run before aclgen authenticates (to move a token from a cookie
 * into a header, say), so aclgen must authenticate after it, in its JAX-RS filter.
 */
@Provider
@PreMatching
@Priority(Priorities.AUTHENTICATION)
public class EarlyFilter implements ContainerRequestFilter {

  @Override
  public void filter(ContainerRequestContext request) {
    request.setProperty("early", Boolean.TRUE);
  }
}
