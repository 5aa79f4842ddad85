package org.aclgen.sample.platform.websocketd;

import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.aclgen.events.BusEvent;
import org.aclgen.events.EventBus;
import org.aclgen.runtime.EventGateDecisions;
import org.aclgen.runtime.decisions.DecisionListener;
import org.aclgen.sample.platform.auth.IssuedToken;
import org.aclgen.sample.platform.auth.IssuedTokenEvents;
import org.aclgen.sample.platform.auth.IssuedTokenListener;
import org.aclgen.sample.showcase.events.AppEvents;
import org.aclgen.tokens.RemoteTokenValidator;
import org.aclgen.tokens.Subscription;
import org.aclgen.tokens.TokenValidator;
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
 *
 * <p>A revoked token loses its sessions (closed with 4002). When the validator is a {@link
 * IssuedTokenEvents} (the in-process token store), it tells the service of each revocation before
 * the revoking request returns, so no event reaches the session after it; when it is also a {@link
 * SharedTokenStore} (PostgreSQL, where other token services revoke too), it is asked every {@link
 * #REVALIDATE_EVERY} which of the sessions' tokens it still holds, in one query. Any other
 * validator (a remote token service) is asked again about every session's token every {@link
 * #REVALIDATE_EVERY}, and at once when the bus brings an {@code auth_session_deleted} event (after
 * the event's session is evicted from a {@link RemoteTokenValidator}'s cache): a revocation on
 * another instance then closes the session within the bus's delivery time, else within that
 * interval plus the validator's own cache time, and events may reach the session until then.
 */
public final class EventService implements AutoCloseable {

  private static final System.Logger LOG = System.getLogger(EventService.class.getName());

  /** The URL prefix of the service. */
  public static final String PREFIX = "/api/websocketd";

  /** A session without traffic is closed after this long; clients keep it open with pings. */
  static final Duration IDLE_TIMEOUT = Duration.ofHours(1);

  /** Client frames are small; a larger one closes the session with 1009 (message too big). */
  static final int MAX_FRAME_CHARS = 64 * 1024;

  /** How often sessions' tokens are validated again when the validator tells no revocations. */
  static final Duration REVALIDATE_EVERY = Duration.ofSeconds(1);

  private static final Duration OUTAGE_WARNING_EVERY = Duration.ofMinutes(1);

  private final EventBus bus;
  private final TokenValidator validator;
  private final EventGateDecisions gate;
  private final SessionTokenCheck tokens;
  private final SessionLimits limits = SessionLimits.forHeap(Runtime.getRuntime().maxMemory());
  private final IssuedTokenListener onRevoked = this::revoked;
  private final Set<EventSocket> sockets = ConcurrentHashMap.newKeySet();
  private final ScheduledExecutorService scheduler;
  private volatile Subscription subscription;
  // Only when the validator tells no revocations; on its own thread, since a remote token service
  // may take seconds to answer and must not delay the expiry timers.
  private volatile ScheduledExecutorService revalidator;
  private volatile long lastStoreWarning = System.nanoTime() - OUTAGE_WARNING_EVERY.toNanos() - 1;

  /** A service over {@code bus} that checks tokens with {@code validator} on {@code clock}. */
  public EventService(EventBus bus, TokenValidator validator, Clock clock) {
    this(bus, validator, List.of(), clock);
  }

  /**
   * As above, telling {@code listeners} of each event the gate lets through to a client or holds
   * back ({@link EventGateDecisions}).
   */
  public EventService(
      EventBus bus, TokenValidator validator, List<DecisionListener> listeners, Clock clock) {
    this.bus = bus;
    this.validator = validator;
    this.gate = EventGateDecisions.of(EventStack.SERVICE_NAME, listeners, clock);
    this.tokens = new SessionTokenCheck(validator, gate, clock);
    this.scheduler = daemonScheduler("websocketd-timers");
  }

