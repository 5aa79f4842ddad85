package org.aclgen.sample.platform.auth.postgres;

import java.security.SecureRandom;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Optional;
import org.aclgen.sample.platform.auth.RefreshTokenStore;
import org.aclgen.sample.platform.auth.RefreshTokens;
import org.aclgen.sample.platform.auth.RefreshTokens.RefreshToken;
import org.aclgen.sample.showcase.domain.InvalidRequestException;

/**
 * The refresh tokens of {@link PostgresTokenStore}, with the rules of {@link RefreshTokens}: one
 * per user and client id, at most {@link RefreshTokens#MAX_PER_USER} per user (the oldest revoked),
 * each working for {@link RefreshTokens#LIFETIME}.
 */
final class PostgresRefreshTokens implements RefreshTokenStore {

  private static final String COLUMNS = "token, client_id, user_uuid, created_at, mobile";
  private static final String LIVE = "user_uuid = ? AND created_at > ?";
  private static final int TOKEN_BYTES = 32;

  private final Database database;
  private final Clock clock;
  private final SecureRandom random = new SecureRandom();

  PostgresRefreshTokens(Database database, Clock clock) {
    this.database = database;
    this.clock = clock;
  }

  @Override
  public RefreshToken issue(String userUuid, String clientId, boolean mobile) {
    StoredValues.checkClientId(clientId);
    if (!StoredValues.storable(userUuid)) {
      throw new InvalidRequestException("the user uuid holds a NUL character");
    }
    Instant now = clock.instant().truncatedTo(ChronoUnit.MICROS);
    return database.transaction(
        connection -> {
          // One user's logins take turns, so that two instances never pass the limit together.
          try (PreparedStatement lock =
              connection.prepareStatement("SELECT pg_advisory_xact_lock(hashtext(?))")) {
            lock.setString(1, "aclgen refresh tokens of " + userUuid);
            lock.execute();
          }
          List<RefreshToken> live = select(connection, LIVE, userUuid, null, now);
          Optional<RefreshToken> existing =
              live.stream().filter(t -> t.clientId().equals(clientId)).findFirst();
          if (existing.isPresent()) {
            return existing.get();
          }
          deleteExpiredOf(connection, userUuid, now);
          for (int i = 0; i <= live.size() - RefreshTokens.MAX_PER_USER; i++) {
            delete(connection, userUuid, live.get(i).clientId());
          }
          RefreshToken created =
              new RefreshToken(newTokenString(), clientId, userUuid, now, mobile);
          insert(connection, created);
          return created;
        });
  }

  @Override
  public Optional<RefreshToken> use(String token, String clientId) {
    if (!StoredValues.storable(token) || !StoredValues.storable(clientId)) {
      return Optional.empty();
    }
    return database.query(
        connection ->
            select(
                    connection,
                    "token = ? AND created_at > ? AND client_id = ?",
                    token,
                    clientId,
                    clock.instant())
                .stream()
                .findFirst());
  }

  @Override
  public List<RefreshToken> of(String userUuid) {
    if (!StoredValues.storable(userUuid)) {
      return List.of();
    }
    return database.query(connection -> select(connection, LIVE, userUuid, null, clock.instant()));
  }

  @Override
  public boolean revoke(String userUuid, String clientId) {
    if (!StoredValues.storable(userUuid) || !StoredValues.storable(clientId)) {
      return false;
    }
    Instant now = clock.instant();
    return database.query(
        connection -> {
          try (PreparedStatement delete =
              connection.prepareStatement(
                  "DELETE FROM aclgen_refresh_token WHERE " + LIVE + " AND client_id = ?")) {
            delete.setString(1, userUuid);
            delete.setObject(2, TokenRows.timestamp(now.minus(RefreshTokens.LIFETIME)));
            delete.setString(3, clientId);
            return delete.executeUpdate() > 0;
          }
        });
  }

  /** Deletes at most {@code batch} expired refresh tokens; answers how many. */
  int purgeExpired(int batch) {
    Instant now = clock.instant();
    return database.query(
        connection -> {
          try (PreparedStatement delete =
              connection.prepareStatement(
                  TokenRows.deleteBatch("aclgen_refresh_token", "created_at <= ?"))) {
            delete.setObject(1, TokenRows.timestamp(now.minus(RefreshTokens.LIFETIME)));
            delete.setInt(2, batch);
            return delete.executeUpdate();
          }
        });
  }

  /**
   * The refresh tokens where {@code condition} holds, oldest first; its parameters are {@code key},
   * the creation time before which a token has expired, then {@code clientId} when not null.
   */
  private static List<RefreshToken> select(
      Connection connection, String condition, String key, String clientId, Instant now)
      throws SQLException {
    try (PreparedStatement select =
        connection.prepareStatement(
            "SELECT "
                + COLUMNS
                + " FROM aclgen_refresh_token WHERE "
                + condition
                + " ORDER BY created_at, token")) {
      select.setString(1, key);
      select.setObject(2, TokenRows.timestamp(now.minus(RefreshTokens.LIFETIME)));
      if (clientId != null) {
        select.setString(3, clientId);
      }
      List<RefreshToken> tokens = new ArrayList<>();
      try (ResultSet rows = select.executeQuery()) {
        while (rows.next()) {
          tokens.add(
              new RefreshToken(
                  rows.getString("token"),
                  rows.getString("client_id"),
                  rows.getString("user_uuid"),
                  rows.getObject("created_at", OffsetDateTime.class).toInstant(),
                  rows.getBoolean("mobile")));
        }
      }
      return tokens;
    }
  }

  private static void deleteExpiredOf(Connection connection, String userUuid, Instant now)
      throws SQLException {
    try (PreparedStatement delete =
        connection.prepareStatement(
            "DELETE FROM aclgen_refresh_token WHERE user_uuid = ? AND created_at <= ?")) {
      delete.setString(1, userUuid);
      delete.setObject(2, TokenRows.timestamp(now.minus(RefreshTokens.LIFETIME)));
      delete.executeUpdate();
    }
  }

  private static void delete(Connection connection, String userUuid, String clientId)
      throws SQLException {
    try (PreparedStatement delete =
        connection.prepareStatement(
            "DELETE FROM aclgen_refresh_token WHERE user_uuid = ? AND client_id = ?")) {
      delete.setString(1, userUuid);
      delete.setString(2, clientId);
      delete.executeUpdate();
    }
  }

  private static void insert(Connection connection, RefreshToken token) throws SQLException {
    try (PreparedStatement insert =
        connection.prepareStatement(
            "INSERT INTO aclgen_refresh_token (" + COLUMNS + ") VALUES (?, ?, ?, ?, ?)")) {
      insert.setString(1, token.token());
      insert.setString(2, token.clientId());
      insert.setString(3, token.userUuid());
      insert.setObject(4, TokenRows.timestamp(token.createdAt()));
      insert.setBoolean(5, token.mobile());
      insert.executeUpdate();
    }
  }

  private String newTokenString() {
    byte[] bytes = new byte[TOKEN_BYTES];
    random.nextBytes(bytes);
    return Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
  }
}
