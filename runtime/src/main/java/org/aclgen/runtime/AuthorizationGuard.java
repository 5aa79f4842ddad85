package org.aclgen.runtime;

import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ContainerRequestFilter;
import jakarta.ws.rs.ext.Provider;
import java.time.Clock;
import java.util.concurrent.atomic.AtomicLong;
import org.aclgen.runtime.decisions.Reason;

/**
 * The last word on every matched request: it refuses any request that no aclgen filter judged, so
 * that a resource method the JAX-RS implementation deployed without aclgen's authorization (a stack
 * that skips dynamic features, a feature that was never registered) fails closed instead of running
 * unprotected. Applications never use it directly.
 *
 * <p>Every per-method filter of aclgen marks the request it lets through; this global filter runs
 * after them and answers 500 when the mark is missing. {@link AclFeature} registers it; it is also
 * a {@link Provider}, and the runtime jar's Jandex index lists it alone, so that a stack which
 * discovers providers in its libraries (Quarkus, Jakarta EE servers, RESTEasy with scanning)
 * applies it even when the application forgot the feature, or registered it in a way the stack
 * ignores.
 */
@Provider
public final class AuthorizationGuard implements ContainerRequestFilter {

  /** After {@link jakarta.ws.rs.Priorities#AUTHORIZATION}, before the application's own filters. */
  static final int PRIORITY = jakarta.ws.rs.Priorities.AUTHORIZATION + 100;

  private static final System.Logger LOG = System.getLogger(AuthorizationGuard.class.getName());
  private static final String JUDGED = AuthorizationGuard.class.getName() + ".judged";
  private static final int LOGGED_REFUSALS = 10;

  private final ErrorReplies replies;
  private final Decisions decisions;
  private final Decisions.Operation site;
  private final AtomicLong refusals = new AtomicLong();

  /**
   * The guard as a stack discovers it.
   *
   * @throws IllegalStateException on Quarkus REST without aclgen-quarkus, which would apply the
   *     guard alone and authorize no method: the application does not start
   */
  public AuthorizationGuard() {
    this(new ErrorReplies(Clock.systemUTC(), "aclgen"));
    StackChecks.refuseQuarkusRestWithoutTheExtension();
  }

  AuthorizationGuard(ErrorReplies replies) {
    this(replies, Decisions.NONE, "aclgen");
  }

  /** A guard that tells {@code decisions} of its refusals, in the name of {@code realm}. */
  AuthorizationGuard(ErrorReplies replies, Decisions decisions, String realm) {
    this.replies = replies;
    this.decisions = decisions;
    this.site = new Decisions.Operation(realm, null, null, null);
  }

  /** Marks a request that an aclgen filter let through. */
  static void judged(ContainerRequestContext request) {
    request.setProperty(JUDGED, Boolean.TRUE);
  }

  @Override
  public void filter(ContainerRequestContext request) {
    if (request.getProperty(JUDGED) != null) {
      return;
    }
    if (refusals.incrementAndGet() <= LOGGED_REFUSALS) {
      LOG.log(
          RuntimeMessage.UNJUDGED.level(),
          () ->
              RuntimeMessage.UNJUDGED.format(
                  request.getMethod(),
                  RequestPaths.encoded(request.getUriInfo()),
                  LOGGED_REFUSALS));
    }
    request.abortWith(replies.unjudged());
    if (decisions.on()) {
      decisions.tell(
          site, request.getMethod(), null, Reason.UNJUDGED, Authentication.known(request));
    }
  }
}
