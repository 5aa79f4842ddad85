package org.aclgen.sample.platform.auth;

import java.time.Instant;
import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The tokens of each user in the order they were issued, so that {@link MemoryTokenStore} can find
 * a user's oldest token when the user reaches {@link TokenLimits#perUser()}. Not thread-safe: the
 * store guards it with its lock.
 */
final class TokensByUser {

  private final Map<String, ArrayDeque<IssuedToken>> byUser = new HashMap<>();

  void add(IssuedToken token) {
    byUser.computeIfAbsent(token.authId(), user -> new ArrayDeque<>()).addLast(token);
  }

  /** Forgets {@code token}; a user's queue is at most {@link TokenLimits#perUser()} long. */
  void remove(IssuedToken token) {
    ArrayDeque<IssuedToken> tokens = byUser.get(token.authId());
    if (tokens != null) {
      tokens.removeIf(t -> t == token);
      if (tokens.isEmpty()) {
        byUser.remove(token.authId());
      }
    }
  }

  /** How many tokens {@code authId} holds, expired ones not yet removed included. */
  int count(String authId) {
    ArrayDeque<IssuedToken> tokens = byUser.get(authId);
    return tokens == null ? 0 : tokens.size();
  }

  /** The oldest token of {@code authId}; only called when {@link #count} is positive. */
  IssuedToken oldest(String authId) {
    return byUser.get(authId).peekFirst();
  }

  /** The tokens of {@code authId} that have expired at {@code now}. */
  List<IssuedToken> expired(String authId, Instant now) {
    ArrayDeque<IssuedToken> tokens = byUser.get(authId);
    return tokens == null ? List.of() : tokens.stream().filter(t -> t.isExpiredAt(now)).toList();
  }
}
