package org.aclgen.sample.platform.bus;

import java.lang.System.Logger.Level;

/**
 * What the RabbitMQ bus tells operators about broker outages and its outbox: a few lines per
 * outage, with counts, never one per event. Not thread-safe: its owner guards it.
 */
final class OutageLog {

  private static final System.Logger LOG = System.getLogger(RabbitEventBus.class.getName());

  private final String bounds;
  private long droppedThisOutage;
  private long nackedSinceRetry;

  /** A log for an outbox of at most {@code maxEvents} events and {@code maxBytes} bytes. */
  OutageLog(int maxEvents, long maxBytes) {
    this.bounds = maxEvents + " events or " + (maxBytes >> 20) + " MiB";
  }

  /** The connection was lost; {@code unconfirmed} events sent on it will be published again. */
  void lost(String cause, int unconfirmed) {
    LOG.log(
        Level.WARNING,
        "lost the bus broker ({0}): events are kept, up to {1}, and published once it is back; {2}"
            + " were unconfirmed and will be published again",
        cause,
        bounds,
        unconfirmed);
  }

  /** The outbox dropped {@code count} events; the first drop of an outage is logged. */
  void dropped(int count) {
    if (count > 0 && droppedThisOutage == 0) {
      LOG.log(
          Level.WARNING,
          "the bus outbox is full ({0}): the oldest waiting events are dropped; their count is"
              + " logged when the broker is back",
          bounds);
    }
    droppedThisOutage += count;
  }

  /** The outbox, holding {@code waiting} events, is published; ends the outage's count. */
  void flushing(int waiting) {
    Level level = droppedThisOutage > 0 ? Level.WARNING : waiting > 0 ? Level.INFO : Level.DEBUG;
    LOG.log(
        level,
        "the bus broker is back: publishing the {0} events kept meanwhile; {1} older ones were"
            + " dropped because the outbox was full",
        waiting,
        droppedThisOutage);
    droppedThisOutage = 0;
  }

  /** The broker nacked {@code count} events; they are counted until {@link #retrying}. */
  void nacked(int count) {
    nackedSinceRetry += count;
  }

  /** The events nacked since the last retry are sent again. */
  void retrying() {
    LOG.log(
        Level.WARNING, "the broker refused {0} events; they are published again", nackedSinceRetry);
    nackedSinceRetry = 0;
  }

  /** The bus was closed with {@code lost} events still waiting for the broker. */
  void closed(int lost) {
    if (lost > 0) {
      LOG.log(Level.WARNING, "closing the bus: {0} events waiting for the broker are lost", lost);
    }
  }
}
