package org.aclgen.runtime;

import jakarta.ws.rs.container.ContainerRequestFilter;
import java.util.Objects;

/**
 * aclgen's authorization of one deployed resource method, for a stack adapter that runs it in the
 * stack's own handler chain instead of registering it as a filter (aclgen-quarkus on Quarkus REST).
 * {@link AclFeature#authorizer} makes one per method; the adapter calls {@link
 * #authorize(MatchedRequest)} for each of the method's requests and, when that answers false, runs
 * {@link #filter()} on the request's {@code ContainerRequestContext}: both decide alike, the first
 * without the stack building that context.
 */
public final class MethodAuthorizer {

  /** What can decide from a {@link MatchedRequest}: a filter of aclgen that reads no more. */
  interface Matched {
    /**
     * Decides the request, or answers false without any effect when it cannot: its authentication
     * was not handed over.
     */
    boolean authorize(MatchedRequest request);
  }

  private final ContainerRequestFilter filter;

  MethodAuthorizer(ContainerRequestFilter filter) {
    this.filter = Objects.requireNonNull(filter, "filter");
  }

  /**
   * Decides the request from what {@code request} shows: lets it through (with the principal set in
   * its security context) or aborts it, and answers true; answers false, having done nothing, when
   * this method's authorization needs the request's {@code ContainerRequestContext}.
   */
  public boolean authorize(MatchedRequest request) {
    return filter instanceof Matched matched && matched.authorize(request);
  }

  /** The method's authorization as a request filter, which decides every request. */
  public ContainerRequestFilter filter() {
    return filter;
  }
}
