package org.aclgen.sample;

import java.time.Duration;
import org.aclgen.sample.platform.websocketd.EventService;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.handler.QoSHandler;
import org.eclipse.jetty.util.thread.QueuedThreadPool;

/**
 * How many requests may run at once: two separate caps, one for the token service and one for the
 * other services, and threads left over for the server itself and the event service.
 *
 * <p>A protected request may wait on a token lookup (with {@code --auth-url} pointing at this very
 * app), so the other services must never take the threads the lookups need; and a flood of token
 * requests must not take the threads of the other services either. Requests over a cap wait without
 * holding a thread (Jetty suspends them) and get a 503 after {@link #MAX_WAIT}.
 */
final class RequestCaps {

  /** The server's threads. */
  static final int MAX_THREADS = 80;

  /** Token service requests that may run at once. */
  static final int TOKEN_SERVICE_REQUESTS = 16;

  /** Requests of the other services (events excepted) that may run at once. */
  static final int OTHER_REQUESTS = 48;

  /** How long a request over its cap waits for its turn before a 503. */
  static final Duration MAX_WAIT = Duration.ofSeconds(30);

  private RequestCaps() {}

  /** {@code services} behind the two caps. */
  static Handler around(Handler services) {
    QoSHandler others = new QoSHandler(services);
    others.setMaxRequestCount(OTHER_REQUESTS);
    others.setMaxSuspend(MAX_WAIT);
    others.excludePath(Services.AUTH + "/*", EventService.PREFIX + "/*");
    QoSHandler tokenService = new QoSHandler(others);
    tokenService.setMaxRequestCount(TOKEN_SERVICE_REQUESTS);
    tokenService.setMaxSuspend(MAX_WAIT);
    tokenService.includePath(Services.AUTH + "/*");
    return tokenService;
  }

  /** The server's thread pool. */
  static QueuedThreadPool threadPool() {
    QueuedThreadPool pool = new QueuedThreadPool(MAX_THREADS, 4);
    pool.setName("sample-app");
    return pool;
  }
}
