package org.aclgen.sample.events;

import com.rabbitmq.client.AMQP;
import com.rabbitmq.client.BuiltinExchangeType;
import com.rabbitmq.client.Channel;
import com.rabbitmq.client.Connection;
import com.rabbitmq.client.ConnectionFactory;
import com.rabbitmq.client.Delivery;
import java.io.IOException;
import java.lang.System.Logger.Level;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicBoolean;
import org.aclgen.events.BusEvent;
import org.aclgen.events.EventBus;
import org.aclgen.events.EventBusException;
import org.aclgen.events.EventListener;
import org.aclgen.events.MalformedEventException;

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
 * <p>Reconnection: the connection uses the client's automatic recovery. When the broker goes away,
 * publishing fails with {@link EventBusException} (the caller logs it), and every {@value
 * #RECOVERY_INTERVAL_MILLIS} ms the client tries to reconnect; once connected it declares the
 * exchange, the subscription queues and their bindings again and resumes consuming. Events
 * published while an instance was disconnected are not replayed to it.
 */
public final class RabbitEventBus implements EventBus {

  /** The exchange every event goes through. */
  public static final String EXCHANGE = "aclgen.events";

  static final int RECOVERY_INTERVAL_MILLIS = 2_000;
  private static final int CONNECT_TIMEOUT_MILLIS = 5_000;
  private static final int MAX_ROUTING_KEY_BYTES = 255;
  private static final System.Logger LOG = System.getLogger(RabbitEventBus.class.getName());

  private final Connection connection;
  private final Channel publishChannel;
  private final AtomicBoolean closed = new AtomicBoolean();

  private RabbitEventBus(Connection connection, Channel publishChannel) {
    this.connection = connection;
    this.publishChannel = publishChannel;
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
      return new RabbitEventBus(connection, channel);
    } catch (IOException | TimeoutException e) {
      throw new EventBusException("cannot connect to the bus at " + redacted(uri), e);
    }
  }

  @Override
  public void publish(BusEvent event) {
    Objects.requireNonNull(event, "event");
    checkOpen();
    AMQP.BasicProperties properties =
        new AMQP.BasicProperties.Builder()
            .contentType("application/json")
            .contentEncoding("utf-8")
            .headers(Map.of("name", event.name(), "origin_uuid", event.originUuid()))
            .build();
    try {
      synchronized (publishChannel) {
        publishChannel.basicPublish(
            EXCHANGE, routingKey(event.name()), properties, event.toJsonBytes());
      }
    } catch (IOException | RuntimeException e) {
      throw new EventBusException("event " + event.name() + " could not be published", e);
    }
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

  @Override
  public void close() {
    if (closed.compareAndSet(false, true) && connection.isOpen()) {
      try {
        connection.close(CONNECT_TIMEOUT_MILLIS);
      } catch (IOException | RuntimeException e) {
        LOG.log(Level.DEBUG, "closing the bus connection failed", e);
      }
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
    // A connection that is recovering is not closed: publish reports that failure instead.
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
