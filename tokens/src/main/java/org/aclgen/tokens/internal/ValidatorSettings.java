package org.aclgen.tokens.internal;

import java.time.Clock;
import java.time.Duration;
import java.util.Objects;
import java.util.function.ToIntFunction;

/**
 * The settings that every validator of aclgen has (its cache's bounds and TTL, its upstream's
 * timeouts, its clock), with their defaults and their checks in one place: each validator's builder
 * keeps one and hands it the values its user sets.
 */
public final class ValidatorSettings {

  /** The most ACLs the cached tokens may hold together, unless set. */
  public static final long DEFAULT_MAX_CACHED_ACLS = 200_000;

  private int maxCacheEntries = 10_000;
  private long maxCachedAcls = DEFAULT_MAX_CACHED_ACLS;
  private Duration ttl = Duration.ofSeconds(30);
  private Duration connectTimeout = Duration.ofSeconds(2);
  private Duration requestTimeout = Duration.ofSeconds(5);
  private Clock clock = Clock.systemUTC();

  /** The most tokens cached; at least 1. */
  public void maxCacheEntries(int value) {
    if (value < 1) {
      throw new IllegalArgumentException("maxCacheEntries must be positive, got " + value);
    }
    this.maxCacheEntries = value;
  }

  /** The most ACLs the cached tokens may hold together; at least 1. */
  public void maxCachedAcls(long value) {
    if (value < 1) {
      throw new IllegalArgumentException("maxCachedAcls must be positive, got " + value);
    }
    this.maxCachedAcls = value;
  }

  /** How long an answer is trusted (never past the token's expiry); not negative. */
  public void ttl(Duration value) {
    Objects.requireNonNull(value, "ttl");
    if (value.isNegative()) {
      throw new IllegalArgumentException("ttl must not be negative, got " + value);
    }
    this.ttl = value;
  }

  /** How long to wait for a connection to the upstream. */
  public void connectTimeout(Duration value) {
    this.connectTimeout = positive(value, "connectTimeout");
  }

  /** The deadline of the upstream's whole reply. */
  public void requestTimeout(Duration value) {
    this.requestTimeout = positive(value, "requestTimeout");
  }

  /** The clock that decides expiry. */
  public void clock(Clock value) {
    this.clock = Objects.requireNonNull(value, "clock");
  }

  /** A cache of these bounds, whose values weigh what {@code weigher} says. */
  public <K, V> BoundedCache<K, V> cache(ToIntFunction<V> weigher) {
    return new BoundedCache<>(maxCacheEntries, maxCachedAcls, weigher);
  }

  /**
   * The upstream's client with these timeouts, reading replies of at most {@code maxReplyBytes}.
   */
  public UpstreamHttp http(int maxReplyBytes) {
    return new UpstreamHttp(connectTimeout, requestTimeout, maxReplyBytes);
  }

  /** The TTL set. */
  public Duration ttl() {
    return ttl;
  }

  /** The connect timeout set. */
  public Duration connectTimeout() {
    return connectTimeout;
  }

  /** The request timeout set. */
  public Duration requestTimeout() {
    return requestTimeout;
  }

  /** The clock set. */
  public Clock clock() {
    return clock;
  }

  /** {@code value}, if it is longer than zero. */
  public static Duration positive(Duration value, String name) {
    Objects.requireNonNull(value, name);
    if (value.isNegative() || value.isZero()) {
      throw new IllegalArgumentException(name + " must be positive, got " + value);
    }
    return value;
  }
}
