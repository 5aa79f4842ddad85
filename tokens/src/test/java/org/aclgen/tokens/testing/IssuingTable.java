package org.aclgen.tokens.testing;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A token table the token layer's own tests issue into and revoke from: what a token service holds,
 * without the local store of aclgen-testing (which depends on this module).
 */
public final class IssuingTable implements TokenTable {

  private final Clock clock;
  private final Map<String, Row> rows = new ConcurrentHashMap<>();

  public IssuingTable(Clock clock) {
    this.clock = clock;
  }

  /** Issues a token of {@code authId} with {@code acl}, valid for {@code ttl}, in a new session. */
  public Row issue(String authId, List<String> acl, Duration ttl) {
    Instant now = clock.instant();
    Row row =
        new Row(
            UUID.randomUUID().toString(),
            authId,
            List.copyOf(acl),
            now,
            now.plus(ttl),
            UUID.randomUUID().toString(),
            Map.of());
    rows.put(row.token(), row);
    return row;
  }

  /** Forgets {@code token}: the service then answers 404 for it. */
  public void revoke(String token) {
    rows.remove(token);
  }

  @Override
  public Optional<Row> lookup(String token) {
    Row row = rows.get(token);
    if (row == null || !clock.instant().isBefore(row.expiresAt())) {
      return Optional.empty();
    }
    return Optional.of(row);
  }
}
