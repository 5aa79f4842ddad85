package org.aclgen.runtime;

import jakarta.ws.rs.container.ContainerRequestContext;

/**
 * How a stack adapter runs blocking work for a request whose filter the stack calls on a thread
 * that must not block (Quarkus REST calls filters before matching on the request's I/O thread): it
 * suspends the request, runs the work on a thread that may block, and resumes the request once the
 * work is done. {@link AclFeature#suspendingWith} gives it to aclgen's authentication filter, which
 * hands it the validation of a token that would wait on another process (one its validator has not
 * cached).
 */
@FunctionalInterface
public interface RequestSuspension {

  /**
   * Suspends {@code request}, runs {@code work} on a thread that may block, resumes the request
   * when the work returns (with its exception as the request's failure, when it throws), and
   * answers true; or answers false, having done nothing, when the calling thread may block: the
   * caller then runs the work itself.
   */
  boolean runSuspended(ContainerRequestContext request, Runnable work);
}
