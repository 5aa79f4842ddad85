package org.aclgen.sample.platform.bus;

import com.rabbitmq.client.Channel;
import com.rabbitmq.client.Recoverable;
import com.rabbitmq.client.RecoveryListener;
import com.rabbitmq.client.ShutdownSignalException;
import java.io.IOException;
import java.lang.System.Logger.Level;
import java.util.List;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.ReentrantLock;
import org.aclgen.events.BusEvent;

/**
 * Publishes the events of a {@link RabbitEventBus} on one channel in confirm mode, in order, and
 * keeps them in a {@link BusOutbox} while the broker cannot take them.
 *
 * <p>An event counts as delivered to the broker once the broker acks it. An event the broker nacks,
 * or that is unconfirmed when the connection is lost, goes back to the outbox in its place, so it
 * may reach subscribers twice (at-least-once); after a nack, publishing pauses for {@link
 * RabbitEventBus#NACK_RETRY_DELAY_MILLIS}. While the connection is down nothing is sent; once the
 * client has recovered the connection and its topology, the outbox is published, after {@link
 * RabbitEventBus#FLUSH_DELAY_MILLIS}, ahead of every later event.
 */
final class ConfirmedPublisher {

  private static final System.Logger LOG = System.getLogger(RabbitEventBus.class.getName());

  private enum State {
    CONNECTED,
    DOWN,
    RECOVERED,
    PAUSED_AFTER_NACK,
    CLOSED
  }

  private final Channel channel;
  private final ScheduledExecutorService flusher;
  // Held while sending, so that delivery tags follow the order of the events. Taken before
  // stateLock, never while holding it.
  private final ReentrantLock sendLock = new ReentrantLock();
  // Guards everything below. Held briefly and never while sending, because the client's reader
  // thread takes it for every confirm: a send blocked on the socket must not block the reader.
  private final Object stateLock = new Object();
  private final BusOutbox outbox =
      new BusOutbox(RabbitEventBus.MAX_WAITING_EVENTS, RabbitEventBus.MAX_WAITING_BYTES);
  private final UnconfirmedEvents unconfirmed = new UnconfirmedEvents();
  private final OutageLog log =
      new OutageLog(RabbitEventBus.MAX_WAITING_EVENTS, RabbitEventBus.MAX_WAITING_BYTES);
  private State state = State.CONNECTED;

  private ConfirmedPublisher(Channel channel) {
    this.channel = channel;
    this.flusher =
        Executors.newSingleThreadScheduledExecutor(
            task -> {
              Thread thread = new Thread(task, "aclgen-bus-outbox");
              thread.setDaemon(true);
              return thread;
            });
  }

  /**
   * Puts {@code channel} in confirm mode and publishes on it; {@code connection} is the channel's
   * automatically recovering connection.
   */
  static ConfirmedPublisher start(Recoverable connection, Channel channel) throws IOException {
    channel.confirmSelect();
    ConfirmedPublisher publisher = new ConfirmedPublisher(channel);
    channel.addConfirmListener(publisher::acked, publisher::nacked);
    channel.addShutdownListener(publisher::lost);
    connection.addRecoveryListener(
        new RecoveryListener() {
          @Override
          public void handleRecovery(Recoverable recovered) {
            publisher.recovered();
          }

          @Override
          public void handleRecoveryStarted(Recoverable recovering) {}
        });
    return publisher;
  }

  /**
   * Queues {@code event} behind every waiting one and sends what the connection takes now.
   *
   * @throws IllegalStateException if the publisher is closed
   */
  void publish(BusEvent event) {
    synchronized (stateLock) {
      if (state == State.CLOSED) {
        throw new IllegalStateException("the event bus is closed");
      }
      log.dropped(outbox.add(event));
    }
    sendWaiting();
  }

  /**
   * Publishes {@code event} only if it goes out at once: connected, with no event waiting before
   * it. A heartbeat that says "everything before me was sent" must not wait in the outbox behind
   * events that were not.
   *
   * @return whether the event was handed to the broker's channel
   */
  boolean publishIfNothingWaits(BusEvent event) {
    synchronized (stateLock) {
      if (state != State.CONNECTED || outbox.size() > 0) {
        return false;
      }
      log.dropped(outbox.add(event));
    }
    sendWaiting();
    return true;
  }

