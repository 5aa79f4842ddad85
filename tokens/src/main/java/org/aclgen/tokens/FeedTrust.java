package org.aclgen.tokens;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.concurrent.atomic.AtomicLong;

/**
 * How long {@link RemoteTokenValidator} may trust what it cached, given its {@link RevocationFeed}:
 * a cached token is used only if it was fetched after {@link #fetchedSince}. While the feed is
 * connected, that is the earlier of the instant it (re)connected and the short bound ago; while it
 * is not, only the short bound ago, since revocations may be missed. A feed that reports its
 * publishers' heartbeats ({@link RevocationFeed.Receiver#publisherAlive(String)}) counts as
 * connected only while the latest beat of every publisher it knows is within the bound ({@link
 * PublisherBeats}). Without a feed, any time (the TTL alone decides).
 *
 * <p>It also receives the feed's revocations, evicting the cache, and counts them, so that a token
 * fetched while a revocation arrived is not cached: the reply may predate the revocation.
 */
final class FeedTrust implements RevocationFeed.Receiver {

  private static final System.Logger LOG = System.getLogger(RemoteTokenValidator.class.getName());

  private final TokenCache cache;
  private final Clock clock;
  private final Duration bound;
  private final boolean hasFeed;
  private final AtomicLong revocations = new AtomicLong();
  private final AtomicLong evictions = new AtomicLong();
  private final PublisherBeats beats;
  private volatile Instant connectedSince; // null while not connected
  private volatile boolean everConnected;

  /**
   * Trusts {@code cache} for {@code bound} without a connected feed; {@code ttl} is the cache's,
   * after which a silent publisher is forgotten.
   */
  FeedTrust(TokenCache cache, Clock clock, Duration bound, Duration ttl, boolean hasFeed) {
    this.cache = cache;
    this.clock = clock;
    this.bound = bound;
    this.hasFeed = hasFeed;
    this.beats = new PublisherBeats(clock, bound, ttl);
  }

  /** The earliest fetch instant that a cached token may have to be used at {@code now}. */
  Instant fetchedSince(Instant now) {
    if (!hasFeed) {
      return Instant.MIN;
    }
    // Trusted for less than the bound: a token fetched exactly one bound ago is asked again.
    Instant byBound = now.minus(bound).plusNanos(1);
    Instant since = connectedSince;
    if (since == null) {
      return byBound;
    }
    // Null when a publisher's heartbeats stopped: revocations may wait on its side.
    Instant trusted = beats.trustedFrom(now, since);
    return trusted != null && trusted.isBefore(byBound) ? trusted : byBound;
  }

  boolean isConnected() {
    return connectedSince != null;
  }

  /** How many revocations arrived so far; a fetch that saw it change is not cached. */
  long revocationCount() {
    return revocations.get();
  }

  /** How many cached tokens the feed's revocations evicted. */
  long evictions() {
    return evictions.get();
  }

  @Override
  public void sessionDeleted(String sessionUuid, String userUuid) {
    revocations.incrementAndGet();
    evictions.addAndGet(cache.evictSession(sessionUuid, userUuid));
  }

  @Override
  public void userRevoked(String userUuid) {
    revocations.incrementAndGet();
    evictions.addAndGet(cache.evictUser(userUuid));
  }

  @Override
  public void unknownRevoked() {
    revocations.incrementAndGet();
    evictions.addAndGet(cache.size());
    cache.clear();
  }

  @Override
  public void publisherAlive(String publisher) {
    beats.alive(publisher, connectedSince);
  }

  @Override
  public void publisherGone(String publisher) {
    beats.gone(publisher);
  }

  @Override
  public void connected() {
    // Entries fetched before now may have missed revocations while the feed was away: they are
    // trusted for the short bound only, as if the feed had been away until now.
    connectedSince = clock.instant();
    if (everConnected) {
      LOG.log(TokenMessage.FEED_BACK.level(), () -> TokenMessage.FEED_BACK.format());
    }
    everConnected = true;
  }

  @Override
  public void disconnected(String reason) {
    boolean wasConnected = connectedSince != null;
    connectedSince = null;
    if (wasConnected || !everConnected) {
      LOG.log(
          TokenMessage.FEED_LOST.level(),
          () -> TokenMessage.FEED_LOST.format(reason, bound.toMillis()));
    }
  }
}
