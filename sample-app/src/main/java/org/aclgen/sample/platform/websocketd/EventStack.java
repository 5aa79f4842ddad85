package org.aclgen.sample.platform.websocketd;

import java.net.URI;
import java.time.Clock;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import org.aclgen.events.EventBus;
import org.aclgen.events.InProcessEventBus;
import org.aclgen.runtime.decisions.DecisionListener;
import org.aclgen.sample.platform.bus.RabbitEventBus;
import org.aclgen.sample.platform.bus.TokenServiceSignals;
import org.aclgen.sample.showcase.events.AppEvents;
import org.aclgen.tokens.RevocationFeed;
import org.aclgen.tokens.TokenValidator;
import org.eclipse.jetty.ee10.servlet.ServletContextHandler;

/**
 * Everything events need in one running app: the bus (in-process, or RabbitMQ when a bus URL is
 * given), the publisher stamped with this instance's {@code origin_uuid}, and the WebSocket event
 * service.
 */
public final class EventStack implements AutoCloseable {

  /** The ACL service word of the event service, as announced on the bus. */
  public static final String SERVICE_NAME = "websocketd";

  private final EventBus bus;
  private final AppEvents events;
  private final TokenServiceSignals signals;
  private final Clock clock;
  private EventService service;

  private EventStack(EventBus bus, String originUuid, Clock clock) {
    this.bus = bus;
    this.events = new AppEvents(bus, originUuid);
    this.signals = new TokenServiceSignals(bus, originUuid);
    this.clock = clock;
  }

  /**
   * Opens the bus: RabbitMQ at {@code busUrl} when present, else an in-process bus.
   *
   * @throws org.aclgen.events.EventBusException if the broker cannot be reached
   */
  public static EventStack open(Optional<URI> busUrl, Clock clock) {
    String originUuid = UUID.randomUUID().toString();
    EventBus bus =
        busUrl
            .<EventBus>map(url -> RabbitEventBus.connect(url, "aclgen-sample-app " + originUuid))
            .orElseGet(InProcessEventBus::new);
    return new EventStack(bus, originUuid, clock);
  }

  /** The publisher of this app's events. */
  public AppEvents events() {
    return events;
  }

  /** The token service's heartbeat and goodbye, as this instance. */
  public TokenServiceSignals tokenServiceSignals() {
    return signals;
  }

  /** The bus the events travel on. */
  public EventBus bus() {
    return bus;
  }

  /**
   * Where a remote token validator learns of revocations: the RabbitMQ bus's {@code
   * auth_session_deleted} events, or empty on an in-process bus (no other instance revokes).
   */
  public Optional<RevocationFeed> revocationFeed() {
    return bus instanceof RabbitEventBus rabbit
        ? Optional.of(rabbit.revocationFeed())
        : Optional.empty();
  }

  /**
   * Mounts the event service in {@code context}; its clients' tokens go to {@code validator}, and
   * the event gate's decisions to {@code listeners}.
   */
  public void install(
      ServletContextHandler context, TokenValidator validator, List<DecisionListener> listeners) {
    service = new EventService(bus, validator, listeners, clock);
    service.install(context);
  }

  /** The clients of the event service that receive bus events now; 0 before {@link #install}. */
  public int eventSessions() {
    EventService current = service;
    return current == null ? 0 : current.sessionCount();
  }

  /**
   * The most sessions the event service holds at once, all users together: what a quarter of the
   * heap holds at the worst case per session.
   */
  public int maxEventSessions() {
    return SessionLimits.totalForHeap(Runtime.getRuntime().maxMemory());
  }

  /** Announces on the bus that each service (name to base URL) now answers. */
  public void announceStarted(Map<String, URI> services) {
    services.forEach((name, url) -> events.serviceRegistered(name, url.toString()));
  }

  /** Announces on the bus that each service (name to base URL) stops answering. */
  public void announceStopping(Map<String, URI> services) {
    services.forEach((name, url) -> events.serviceDeregistered(name, url.toString()));
  }

  /** Closes the event service's sessions and then the bus. */
  @Override
  public void close() {
    if (service != null) {
      service.close();
    }
    bus.close();
  }
}
