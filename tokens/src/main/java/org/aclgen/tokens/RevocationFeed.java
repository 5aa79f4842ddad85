package org.aclgen.tokens;

/**
 * Pushes the revocations of a token service to a {@link RemoteTokenValidator}, so that its cache
 * forgets a revoked token at once rather than at the end of the TTL. This module holds no broker
 * client: an implementation lives beside the bus it reads, such as one fed by a token service's
 * session-deleted events on a message broker.
 *
 * <p>An implementation tells its listener {@link Receiver#connected()} once revocations are
 * delivered (its queue bound and consumed), and {@link Receiver#disconnected(String)} as soon as
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
  Subscription subscribe(Receiver listener);

  /** Receives a feed's revocations and its connection state; every method must return quickly. */
  interface Receiver {

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
     * The revocation publisher {@code publisher} (a token service instance, named by an id that the
     * feed keeps for as long as that instance runs) is alive: every revocation it published before
     * this signal has been delivered. A feed that can tell (its publishers send heartbeats on the
     * bus, more often than the validator's short bound) calls this on each beat. From a publisher's
     * first beat on, the validator trusts its cache beyond the short bound only while the latest
     * beat of EVERY publisher it knows is within that bound: a token service that lost the bus
     * alone, or whose connection comes back after the validator's, cannot make a validator trust
     * the TTL while its revocations wait unsent, even though other token services keep beating.
     *
     * <p>A publisher silent for longer than the validator's TTL (while the feed is connected) is
     * forgotten: a crashed token service does not cost the short bound forever, and tokens fetched
     * before it was forgotten get the short bound only. A bounded number of publishers is
     * remembered (see docs/runtime.md), by names of at most 256 characters; while more (or longer
     * names) beat, the cache is trusted for the short bound only. Feeds that cannot tell never call
     * it.
     */
    default void publisherAlive(String publisher) {}

    /**
     * The feed's only publisher is alive, for feeds whose publisher has no name: the same as {@code
     * publisherAlive("")}, so a feed should not mix both forms.
     */
    default void publisherAlive() {
      publisherAlive("");
    }

    /**
     * The publisher {@code publisher} stopped cleanly and said so after every revocation it
     * published: it is forgotten at once, so its silence no longer limits the trust in the cache. A
     * feed calls this only when the goodbye follows everything the publisher sent, in order.
     */
    default void publisherGone(String publisher) {}

    /**
     * Revocations may be missed from now on, until {@link #connected()}; {@code reason} says why.
     */
    void disconnected(String reason);
  }
}
