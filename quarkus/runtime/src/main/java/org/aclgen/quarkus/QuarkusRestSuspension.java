package org.aclgen.quarkus;

import io.vertx.core.Context;
import io.vertx.core.Vertx;
import jakarta.ws.rs.container.ContainerRequestContext;
import org.aclgen.runtime.RequestSuspension;
import org.jboss.resteasy.reactive.server.spi.ResteasyReactiveContainerRequestContext;

/**
 * On Quarkus REST, runs blocking work for a filter that Quarkus REST calls on the request's I/O
 * thread (a filter before matching) on a worker thread instead, through Quarkus REST's public way
 * to suspend a request in a filter ({@link ResteasyReactiveContainerRequestContext#suspend()}). The
 * I/O thread goes on serving other requests meanwhile, and the request goes on, or is refused, once
 * the work is done. On any other thread it leaves the work to its caller.
 */
final class QuarkusRestSuspension implements RequestSuspension {

  @Override
  public boolean runSuspended(ContainerRequestContext request, Runnable work) {
    if (!(request instanceof ResteasyReactiveContainerRequestContext suspendable)
        || !Context.isOnEventLoopThread()) {
      return false;
    }
    Context context = Vertx.currentContext();
    suspendable.suspend();
    context
        .executeBlocking(
            () -> {
              work.run();
              return null;
            },
            false)
        .onComplete(
            done -> {
              if (done.succeeded()) {
                suspendable.resume();
              } else {
                suspendable.resume(done.cause());
              }
            });
    return true;
  }
}
