package org.aclgen.testing;

import java.security.SecureRandom;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Base64;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import org.aclgen.acl.AccessCheck;
import org.aclgen.tokens.TokenValidator;
import org.aclgen.tokens.ValidatedToken;
import org.aclgen.tokens.Validation;

/**
 * An in-process token service for tests: issues, looks up, revokes and expires tokens, and
 * validates them for {@code AclFeature} without any network call.
 *
 * <pre>{@code
 * LocalTokenStore tokens = new LocalTokenStore();
 * IssuedToken t = tokens.issue(aliceUuid, List.of("confd.users.me.#.read"), Duration.ofHours(1));
 * resourceConfig.register(new AclFeature(tokens));
 * // the client sends t.token() in X-Auth-Token
 * }</pre>
 *
 * <p>Token strings are 256 random bits from {@link SecureRandom}, URL-safe Base64 without padding
 * (43 characters). The store is thread-safe, and a revocation is seen by every later validation.
 * Expired tokens are never returned, and are dropped as they are met.
 *
 * <p>So that a long test run that never revokes cannot grow the heap without bound, the store holds
 * at most {@value #MAX_LIVE_TOKENS} live tokens (a token with eight ACLs holds about 4.7 KB of
 * heap, its compiled ACLs mostly): past it, and once the expired tokens are dropped, {@link #issue}
 * throws {@link IllegalStateException}. Tokens of one user never replace one another, however many.
 */
public final class LocalTokenStore implements TokenValidator {

  /** The most live tokens a store holds. */
  static final int MAX_LIVE_TOKENS = 100_000;

  private static final int TOKEN_BYTES = 32;

  private final Clock clock;
  private final int maxLiveTokens;
  private final SecureRandom random = new SecureRandom();
  // Read without a lock, so that validations never wait; issues take `lock` to keep the bound.
  private final ConcurrentHashMap<String, IssuedToken> tokens = new ConcurrentHashMap<>();
  // The live tokens that were looked up at least once: a subset of `tokens`, so bounded alike.
  private final Set<String> asked = ConcurrentHashMap.newKeySet();
  private final Object lock = new Object();

  /** A store on the system UTC clock. */
  public LocalTokenStore() {
    this(Clock.systemUTC());
  }

  /** A store that reads the time from {@code clock}, so tests can move time forward. */
  public LocalTokenStore(Clock clock) {
    this(clock, MAX_LIVE_TOKENS);
  }

  /** A store of at most {@code maxLiveTokens}, for the tests of the bound itself. */
  LocalTokenStore(Clock clock, int maxLiveTokens) {
    this.clock = Objects.requireNonNull(clock, "clock");
    this.maxLiveTokens = maxLiveTokens;
  }

  /** Issues a token without metadata; see {@link #issue(String, Collection, Duration, Map)}. */
  public IssuedToken issue(String authId, Collection<String> acl, Duration lifetime) {
    return issue(authId, acl, lifetime, Map.of());
  }

  /**
   * Issues a new token.
   *
   * @param authId the user uuid the token belongs to; not blank
   * @param acl the token's ACLs, checked now
   * @param lifetime how long the token stays valid; positive
   * @param metadata free string metadata returned with the token
   * @throws org.aclgen.acl.AclSyntaxException if an ACL is malformed
   * @throws IllegalArgumentException if {@code authId} is blank or {@code lifetime} not positive
   * @throws IllegalStateException if the store holds its maximum of live tokens
   */
  public IssuedToken issue(
      String authId, Collection<String> acl, Duration lifetime, Map<String, String> metadata) {
    Objects.requireNonNull(authId, "authId");
    Objects.requireNonNull(lifetime, "lifetime");
    if (authId.isBlank()) {
      throw new IllegalArgumentException("authId must not be blank");
    }
    if (lifetime.isNegative() || lifetime.isZero()) {
      throw new IllegalArgumentException("lifetime must be positive, got " + lifetime);
    }
    List<String> acls = List.copyOf(acl);
    String sessionUuid = UUID.randomUUID().toString();
    AccessCheck check = AccessCheck.of(authId, sessionUuid, acls);
    Instant now = clock.instant();
    IssuedToken issued =
        new IssuedToken(
            newTokenString(), authId, acls, now, now.plus(lifetime), sessionUuid, metadata, check);
    synchronized (lock) {
      if (tokens.size() >= maxLiveTokens) {
        tokens.values().removeIf(t -> t.isExpiredAt(now));
      }
      if (tokens.size() >= maxLiveTokens) {
        throw new IllegalStateException(
            "the local token store holds its maximum of "
                + maxLiveTokens
                + " live tokens: revoke the tokens a test no longer needs (@WithAcls does)");
      }
      if (tokens.putIfAbsent(issued.token(), issued) != null) {
        throw new IllegalStateException("two tokens drew the same 256 random bits");
      }
    }
    return issued;
  }

  /** The token's record, or empty when it is unknown, revoked or expired. */
  public Optional<IssuedToken> lookup(String token) {
    if (token == null) {
      return Optional.empty();
    }
    IssuedToken issued = tokens.get(token);
    if (issued == null) {
      return Optional.empty();
    }
    if (issued.isExpiredAt(clock.instant())) {
      tokens.remove(token, issued);
      asked.remove(token);
      return Optional.empty();
    }
    asked.add(token);
    return Optional.of(issued);
  }

  /** Revokes a token at once; answers whether it was known (and not yet expired). */
  public boolean revoke(String token) {
    if (token == null) {
      return false;
    }
    IssuedToken removed = tokens.remove(token);
    asked.remove(token);
    return removed != null && !removed.isExpiredAt(clock.instant());
  }

  /**
   * Whether the live token was looked up (or validated) since it was issued: a test whose token was
   * never asked about was sent to an application that validates tokens some other way.
   */
  boolean wasAsked(String token) {
    return asked.contains(token);
  }

  /** The clock this store reads, for a token service that reports times. */
  public Clock clock() {
    return clock;
  }

  @Override
  public Optional<ValidatedToken> validate(String token) {
    return lookup(token).map(IssuedToken::toValidatedToken);
  }

  /** As {@link #validate}; the store answers alone ({@link Validation.Source#LOCAL}). */
  @Override
  public Validation validateWithSource(String token) {
    return Validation.of(validate(token), Validation.Source.LOCAL);
  }

  /** How many tokens the store holds, expired ones not yet dropped included. */
  int size() {
    return tokens.size();
  }

  private String newTokenString() {
    byte[] bytes = new byte[TOKEN_BYTES];
    random.nextBytes(bytes);
    return Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
  }
}