  private static ScheduledExecutorService daemonScheduler(String name) {
    return Executors.newSingleThreadScheduledExecutor(
        runnable -> {
          Thread thread = new Thread(runnable, name);
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
    Runnable recheck = null;
    if (validator instanceof IssuedTokenEvents source) {
      source.addIssuedTokenListener(onRevoked);
      if (validator instanceof SharedTokenStore shared) {
        recheck = () -> recheckPresent(shared);
      }
    } else {
      recheck = this::revalidateAll;
    }
    if (recheck != null) {
      revalidator = daemonScheduler("websocketd-revalidation");
      long every = REVALIDATE_EVERY.toMillis();
      revalidator.scheduleWithFixedDelay(recheck, every, every, TimeUnit.MILLISECONDS);
    }
  }

  /** Stops listening to the bus and closes every session with 1001 (going away). */
  @Override
  public void close() {
    Subscription current = subscription;
    if (current != null) {
      current.close();
    }
    if (validator instanceof IssuedTokenEvents source) {
      source.removeIssuedTokenListener(onRevoked);
    }
    for (EventSocket socket : List.copyOf(sockets)) {
      socket.shutDown();
    }
    scheduler.shutdownNow();
    if (revalidator != null) {
      revalidator.shutdownNow();
    }
  }

  /** The event gate, telling the service's decision listeners. */
  EventGateDecisions gate() {
    return gate;
  }

  SessionTokenCheck tokens() {
    return tokens;
  }

  SessionLimits limits() {
    return limits;
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

  private void revoked(IssuedToken token) {
    for (EventSocket socket : sockets) {
      socket.revoked(token.token());
    }
  }

  private void revalidateAll() {
    // One slow or failing session must not stop the others' checks, nor the periodic task.
    for (EventSocket socket : sockets) {
      try {
        socket.revalidate();
      } catch (RuntimeException e) {
        LOG.log(System.Logger.Level.WARNING, "a session's token could not be re-validated", e);
      }
    }
  }

  /** Closes the sessions whose tokens another token service revoked in the shared store. */
  private void recheckPresent(SharedTokenStore shared) {
    Map<String, List<EventSocket>> byToken = new HashMap<>();
    for (EventSocket socket : sockets) {
      socket
          .currentToken()
          .ifPresent(t -> byToken.computeIfAbsent(t, k -> new ArrayList<>()).add(socket));
    }
    if (byToken.isEmpty()) {
      return;
    }
    Set<String> present;
    try {
      present = shared.presentAmong(byToken.keySet());
    } catch (RuntimeException e) {
      // Open sessions stay open through an outage of the store, as with a remote token service.
      long now = System.nanoTime();
      if (now - lastStoreWarning > OUTAGE_WARNING_EVERY.toNanos()) {
        lastStoreWarning = now;
        LOG.log(System.Logger.Level.WARNING, "the token store could not re-check tokens: " + e);
      }
      return;
    }
    byToken.forEach(
        (token, holders) -> {
          if (!present.contains(token)) {
            holders.forEach(socket -> socket.revoked(token));
          }
        });
  }

  private void dispatch(BusEvent event) {
    ScheduledExecutorService current = revalidator;
    if (current != null && event.name().equals(AppEvents.SESSION_DELETED)) {
      // Evicted here as well as by the validator's own feed, whose delivery may come later.
      if (validator instanceof RemoteTokenValidator remote
          && event.data().get("uuid") instanceof String session
          && event.data().get("user_uuid") instanceof String user) {
        remote.evictSession(session, user);
      }
      try {
        current.execute(this::revalidateAll);
      } catch (RejectedExecutionException closing) {
        // The service is closing: its sessions are being closed anyway.
      }
    }
    EventFrames frames = new EventFrames(event);
    for (EventSocket socket : sockets) {
      socket.deliver(event, frames);
    }
  }

  private EventSocket createSocket(JettyServerUpgradeRequest request) {
    String version = firstParameter(request, "version");
    // Every token the client sent, in the query and in headers: as a REST service does, two
    // different ones are refused rather than one picked.
    Set<String> sent = new LinkedHashSet<>();
    sent.addAll(request.getParameterMap().getOrDefault("token", List.of()));
    List<String> headers = request.getHeaders("X-Auth-Token");
    if (headers != null) {
      sent.addAll(headers);
    }
    SessionRefusal refusal =
        sent.size() > 1
            ? new SessionRefusal(CloseCode.AUTHENTICATION_FAILED, "two different tokens")
            : null;
    String token = sent.isEmpty() ? null : sent.iterator().next();
    return new EventSocket(this, ProtocolVersion.of(version).orElse(null), token, refusal);
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
