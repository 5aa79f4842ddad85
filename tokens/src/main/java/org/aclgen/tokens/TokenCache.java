package org.aclgen.tokens;

import java.time.Instant;
import java.util.Optional;
import org.aclgen.tokens.internal.BoundedCache;
import org.aclgen.tokens.internal.ValidatorSettings;

/**
 * The bounded cache of {@link RemoteTokenValidator}: valid tokens only, each until a fixed instant,
 * kept in the {@link BoundedCache} that all of aclgen's validators share (bounded by the number of
 * tokens and by their weight, the total number of ACLs they hold, long ACLs counting several
 * times).
 */
final class TokenCache {

  /**
   * A token as the token service described it, and when it was asked: a revocation after that
   * instant may not be reflected.
   *
   * @param sessionUuid the token's session, or null when the reply did not name it
   */
  record Fetched(ValidatedToken token, String sessionUuid, Instant fetchedAt) {
    boolean endsWith(String session, String user) {
      return sessionUuid == null ? token.authId().equals(user) : sessionUuid.equals(session);
    }
  }

  /**
   * An ACL counts once per started run of this many characters. Platform ACLs are shorter and count
   * once; a longer one costs memory in proportion to its length, so it weighs more, and a token of
   * a few huge ACLs cannot slip under the bound that its ACL count alone would give.
   */
  static final int CHARS_PER_ACL = 64;

  private final BoundedCache<String, Fetched> entries;

  TokenCache(ValidatorSettings settings) {
    this.entries = settings.cache(fetched -> weightOf(fetched.token()));
  }

  TokenCache(int maxEntries, long maxWeight) {
    this.entries = new BoundedCache<>(maxEntries, maxWeight, fetched -> weightOf(fetched.token()));
  }

  /**
   * The weight of {@code token} in the cache: how many ACLs it holds, an ACL longer than {@value
   * #CHARS_PER_ACL} characters counting once per started {@value #CHARS_PER_ACL}.
   */
  static int weightOf(ValidatedToken token) {
    int weight = 0;
    for (String acl : token.acl()) {
      weight += Math.max(1, (acl.length() + CHARS_PER_ACL - 1) / CHARS_PER_ACL);
    }
    return weight;
  }

  /** The cached token, or empty when absent or no longer valid at {@code now}. */
  Optional<ValidatedToken> get(String token, Instant now) {
    return get(token, now, Instant.MIN);
  }

  /**
   * The cached token, or empty when absent, no longer valid at {@code now}, or fetched before
   * {@code fetchedSince} (such an entry is dropped: the bound only moves forward).
   */
  Optional<ValidatedToken> get(String token, Instant now, Instant fetchedSince) {
    Fetched fetched = entries.get(token, now, f -> !f.fetchedAt().isBefore(fetchedSince));
    return fetched == null ? Optional.empty() : Optional.of(fetched.token());
  }

  /**
   * Caches {@code value} until {@code validUntil}, making room if needed. A value already stale at
   * {@code now}, or heavier than the whole weight budget, is not cached.
   */
  void put(String token, ValidatedToken value, Instant validUntil, Instant now) {
    put(token, new Fetched(value, null, now), validUntil, now);
  }

  /**
   * Caches {@code fetched} until {@code validUntil}, as {@link #put(String, ValidatedToken,
   * Instant, Instant)}.
   */
  void put(String token, Fetched fetched, Instant validUntil, Instant now) {
    entries.put(token, fetched, validUntil, now);
  }

  void invalidate(String token) {
    entries.invalidate(token);
  }

  /**
   * Drops every token of the session {@code sessionUuid}, and every token of {@code userUuid} whose
   * session is unknown; answers how many.
   */
  int evictSession(String sessionUuid, String userUuid) {
    return entries.evictIf(fetched -> fetched.endsWith(sessionUuid, userUuid));
  }

  /** Drops every token of the user {@code userUuid}; answers how many. */
  int evictUser(String userUuid) {
    return entries.evictIf(fetched -> fetched.token().authId().equals(userUuid));
  }

  void clear() {
    entries.clear();
  }

  int size() {
    return entries.size();
  }

  /** The total number of ACLs held by the cached tokens. */
  long weight() {
    return entries.weight();
  }
}
