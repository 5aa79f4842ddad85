package org.aclgen.sample.platform.auth.postgres;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import org.aclgen.sample.platform.auth.AbstractTokenStore;
import org.aclgen.sample.platform.auth.IssuedToken;
import org.aclgen.sample.platform.auth.IssuedTokenListeners;
import org.aclgen.sample.platform.auth.TokenLimits;
import org.aclgen.sample.platform.auth.TokenStoreFullException;
import org.aclgen.sample.platform.websocketd.SharedTokenStore;

/**
 * Tokens in PostgreSQL, shared by every token service on the same database: a token issued by one
 * is valid on all, a token revoked on one is gone for all, and a restart loses nothing.
 *
 * <pre>{@code
 * try (PostgresTokenStore tokens = PostgresTokenStore.open(
 *     "jdbc:postgresql://127.0.0.1:5432/aclgen?user=aclgen&password=aclgen", Clock.systemUTC())) {
 *   IssuedToken t = tokens.issue(aliceUuid, List.of("confd.#"), Duration.ofHours(1));
 * }
 * }</pre>
 *
 * <p>Issuing takes a transaction-level advisory lock, so the limits ({@link TokenLimits#DEFAULTS}:
 * per user with the oldest revoked, and in all) hold across instances exactly. A token is returned
 * only once its row is committed. Listeners are told of the revocations this instance makes, and of
 * the expired tokens its sweeps delete ({@link #PURGE_BATCH} at most per sweep); the revocations of
 * other instances are found by {@link #presentAmong}.
 */
public final class PostgresTokenStore extends AbstractTokenStore implements SharedTokenStore {

  /** The most expired tokens (and expired refresh tokens) one sweep deletes. */
  public static final int PURGE_BATCH = 1_000;

  private static final long ISSUE_LOCK = 0x61636c67656e0002L;

  private final Database database;
  private final TokenLimits limits;
  private final PostgresRefreshTokens refreshTokens;
  private final IssuedTokenListeners listeners;

  private PostgresTokenStore(Database database, Clock clock, TokenLimits limits) {
    this(
        database,
        clock,
        limits,
        new PostgresRefreshTokens(database, clock),
        new PostgresFailureCounts(database),
        new IssuedTokenListeners());
  }

  private PostgresTokenStore(
      Database database,
      Clock clock,
      TokenLimits limits,
      PostgresRefreshTokens refreshTokens,
      PostgresFailureCounts failureCounts,
      IssuedTokenListeners listeners) {
    super(clock, refreshTokens, failureCounts, listeners);
    this.database = database;
    this.limits = limits;
    this.refreshTokens = refreshTokens;
    this.listeners = listeners;
  }

  /**
   * Opens the store on the database of {@code jdbcUrl}, creating or updating its schema.
   *
   * @throws IllegalStateException when the database cannot be reached or has a newer schema
   */
  public static PostgresTokenStore open(String jdbcUrl, Clock clock) {
    return open(jdbcUrl, clock, TokenLimits.DEFAULTS);
  }

  /** Opens the store with other limits, for tests that fill it. */
  public static PostgresTokenStore open(String jdbcUrl, Clock clock, TokenLimits limits) {
    return new PostgresTokenStore(Database.open(jdbcUrl), clock, limits);
  }

  @Override
  public IssuedToken issue(
      String authId, Collection<String> acl, Duration lifetime, Map<String, String> metadata) {
    Objects.requireNonNull(authId, "authId");
    StoredValues.checkToken(authId, List.copyOf(acl), metadata);
    // The database keeps microseconds: the reply must show the times a lookup will show.
    Instant now = clock().instant().truncatedTo(ChronoUnit.MICROS);
    IssuedToken issued =
        IssuedToken.issue(authId, acl, now, lifetime.truncatedTo(ChronoUnit.MICROS), metadata);
    List<IssuedToken> replaced =
        database.transaction(
            connection -> {
              try (Statement lock = connection.createStatement()) {
                lock.execute("SELECT pg_advisory_xact_lock(" + ISSUE_LOCK + ")");
              }
              List<IssuedToken> oldest = makeRoomFor(connection, authId, now);
              TokenRows.insert(connection, issued);
              return oldest;
            });
    replaced.forEach(listeners::revoked);
    return issued;
  }

  /** Deletes the user's oldest tokens past the per-user limit; refuses past the total. */
  private List<IssuedToken> makeRoomFor(Connection connection, String authId, Instant now)
      throws SQLException {
    int excess = TokenRows.liveCount(connection, authId, now) - limits.perUser() + 1;
    List<IssuedToken> replaced = List.of();
    if (excess > 0) {
      replaced = TokenRows.deleteOldest(connection, authId, now, excess);
    }
    if (TokenRows.liveCount(connection, null, now) >= limits.total()) {
      throw new TokenStoreFullException(limits.total());
    }
    return replaced;
  }

  @Override
  public Optional<IssuedToken> lookup(String token) {
    if (token == null || !StoredValues.storable(token)) {
      return Optional.empty();
    }
    return database.query(connection -> TokenRows.selectLive(connection, token, clock().instant()));
  }

  @Override
  public boolean revoke(String token) {
    if (token == null || !StoredValues.storable(token)) {
      return false;
    }
    Optional<IssuedToken> removed =
        database.query(connection -> TokenRows.delete(connection, token));
    if (removed.isEmpty()) {
      return false;
    }
    if (removed.get().isExpiredAt(clock().instant())) {
      listeners.expired(removed.get());
      return false;
    }
    listeners.revoked(removed.get());
    return true;
  }

  /**
   * Deletes at most {@link #PURGE_BATCH} expired tokens, and as many expired refresh tokens and
   * stale failed-login counts of each kind, and tells the listeners of the tokens; answers how many
   * tokens were deleted. Instances that sweep at once skip each other's rows, so each expiry is
   * told once.
   */
  @Override
  public int purgeExpired() {
    Instant now = clock().instant();
    List<IssuedToken> expired =
        database.query(connection -> TokenRows.deleteExpired(connection, now, PURGE_BATCH));
    refreshTokens.purgeExpired(PURGE_BATCH);
    forgetStaleFailures(now);
    expired.forEach(listeners::expired);
    return expired.size();
  }

  @Override
  public int size() {
    return database.query(
        connection -> {
          try (Statement count = connection.createStatement();
              ResultSet rows = count.executeQuery("SELECT count(*) FROM aclgen_token")) {
            rows.next();
            return rows.getInt(1);
          }
        });
  }

  /**
   * Which of {@code tokens} are still in the database, expired or not: revoked ones (here or by
   * another token service) are not; expiry is each session's own timer's to tell.
   */
  @Override
  public Set<String> presentAmong(Collection<String> tokens) {
    List<String> storable = tokens.stream().filter(StoredValues::storable).toList();
    return database.query(connection -> TokenRows.present(connection, storable));
  }

  /** Closes the connection pool. */
  @Override
  public void close() {
    database.close();
  }
}
