package org.aclgen.sample.platform.bus;

import com.rabbitmq.client.BuiltinExchangeType;
import com.rabbitmq.client.Channel;
import com.rabbitmq.client.Connection;
import com.rabbitmq.client.ConnectionFactory;
import com.rabbitmq.client.Delivery;
import com.rabbitmq.client.Recoverable;
import java.io.IOException;
import java.lang.System.Logger.Level;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.util.Objects;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicBoolean;
import org.aclgen.events.BusEvent;
import org.aclgen.events.EventBus;
import org.aclgen.events.EventBusException;
import org.aclgen.events.EventListener;
import org.aclgen.events.MalformedEventException;
import org.aclgen.tokens.RevocationFeed;
import org.aclgen.tokens.Subscription;

/**
 * An {@link EventBus} on RabbitMQ, so that several service instances share their events.
 *
 * <p>Events are published to the durable topic exchange {@value #EXCHANGE}, with the event's name
 * as routing key, as {@code application/json} in the platform's form ({@link BusEvent#toJson()}):
 * the {@code required_acl} travels in the body, which is the one place the subscribers read it
 * from, so a message's routing can never change who may receive it. Each subscription has its own
 * exclusive, server-named queue bound with {@code #}, deleted when the subscription or the
 * connection ends. Messages are read back strictly: a malformed one is logged and dropped.
 *
 * <p>Publishing uses publisher confirms: an event counts as handed over once the broker acks it.
 * While the broker is away, {@link #publish} does not fail: the event waits, with the others, in an
 * outbox bounded to {@value #MAX_WAITING_EVENTS} events and {@value #MAX_WAITING_BYTES} bytes of
 * JSON (past a bound, the oldest waiting event is dropped and counted in {@link #droppedEvents()}).
 * Every {@value #RECOVERY_INTERVAL_MILLIS} ms the client tries to reconnect; once connected it
 * declares the exchange, the subscription queues and their bindings again and resumes consuming,
 * and {@value #FLUSH_DELAY_MILLIS} ms later, when the other instances have had the time to bind
 * their queues again, the waiting events are published in the order they were raised, before any
 * later event. Events nacked by the broker, or unconfirmed when the connection was lost, are
 * published again in their place: delivery is at least once, and a subscriber may receive such an
 * event twice (and a nacked one after events that were already on their way behind it). Events
 * published while an instance was disconnected are not replayed to that instance's subscribers, and
 * events still waiting when the bus is closed are lost (the count is logged).
 */
public final class RabbitEventBus implements EventBus {

  /** The exchange every event goes through. */
  public static final String EXCHANGE = "aclgen.events";

  static final int RECOVERY_INTERVAL_MILLIS = 2_000;

  /**
   * At most this many events wait for the broker: a busy platform raises tens of events a second,
   * so this covers outages of minutes, far longer than a broker restart.
   */
  static final int MAX_WAITING_EVENTS = 10_000;

  /**
   * At most this much event JSON waits for the broker, so that a few huge events cannot take the
   * service's memory; typical events weigh a few hundred bytes.
   */
  static final long MAX_WAITING_BYTES = 16L * 1024 * 1024;

  /**
   * How long after this connection's recovery the outbox is published. Every instance retries every
   * {@value #RECOVERY_INTERVAL_MILLIS} ms, and a subscriber's queue is bound again only when its
   * own connection has recovered: an instance whose attempt came just before the broker was back
   * recovers one interval later, and events published before that would route to no queue of it.
   */
  static final long FLUSH_DELAY_MILLIS = RECOVERY_INTERVAL_MILLIS + 1_000L;

  /**
   * How long publishing pauses after the broker nacked events before they are sent again: a broker
   * that refuses every message (a queue at its limit with {@code reject-publish}) must not be
   * flooded with the same events in a loop.
   */
  static final long NACK_RETRY_DELAY_MILLIS = RECOVERY_INTERVAL_MILLIS;

  private static final int CONNECT_TIMEOUT_MILLIS = 5_000;
  private static final int MAX_ROUTING_KEY_BYTES = 255;
  private static final System.Logger LOG = System.getLogger(RabbitEventBus.class.getName());

  private final Connection connection;
  private final ConfirmedPublisher publisher;
  private final AtomicBoolean closed = new AtomicBoolean();

  private RabbitEventBus(Connection connection, ConfirmedPublisher publisher) {
    this.connection = connection;
    this.publisher = publisher;
  }

  /**
   * Connects to the broker at {@code uri}, such as {@code amqp://guest:guest@127.0.0.1:5672/%2F},
   * and declares the exchange.
   *
   * @throws EventBusException naming the broker (without the password) if it cannot be reached
   */
  public static RabbitEventBus connect(URI uri, String clientName) {
    ConnectionFactory factory = new ConnectionFactory();
    try {
      factory.setUri(uri);
    } catch (URISyntaxException | GeneralSecurityException e) {
      throw new EventBusException("the bus URL " + redacted(uri) + " is not usable", e);
    }
    factory.setAutomaticRecoveryEnabled(true);
    factory.setTopologyRecoveryEnabled(true);
    factory.setNetworkRecoveryInterval(RECOVERY_INTERVAL_MILLIS);
    factory.setConnectionTimeout(CONNECT_TIMEOUT_MILLIS);
    try {
      Connection connection = factory.newConnection(clientName);
      Channel channel = connection.createChannel();
      channel.exchangeDeclare(EXCHANGE, BuiltinExchangeType.TOPIC, true);
      // Automatic recovery is on, so the factory made a recoverable connection.
      return new RabbitEventBus(
          connection, ConfirmedPublisher.start((Recoverable) connection, channel));
    } catch (IOException | TimeoutException e) {
      throw new EventBusException("cannot connect to the bus at " + redacted(uri), e);
    }
  }

