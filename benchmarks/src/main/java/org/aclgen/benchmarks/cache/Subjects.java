package org.aclgen.benchmarks.cache;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.IntStream;
import org.aclgen.tokens.ValidatedToken;

/** The two caches compared, and the tokens they are filled with. */
public enum Subjects {
  /** The runtime's {@code TokenCache} and {@code LoadingTokenCache}. */
  OURS(RuntimeTokenCache::create),
  /** {@link CaffeineTokenCache}. */
  CAFFEINE(CaffeineTokenCache::create);

  private final CacheSubject.Factory factory;

  Subjects(CacheSubject.Factory factory) {
    this.factory = factory;
  }

  /** A cache of this kind. */
  public CacheSubject create(
      CacheSubject.Settings settings, Function<String, Optional<CacheSubject.Reply>> loader) {
    return factory.create(settings, loader);
  }

  /** A valid token of user {@code user}, holding {@code acls} platform-like ACLs, valid an hour. */
  public static ValidatedToken token(String user, int acls) {
    List<String> acl =
        IntStream.range(0, acls).mapToObj(i -> "confd.users.me.lines." + i + ".read").toList();
    return ValidatedToken.of(user, acl, Instant.now().plus(Duration.ofHours(1)), Map.of());
  }

  /** {@code n} distinct token strings shaped as the platform's (a UUID's 36 characters). */
  public static String[] tokenStrings(int n) {
    return IntStream.range(0, n)
        .mapToObj(i -> String.format("%08x-0000-4000-8000-%012x", i * 2654435761L & 0xffffffffL, i))
        .toArray(String[]::new);
  }
}
