package org.aclgen.sample.events;

import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import org.aclgen.events.BusEvent;
import org.aclgen.events.EventBus;
import org.aclgen.runtime.TokenValidator;
import org.eclipse.jetty.ee10.servlet.ServletContextHandler;
import org.eclipse.jetty.ee10.servlet.ServletHolder;
import org.eclipse.jetty.ee10.websocket.server.JettyServerUpgradeRequest;
import org.eclipse.jetty.ee10.websocket.server.JettyWebSocketServlet;
import org.eclipse.jetty.ee10.websocket.server.JettyWebSocketServletFactory;
import org.eclipse.jetty.ee10.websocket.server.config.JettyWebSocketServletContainerInitializer;

/**
 * The event service ({@code websocketd}): a WebSocket endpoint that passes the bus's events on to
 * the clients whose tokens may receive them.
 *
 * <p>A client connects to {@code /api/websocketd/?version=2} with its token in {@code ?token=} or
 * the {@code X-Auth-Token} header; see {@link EventSocket} for the protocol and {@link
 * org.aclgen.events.EventGate} for who receives what. The service listens to its bus from {@link
 * #install} until {@link #close}.
 */
public final class EventService implements AutoCloseable {

  /** The URL prefix of the service. */
  public static final String PREFIX = "/api/websocketd";

  /** A session without traffic is closed after this long; clients keep it open with pings. */
  static final Duration IDLE_TIMEOUT = Duration.ofHours(1);

  /** Client frames are small; a larger one is a protocol error. */
  static final int MAX_FRAME_CHARS = 64 * 1024;

  private final EventBus bus;
  private final TokenGate tokens;
  private final Set<EventSocket> sockets = ConcurrentHashMap.newKeySet();
  private final ScheduledExecutorService scheduler;
  private volatile EventBus.Subscription subscription;

  /** A service over {@code bus} that checks tokens with {@code validator} on {@code clock}. */
  public EventService(EventBus bus, TokenValidator validator, Clock clock) {
    this.bus = bus;
    this.tokens = new TokenGate(validator, clock);
    this.scheduler =
        Executors.newSingleThreadScheduledExecutor(
            runnable -> {
              Thread thread = new Thread(runnable, "websocketd-timers");
              thread.setDaemon(true);
              return thread;
            });
  }

  /**
   * Mounts the service under {@link #PREFIX} in {@code context} and starts listening to the bus.
   */
  public void install(ServletContextHandler context) {
    JettyWebSocketServletContainerInitializer.configure(context, null);
    context.addServlet(new ServletHolder("websocketd", new Endpoint()), PREFIX + "/*");
    subscription = bus.subscribe(this::dispatch);
  }

  /** Stops listening to the bus and closes every session with 1001 (going away). */
  @Override
  public void close() {
    EventBus.Subscription current = subscription;
    if (current != null) {
      current.close();
    }
    for (EventSocket socket : List.copyOf(sockets)) {
      socket.shutDown();
    }
    scheduler.shutdownNow();
  }

  TokenGate tokens() {
    return tokens;
  }

  ScheduledExecutorService scheduler() {
    return scheduler;
  }

  /** The sessions that receive bus events now: admitted, and not ended since. */
  int sessionCount() {
    return sockets.size();
  }

  void register(EventSocket socket) {
    sockets.add(socket);
  }

  void unregister(EventSocket socket) {
    sockets.remove(socket);
  }

  private void dispatch(BusEvent event) {
    EventFrames frames = new EventFrames(event);
    for (EventSocket socket : sockets) {
      socket.deliver(event, frames);
    }
  }

  private EventSocket createSocket(JettyServerUpgradeRequest request) {
    String version = firstParameter(request, "version");
    String token = firstParameter(request, "token");
    if (token == null) {
      token = request.getHeader("X-Auth-Token");
    }
    return new EventSocket(this, ProtocolVersion.of(version).orElse(null), token);
  }

  private static String firstParameter(JettyServerUpgradeRequest request, String name) {
    List<String> values = request.getParameterMap().get(name);
    return values == null || values.isEmpty() ? null : values.get(0);
  }

  /** The servlet that upgrades requests under {@link #PREFIX} to event sessions. */
  private final class Endpoint extends JettyWebSocketServlet {

    private static final long serialVersionUID = 1L;

    @Override
    protected void configure(JettyWebSocketServletFactory factory) {
      factory.setIdleTimeout(IDLE_TIMEOUT);
      factory.setMaxTextMessageSize(MAX_FRAME_CHARS);
      factory.setMaxBinaryMessageSize(MAX_FRAME_CHARS);
      factory.setCreator((request, response) -> createSocket(request));
    }
  }
}