  /**
   * Publishes {@code event}, or keeps it for when the broker is back: a broker outage is not an
   * error here.
   *
   * @throws IllegalArgumentException if the event's name is longer than a routing key may be
   * @throws IllegalStateException if the bus is closed
   */
  @Override
  public void publish(BusEvent event) {
    Objects.requireNonNull(event, "event");
    checkOpen();
    routingKey(event.name());
    publisher.publish(event);
  }

  /**
   * Publishes {@code event} only if nothing waits to be sent before it and the broker is connected;
   * see {@link ConfirmedPublisher#publishIfNothingWaits}.
   */
  public boolean publishIfNothingWaits(BusEvent event) {
    Objects.requireNonNull(event, "event");
    checkOpen();
    routingKey(event.name());
    return publisher.publishIfNothingWaits(event);
  }

  /**
   * The platform's {@code auth_session_deleted} events on this bus's connection, for a {@link
   * org.aclgen.tokens.RemoteTokenValidator} to evict revoked tokens at once.
   */
  public RevocationFeed revocationFeed() {
    return new RabbitRevocationFeed(connection);
  }

  /** The events published and not yet confirmed by the broker: waiting or on their way. */
  public int pendingEvents() {
    return publisher.pendingEvents();
  }

  /** The events dropped, oldest first, because too many were waiting for the broker. */
  public long droppedEvents() {
    return publisher.droppedEvents();
  }

  @Override
  public Subscription subscribe(EventListener listener) {
    Objects.requireNonNull(listener, "listener");
    checkOpen();
    try {
      Channel channel = connection.createChannel();
      String queue = channel.queueDeclare().getQueue();
      channel.queueBind(queue, EXCHANGE, "#");
      channel.basicConsume(queue, true, (tag, delivery) -> receive(delivery, listener), tag -> {});
      return () -> closeQuietly(channel);
    } catch (IOException | RuntimeException e) {
      throw new EventBusException("cannot subscribe to the bus", e);
    }
  }

  /**
   * Closes the connection, which ends the subscriptions. Events on their way are handed to the
   * broker first; events still waiting for the broker are lost, and their count is logged.
   */
  @Override
  public void close() {
    if (!closed.compareAndSet(false, true)) {
      return;
    }
    publisher.close();
    try {
      if (connection.isOpen()) {
        connection.close(CONNECT_TIMEOUT_MILLIS);
      } else {
        // Recovering: aborting stops the recovery, which would otherwise reconnect a closed bus.
        connection.abort(CONNECT_TIMEOUT_MILLIS);
      }
    } catch (IOException | RuntimeException e) {
      LOG.log(Level.DEBUG, "closing the bus connection failed", e);
    }
  }

  /** The routing key of an event: its name, which must fit AMQP's 255 bytes. */
  static String routingKey(String eventName) {
    if (eventName.getBytes(StandardCharsets.UTF_8).length > MAX_ROUTING_KEY_BYTES) {
      throw new IllegalArgumentException(
          "an event name longer than " + MAX_ROUTING_KEY_BYTES + " bytes cannot be a routing key");
    }
    return eventName;
  }

  private static void receive(Delivery delivery, EventListener listener) {
    if (TokenServiceSignals.isForRevocationFeedsOnly(delivery.getEnvelope().getRoutingKey())) {
      return; // the token services' heartbeats and goodbyes are for the revocation feeds only
    }
    BusEvent event;
    try {
      event = BusEvent.fromJson(delivery.getBody());
    } catch (MalformedEventException e) {
      LOG.log(Level.WARNING, "dropped a malformed bus message: " + e.getMessage());
      return;
    }
    try {
      listener.onEvent(event);
    } catch (RuntimeException e) {
      LOG.log(Level.WARNING, "listener failed on event " + event.name(), e);
    }
  }

  private void checkOpen() {
    // A connection that is recovering is not closed: publish keeps the event for later.
    if (closed.get()) {
      throw new IllegalStateException("the event bus is closed");
    }
  }

  private static void closeQuietly(Channel channel) {
    try {
      if (channel.isOpen()) {
        channel.close();
      }
    } catch (IOException | TimeoutException | RuntimeException e) {
      LOG.log(Level.DEBUG, "closing a subscription channel failed", e);
    }
  }

  /** The URL without its user information, fit for messages and logs. */
  static String redacted(URI uri) {
    return uri.getScheme()
        + "://"
        + uri.getHost()
        + (uri.getPort() < 0 ? "" : ":" + uri.getPort())
        + (uri.getRawPath() == null ? "" : uri.getRawPath());
  }
}
