package org.aclgen.runtime;

/**
 * Pushes the revocations of a token service to a {@link RemoteTokenValidator}, so that its cache
 * forgets a revoked token at once rather than at the end of the TTL. The runtime holds no broker
 * client: an implementation lives beside the bus it reads (the sample app has one on RabbitMQ, fed
 * by the platform's {@code auth_session_deleted} events).
 *
 * <p>An implementation tells its listener {@link Listener#connected()} once revocations are
 * delivered (its queue bound and consumed), and {@link Listener#disconnected(String)} as soon as
 * some might be missed (connection lost, queue gone); it calls them in the order the changes
 * happened, from one thread at a time. While a feed is not connected, the validator trusts its
 * cache for a short bound only ({@link RemoteTokenValidator.Builder#trustWithoutFeed}).
 */
public interface RevocationFeed {

  /**
   * Starts delivering revocations to {@code listener}. The listener is told the feed's state first:
   * {@code connected()} before this method returns if the feed delivers revocations already.
   *
   * @throws RuntimeException if the subscription cannot be set up; the validator then counts the
   *     feed as not connected
   */
  Subscription subscribe(Listener listener);

  /** Receives a feed's revocations and its connection state; every method must return quickly. */
  interface Listener {

    /**
     * Every token of the session {@code sessionUuid} (of the user {@code userUuid}) stopped being
     * valid: revoked, its session deleted, or expired.
     */
    void sessionDeleted(String sessionUuid, String userUuid);

    /** Every token of the user {@code userUuid} stopped being valid. */
    void userRevoked(String userUuid);

    /**
     * The feed received something that may have been a revocation but cannot be read: every cached
     * token must be asked about again.
     */
    void unknownRevoked();

    /** Revocations are delivered from now on. */
    void connected();

    /**
     * The token service's publisher is alive: every revocation it published before this signal has
     * been delivered. A feed that can tell (the sample app's token service sends a heartbeat on the
     * bus every 100 ms) calls this each time; from its first call on, the validator trusts its
     * cache beyond the short bound only within that bound of the latest call. So a token service
     * that lost the bus alone, or whose connection comes back after the validator's, cannot make a
     * validator trust the TTL while its revocations wait unsent. Feeds that cannot tell never call
     * it.
     */
    default void publisherAlive() {}

    /**
     * Revocations may be missed from now on, until {@link #connected()}; {@code reason} says why.
     */
    void disconnected(String reason);
  }

  /** A listener's registration on a feed; closing it stops the deliveries. */
  @FunctionalInterface
  interface Subscription extends AutoCloseable {

    /** Stops delivering revocations; closing twice does nothing. */
    @Override
    void close();
  }
}