  /** The events not confirmed by the broker yet: waiting in the outbox or on their way. */
  int pendingEvents() {
    synchronized (stateLock) {
      return outbox.size() + unconfirmed.size();
    }
  }

  /** The events dropped because the outbox was full, since the bus was connected. */
  long droppedEvents() {
    synchronized (stateLock) {
      return outbox.dropped();
    }
  }

  /** Stops publishing; the events still waiting are lost, and logged as such. */
  void close() {
    int lost;
    synchronized (stateLock) {
      if (state == State.CLOSED) {
        return;
      }
      state = State.CLOSED;
      lost = outbox.clear();
    }
    flusher.shutdownNow();
    log.closed(lost);
  }

  /**
   * Sends the waiting events unless another thread does; that thread then sends this one's too, as
   * it looks again after letting go of the lock.
   */
  private void sendWaiting() {
    while (sendLock.tryLock()) {
      boolean sentAll;
      try {
        sentAll = sendAll();
      } finally {
        sendLock.unlock();
      }
      if (!sentAll || !hasSendableEvents()) {
        return;
      }
    }
  }

  /** Sends events in order while connected; false if sending failed (they wait for a retry). */
  private boolean sendAll() {
    while (true) {
      WaitingEvent next;
      long tag;
      synchronized (stateLock) {
        next = state == State.CONNECTED ? outbox.poll() : null;
        if (next == null) {
          return true;
        }
        tag = channel.getNextPublishSeqNo();
        unconfirmed.sent(tag, next);
      }
      try {
        channel.basicPublish(RabbitEventBus.EXCHANGE, next.name(), next.properties(), next.body());
      } catch (IOException | RuntimeException e) {
        synchronized (stateLock) {
          WaitingEvent unsent = unconfirmed.forget(tag);
          if (unsent != null) {
            log.dropped(outbox.putBack(List.of(unsent)));
          }
        }
        LOG.log(Level.DEBUG, "event " + next.name() + " waits: " + e.getMessage());
        return false;
      }
    }
  }

  private boolean hasSendableEvents() {
    synchronized (stateLock) {
      return state == State.CONNECTED && outbox.size() > 0;
    }
  }

  private void acked(long tag, boolean multiple) {
    synchronized (stateLock) {
      if (multiple) {
        unconfirmed.confirmThrough(tag);
      } else {
        unconfirmed.confirmOne(tag);
      }
    }
  }

  private void nacked(long tag, boolean multiple) {
    synchronized (stateLock) {
      List<WaitingEvent> refused =
          multiple ? unconfirmed.confirmThrough(tag) : unconfirmed.confirmOne(tag);
      log.nacked(refused.size());
      log.dropped(outbox.putBack(refused));
      if (state != State.CONNECTED) {
        return;
      }
      state = State.PAUSED_AFTER_NACK;
    }
    runOnFlusher(this::retryAfterNack, RabbitEventBus.NACK_RETRY_DELAY_MILLIS);
  }

  private void retryAfterNack() {
    synchronized (stateLock) {
      if (state != State.PAUSED_AFTER_NACK) {
        return;
      }
      state = State.CONNECTED;
      log.retrying();
    }
    sendWaiting();
  }

  private void lost(ShutdownSignalException cause) {
    synchronized (stateLock) {
      if (state == State.CLOSED) {
        return;
      }
      List<WaitingEvent> onTheirWay = unconfirmed.takeAll();
      log.dropped(outbox.putBack(onTheirWay));
      if (state != State.DOWN) {
        state = State.DOWN;
        log.lost(cause.getMessage(), onTheirWay.size());
      }
    }
  }

  private void recovered() {
    synchronized (stateLock) {
      if (state == State.CLOSED) {
        return;
      }
      state = State.RECOVERED;
    }
    runOnFlusher(this::flushAfterRecovery, RabbitEventBus.FLUSH_DELAY_MILLIS);
  }

  private void flushAfterRecovery() {
    synchronized (stateLock) {
      if (state != State.RECOVERED) {
        return;
      }
      state = State.CONNECTED;
      log.flushing(outbox.size());
    }
    sendWaiting();
  }

  private void runOnFlusher(Runnable task, long delayMillis) {
    try {
      flusher.schedule(task, delayMillis, TimeUnit.MILLISECONDS);
    } catch (RejectedExecutionException e) {
      LOG.log(Level.DEBUG, "the bus is closed; nothing more is published");
    }
  }
}
