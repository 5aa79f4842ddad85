package org.aclgen.jwt;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Instant;
import java.util.Set;
import java.util.function.Predicate;
import org.aclgen.tokens.RemoteTokenValidator;
import org.aclgen.tokens.ValidatedToken;
import org.aclgen.tokens.internal.BoundedCache;
import org.aclgen.tokens.internal.ValidatorSettings;

/**
 * The tokens already verified (or introspected), so that a request costs a digest and a lookup
 * rather than a signature check. Keyed by the SHA-256 of the token (the token itself is never
 * kept), each until its own expiry and never after, in the {@link BoundedCache} that all of
 * aclgen's validators share: bounded by the number of tokens and by the ACLs they hold together
 * ({@link RemoteTokenValidator#weightOf}).
 */
final class VerifiedTokens {

  /**
   * A verified token, the key that verified it, its session, and until when it may be used from the
   * cache (its expiry, or sooner).
   */
  record Entry(
      ValidatedToken token, String keyId, String sessionId, Instant issuedAt, Instant validUntil) {

    Entry(ValidatedToken token, String keyId, String sessionId, Instant issuedAt) {
      this(token, keyId, sessionId, issuedAt, token.expiresAt());
    }
  }

  private final BoundedCache<ByteBuffer, Entry> entries;

  // Never updated: only cloned, which reads it.
  private static final MessageDigest SHA_256 = newSha256();

  VerifiedTokens(ValidatorSettings settings) {
    this.entries = settings.cache(entry -> RemoteTokenValidator.weightOf(entry.token()));
  }

  /**
   * The cache key of {@code token}: the SHA-256 of its UTF-8 bytes. UTF-8 tells every string apart
   * (an encoding that writes {@code ?} for what it cannot encode would give two tokens one key),
   * and an ASCII token, as every JWT is, is copied at once rather than checked character by
   * character.
   */
  static ByteBuffer keyOf(String token) {
    MessageDigest sha256;
    try {
      // A clone of one instance: getInstance looks the algorithm up among the providers each time,
      // a cost every request would pay.
      sha256 = (MessageDigest) SHA_256.clone();
    } catch (CloneNotSupportedException e) {
      sha256 = newSha256();
    }
    return ByteBuffer.wrap(sha256.digest(token.getBytes(StandardCharsets.UTF_8)));
  }

  private static MessageDigest newSha256() {
    try {
      return MessageDigest.getInstance("SHA-256");
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("every Java platform has SHA-256", e);
    }
  }

  /** The entry of {@code key}, or null when absent or expired at {@code now}. */
  Entry get(ByteBuffer key, Instant now) {
    return entries.get(key, now, entry -> true);
  }

  /** Keeps {@code entry} until it is no longer valid, making room if needed. */
  void put(ByteBuffer key, Entry entry, Instant now) {
    entries.put(key, entry, entry.validUntil(), now);
  }

  /** Drops the entries {@code ended} selects; answers how many. */
  int evictIf(Predicate<Entry> ended) {
    return entries.evictIf(ended);
  }

  /** Drops the tokens verified with a key that is no longer among {@code keyIds}. */
  int evictKeysOtherThan(Set<String> keyIds) {
    return evictIf(entry -> !keyIds.contains(entry.keyId()));
  }

  void clear() {
    entries.clear();
  }

  int size() {
    return entries.size();
  }
}
