package org.aclgen.sample.platform.auth;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Base64;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The refresh tokens of the token service, as the platform keeps them: one per user and client id,
 * issued for {@code access_type: offline}, exchanged for new tokens without a password, and revoked
 * by client id.
 *
 * <p>A user holds at most {@link #MAX_PER_USER} refresh tokens (a new client id past that revokes
 * the user's oldest one), and each stops working {@link #LIFETIME} after it was created, so that a
 * leaked one does not open the account forever. Thread-safe.
 */
public final class RefreshTokens implements RefreshTokenStore {

  /** The most refresh tokens one user holds; the oldest is revoked to make room. */
  public static final int MAX_PER_USER = 16;

  /** How long a refresh token works after it was created. */
  public static final Duration LIFETIME = Duration.ofDays(30);

  private static final int TOKEN_BYTES = 32;

  private final Clock clock;
  private final SecureRandom random = new SecureRandom();
  private final Map<String, List<RefreshToken>> byUser = new HashMap<>();

  /** Refresh tokens that read the time from {@code clock}. */
  public RefreshTokens(Clock clock) {
    this.clock = clock;
  }

  /**
   * The live refresh token of {@code userUuid} for {@code clientId}, created when it has none: a
   * client that logs in again keeps its refresh token, as with the platform.
   */
  @Override
  public synchronized RefreshToken issue(String userUuid, String clientId, boolean mobile) {
    List<RefreshToken> tokens = live(userUuid);
    Optional<RefreshToken> existing =
        tokens.stream().filter(t -> t.clientId().equals(clientId)).findFirst();
    if (existing.isPresent()) {
      return existing.get();
    }
    while (tokens.size() >= MAX_PER_USER) {
      tokens.remove(tokens.stream().min(Comparator.comparing(RefreshToken::createdAt)).get());
    }
    RefreshToken created =
        new RefreshToken(newTokenString(), clientId, userUuid, clock.instant(), mobile);
    tokens.add(created);
    return created;
  }

  /**
   * The user a refresh token belongs to, when {@code token} is a live refresh token issued to
   * {@code clientId}; empty when unknown, revoked, expired or issued to another client.
   */
  @Override
  public synchronized Optional<RefreshToken> use(String token, String clientId) {
    byte[] given = token.getBytes(StandardCharsets.UTF_8);
    for (List<RefreshToken> tokens : byUser.values()) {
      for (RefreshToken candidate : tokens) {
        // Compared in constant time, so that response times do not reveal a token.
        if (MessageDigest.isEqual(candidate.token().getBytes(StandardCharsets.UTF_8), given)
            && candidate.clientId().equals(clientId)
            && !isExpired(candidate)) {
          return Optional.of(candidate);
        }
      }
    }
    return Optional.empty();
  }

  /** The live refresh tokens of {@code userUuid}, oldest first. */
  @Override
  public synchronized List<RefreshToken> of(String userUuid) {
    List<RefreshToken> tokens = new ArrayList<>(live(userUuid));
    tokens.sort(Comparator.comparing(RefreshToken::createdAt));
    return List.copyOf(tokens);
  }

  /** Revokes the refresh token of {@code userUuid} for {@code clientId}; answers whether it was. */
  @Override
  public synchronized boolean revoke(String userUuid, String clientId) {
    return live(userUuid).removeIf(t -> t.clientId().equals(clientId));
  }

  private List<RefreshToken> live(String userUuid) {
    List<RefreshToken> tokens = byUser.computeIfAbsent(userUuid, user -> new ArrayList<>());
    tokens.removeIf(this::isExpired);
    return tokens;
  }

  private boolean isExpired(RefreshToken token) {
    return !clock.instant().isBefore(token.createdAt().plus(LIFETIME));
  }

  private String newTokenString() {
    byte[] bytes = new byte[TOKEN_BYTES];
    random.nextBytes(bytes);
    return Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
  }

  /**
   * A refresh token.
   *
   * @param token the secret string the client sends as {@code refresh_token}
   * @param clientId the client it was issued to
   * @param userUuid the user it logs in
   * @param createdAt when it was created
   * @param mobile whether the client said it is a mobile application
   */
  public record RefreshToken(
      String token, String clientId, String userUuid, Instant createdAt, boolean mobile) {

    /** Leaves the token string out, so that a refresh token can be logged. */
    @Override
    public String toString() {
      return "RefreshToken[clientId=" + clientId + ", userUuid=" + userUuid + "]";
    }
  }
}
