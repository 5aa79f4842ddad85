package org.aclgen.tokens;

/**
 * A listener's registration on a source of deliveries, such as a {@link RevocationFeed} or an event
 * bus; closing it stops the deliveries. The one handle for every subscription of aclgen, so that
 * its owner closes it without catching a checked exception.
 */
@FunctionalInterface
public interface Subscription extends AutoCloseable {

  /** Stops the deliveries to the listener; closing twice does nothing. */
  @Override
  void close();
}
