package org.aclgen.sample.platform.auth.postgres;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.temporal.ChronoUnit;
import java.util.HexFormat;
import java.util.Optional;
import org.aclgen.sample.platform.auth.FailureCounts;
import org.aclgen.sample.platform.auth.MemoryFailureCounts;

/**
 * The failed-login counts of the token services of one database, in {@code aclgen_login_failure}.
 *
 * <p>A failure is counted by one upsert, so two instances counting at once never lose one. Each
 * failure also deletes a few rows of its kind that are stale or beyond {@link
 * MemoryFailureCounts#MAX_KEYS} (the oldest), so an attacker inventing usernames or addresses fills
 * the table no more than the memory of one instance; the token store's sweep deletes the other
 * stale ones ({@link #forgetStale}). A database failure throws {@link
 * org.aclgen.tokens.TokenServiceUnavailableException}: the login gets a 503, never a free pass.
 */
final class PostgresFailureCounts implements FailureCounts {

  /** Longer keys (usernames are as long as a header allows) are stored as their SHA-256. */
  static final int MAX_KEY_LENGTH = 128;

  // Two per failure: more than the one row a failure adds, so the table shrinks back to the cap.
  private static final int TRIM_BATCH = 2;

  private static final String ADD =
      "INSERT INTO aclgen_login_failure AS f (kind, key, failures, last_failure)"
          + " VALUES (?, ?, 1, ?) ON CONFLICT (kind, key) DO UPDATE SET"
          + " failures = CASE WHEN f.last_failure <= ? THEN 1 ELSE f.failures + 1 END,"
          + " last_failure = greatest(f.last_failure, excluded.last_failure)"
          + " RETURNING failures, last_failure";

  private static final String TRIM =
      "DELETE FROM aclgen_login_failure WHERE kind = ? AND key IN ("
          + "(SELECT key FROM aclgen_login_failure WHERE kind = ? AND last_failure <= ?"
          + " ORDER BY last_failure LIMIT ?) UNION ALL"
          + " (SELECT key FROM aclgen_login_failure WHERE kind = ?"
          + " ORDER BY last_failure DESC OFFSET ? LIMIT ?))";

  private static final String FORGET_STALE =
      TokenRows.deleteBatch("aclgen_login_failure", "kind = ? AND last_failure <= ?");

  private final Database database;

  PostgresFailureCounts(Database database) {
    this.database = database;
  }

  @Override
  public Optional<Failures> get(Kind kind, String key) {
    return database.query(
        connection -> {
          try (PreparedStatement select =
              connection.prepareStatement(
                  "SELECT failures, last_failure FROM aclgen_login_failure"
                      + " WHERE kind = ? AND key = ?")) {
            select.setString(1, kind.name());
            select.setString(2, bounded(key));
            try (ResultSet rows = select.executeQuery()) {
              return rows.next() ? Optional.of(failures(rows)) : Optional.empty();
            }
          }
        });
  }

  @Override
  public Failures add(Kind kind, String key, Instant now, Instant staleSince) {
    return database.transaction(
        connection -> {
          Failures after;
          try (PreparedStatement add = connection.prepareStatement(ADD)) {
            add.setString(1, kind.name());
            add.setString(2, bounded(key));
            // The column keeps microseconds: truncated here, not rounded there, the count's time
            // is never after the caller's clock.
            add.setObject(3, TokenRows.timestamp(now.truncatedTo(ChronoUnit.MICROS)));
            add.setObject(4, TokenRows.timestamp(staleSince));
            try (ResultSet rows = add.executeQuery()) {
              rows.next();
              after = failures(rows);
            }
          }
          trim(connection, kind, staleSince);
          return after;
        });
  }

  private static void trim(Connection connection, Kind kind, Instant staleSince)
      throws SQLException {
    try (PreparedStatement trim = connection.prepareStatement(TRIM)) {
      trim.setString(1, kind.name());
      trim.setString(2, kind.name());
      trim.setObject(3, TokenRows.timestamp(staleSince));
      trim.setInt(4, TRIM_BATCH);
      trim.setString(5, kind.name());
      trim.setInt(6, MemoryFailureCounts.MAX_KEYS);
      trim.setInt(7, TRIM_BATCH);
      trim.executeUpdate();
    }
  }

  @Override
  public void clear(Kind kind, String key) {
    database.query(
        connection -> {
          try (PreparedStatement delete =
              connection.prepareStatement(
                  "DELETE FROM aclgen_login_failure WHERE kind = ? AND key = ?")) {
            delete.setString(1, kind.name());
            delete.setString(2, bounded(key));
            return delete.executeUpdate();
          }
        });
  }

  /**
   * Deletes at most {@link PostgresTokenStore#PURGE_BATCH} stale counts of each kind; instances
   * that sweep at once skip each other's rows.
   */
  @Override
  public int forgetStale(Instant staleSince) {
    return database.query(
        connection -> {
          int forgotten = 0;
          try (PreparedStatement delete = connection.prepareStatement(FORGET_STALE)) {
            for (Kind kind : Kind.values()) {
              delete.setString(1, kind.name());
              delete.setObject(2, TokenRows.timestamp(staleSince));
              delete.setInt(3, PostgresTokenStore.PURGE_BATCH);
              forgotten += delete.executeUpdate();
            }
          }
          return forgotten;
        });
  }

  private static Failures failures(ResultSet rows) throws SQLException {
    return new Failures(
        rows.getInt("failures"), rows.getObject("last_failure", OffsetDateTime.class).toInstant());
  }

  /**
   * {@code key}, or when it is longer than the column should hold or holds a NUL (which PostgreSQL
   * text cannot), a digest that stands for it.
   */
  static String bounded(String key) {
    if (key.length() <= MAX_KEY_LENGTH && StoredValues.storable(key)) {
      return key;
    }
    try {
      byte[] digest =
          MessageDigest.getInstance("SHA-256").digest(key.getBytes(StandardCharsets.UTF_8));
      // No real key starts so: a Basic username has no ':', an address no 's'.
      return "sha256:" + HexFormat.of().formatHex(digest);
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("every JVM has SHA-256", e);
    }
  }
}
