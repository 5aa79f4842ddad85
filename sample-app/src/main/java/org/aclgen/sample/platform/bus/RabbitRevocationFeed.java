package org.aclgen.sample.platform.bus;

import com.rabbitmq.client.Channel;
import com.rabbitmq.client.Connection;
import com.rabbitmq.client.Delivery;
import com.rabbitmq.client.Recoverable;
import com.rabbitmq.client.RecoveryListener;
import com.rabbitmq.client.ShutdownListener;
import java.io.IOException;
import java.lang.System.Logger.Level;
import java.util.Map;
import java.util.concurrent.TimeoutException;
import org.aclgen.events.BusEvent;
import org.aclgen.events.EventBusException;
import org.aclgen.events.MalformedEventException;
import org.aclgen.sample.showcase.events.AppEvents;
import org.aclgen.tokens.RevocationFeed;
import org.aclgen.tokens.Subscription;

/**
 * The {@link RevocationFeed} of a {@link RabbitEventBus}: the platform's {@code
 * auth_session_deleted} events, read from an exclusive, server-named queue bound to the routing key
 * {@value AppEvents#SESSION_DELETED}, the token services' heartbeat {@value
 * TokenServiceSignals#ALIVE} and their goodbye {@value TokenServiceSignals#STOPPED} only, so that a
 * validator never reads the other events. Each token service's heartbeat and goodbye follow every
 * revocation it sent before, in order on one queue: the listener is told {@code
 * publisherAlive(origin)} and {@code publisherGone(origin)}, naming the token service by the
 * event's {@code origin_uuid} (one per start of an instance), and trusts its cache beyond the short
 * bound only while every token service it knows beats.
 *
 * <p>The listener is told {@code connected()} once the queue is consumed, {@code disconnected()} as
 * soon as the connection is lost (the queue, exclusive, goes with it), and {@code connected()}
 * again once the client's automatic recovery has declared, bound and consumed a new queue. A
 * message that cannot be read may have been a revocation: the listener is told to forget
 * everything.
 */
final class RabbitRevocationFeed implements RevocationFeed {

  private static final System.Logger LOG = System.getLogger(RabbitRevocationFeed.class.getName());

  private final Connection connection;

  RabbitRevocationFeed(Connection connection) {
    this.connection = connection;
  }

  @Override
  public Subscription subscribe(Receiver listener) {
    FeedState state = new FeedState(listener);
    Channel channel;
    try {
      channel = connection.createChannel();
      String queue = channel.queueDeclare().getQueue();
      channel.queueBind(queue, RabbitEventBus.EXCHANGE, AppEvents.SESSION_DELETED);
      channel.queueBind(queue, RabbitEventBus.EXCHANGE, TokenServiceSignals.ALIVE);
      channel.queueBind(queue, RabbitEventBus.EXCHANGE, TokenServiceSignals.STOPPED);
      RecoveryListener recovery = new Recovery(state);
      ShutdownListener shutdown = cause -> state.disconnected(cause.getMessage());
      ((Recoverable) connection).addRecoveryListener(recovery);
      connection.addShutdownListener(shutdown);
      // A channel closed on its own (a channel error) is not recovered until the connection is:
      // until then revocations are missed, so it counts as disconnected.
      channel.addShutdownListener(cause -> state.disconnected(cause.getMessage()));
      channel.basicConsume(
          queue,
          true,
          (tag, delivery) -> receive(delivery, listener),
          tag -> state.disconnected("the broker cancelled the revocation queue's consumer"));
      state.connected();
      Channel opened = channel;
      return () -> {
        state.close();
        ((Recoverable) connection).removeRecoveryListener(recovery);
        connection.removeShutdownListener(shutdown);
        closeQuietly(opened);
      };
    } catch (IOException | RuntimeException e) {
      throw new EventBusException("cannot subscribe to revocations on the bus", e);
    }
  }

  /**
   * Tells {@code listener} which sessions an {@code auth_session_deleted} message ends, or which
   * token service beats or stopped.
   */
  static void receive(Delivery delivery, Receiver listener) {
    Map<String, Object> data;
    try {
      BusEvent event = BusEvent.fromJson(delivery.getBody());
      if (event.name().equals(TokenServiceSignals.ALIVE)) {
        listener.publisherAlive(event.originUuid());
        return;
      }
      if (event.name().equals(TokenServiceSignals.STOPPED)) {
        listener.publisherGone(event.originUuid());
        return;
      }
      data = event.data();
    } catch (MalformedEventException e) {
      LOG.log(Level.WARNING, "an unreadable revocation evicts every cached token: " + e);
      listener.unknownRevoked();
      return;
    }
    if (data.get("uuid") instanceof String session
        && data.get("user_uuid") instanceof String user) {
      listener.sessionDeleted(session, user);
    } else if (data.get("user_uuid") instanceof String user) {
      listener.userRevoked(user);
    } else {
      LOG.log(Level.WARNING, "a revocation naming no session evicts every cached token");
      listener.unknownRevoked();
    }
  }

  private static void closeQuietly(Channel channel) {
    try {
      if (channel.isOpen()) {
        channel.close();
      }
    } catch (IOException | TimeoutException | RuntimeException e) {
      LOG.log(Level.DEBUG, "closing the revocation channel failed", e);
    }
  }

  /** The connection's recovery, which has bound and consumed a new queue when it completes. */
  private record Recovery(FeedState state) implements RecoveryListener {
    @Override
    public void handleRecovery(Recoverable recoverable) {
      state.connected();
    }

    @Override
    public void handleRecoveryStarted(Recoverable recoverable) {
      state.disconnected("the connection to the broker is recovering");
    }
  }

  /**
   * Passes state changes on in order, once each, and none after the subscription is closed: the
   * client calls from its connection and recovery threads.
   */
  private static final class FeedState {
    private final Receiver listener;
    private Boolean connected; // null until the first change
    private boolean closed;

    FeedState(Receiver listener) {
      this.listener = listener;
    }

    synchronized void connected() {
      if (!closed && !Boolean.TRUE.equals(connected)) {
        connected = true;
        listener.connected();
      }
    }

    synchronized void disconnected(String reason) {
      if (!closed && !Boolean.FALSE.equals(connected)) {
        connected = false;
        listener.disconnected(reason);
      }
    }

    synchronized void close() {
      closed = true;
    }
  }
}
