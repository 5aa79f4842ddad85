package org.aclgen.sample.platform.auth.postgres;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.sql.Array;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.aclgen.sample.platform.auth.IssuedToken;
import org.aclgen.tokens.ValidatedToken;

/** Tokens to and from rows of {@code aclgen_token}. */
final class TokenRows {

  /** The columns that {@link #read} expects, in a SELECT or a RETURNING. */
  static final String COLUMNS =
      "token, auth_id, session_uuid, acl, metadata, issued_at, expires_at";

  private static final ObjectMapper JSON = new ObjectMapper();
  private static final TypeReference<Map<String, String>> METADATA = new TypeReference<>() {};

  private TokenRows() {}

  /** Inserts {@code token}. */
  static void insert(Connection connection, IssuedToken token) throws SQLException {
    try (PreparedStatement insert =
        connection.prepareStatement(
            "INSERT INTO aclgen_token (" + COLUMNS + ") VALUES (?, ?, ?, ?, ?::jsonb, ?, ?)")) {
      insert.setString(1, token.token());
      insert.setString(2, token.authId());
      insert.setString(3, token.sessionUuid());
      insert.setArray(4, connection.createArrayOf("text", token.acl().toArray()));
      insert.setString(5, json(token.metadata()));
      insert.setObject(6, timestamp(token.issuedAt()));
      insert.setObject(7, timestamp(token.expiresAt()));
      insert.executeUpdate();
    }
  }

  /** The live tokens of {@code authId}, or of everybody for null. */
  static int liveCount(Connection connection, String authId, Instant now) throws SQLException {
    String sql = "SELECT count(*) FROM aclgen_token WHERE expires_at > ?";
    try (PreparedStatement count =
        connection.prepareStatement(authId == null ? sql : sql + " AND auth_id = ?")) {
      count.setObject(1, timestamp(now));
      if (authId != null) {
        count.setString(2, authId);
      }
      try (ResultSet rows = count.executeQuery()) {
        rows.next();
        return rows.getInt(1);
      }
    }
  }

  /** The token {@code token}, unless it has expired at {@code now}. */
  static Optional<IssuedToken> selectLive(Connection connection, String token, Instant now)
      throws SQLException {
    try (PreparedStatement select =
        connection.prepareStatement(
            "SELECT " + COLUMNS + " FROM aclgen_token WHERE token = ? AND expires_at > ?")) {
      select.setString(1, token);
      select.setObject(2, timestamp(now));
      return readAll(select).stream().findFirst();
    }
  }

  /** Which of {@code tokens} have a row, expired or not. */
  static Set<String> present(Connection connection, Collection<String> tokens) throws SQLException {
    Set<String> present = new HashSet<>();
    try (PreparedStatement select =
        connection.prepareStatement("SELECT token FROM aclgen_token WHERE token = ANY(?)")) {
      select.setArray(1, connection.createArrayOf("text", tokens.toArray()));
      try (ResultSet rows = select.executeQuery()) {
        while (rows.next()) {
          present.add(rows.getString(1));
        }
      }
    }
    return present;
  }

  /** Deletes the token {@code token}, expired or not; answers it when it was there. */
  static Optional<IssuedToken> delete(Connection connection, String token) throws SQLException {
    try (PreparedStatement delete =
        connection.prepareStatement(
            "DELETE FROM aclgen_token WHERE token = ? RETURNING " + COLUMNS)) {
      delete.setString(1, token);
      return readAll(delete).stream().findFirst();
    }
  }

  /** Deletes the {@code count} oldest live tokens of {@code authId}; answers them. */
  static List<IssuedToken> deleteOldest(
      Connection connection, String authId, Instant now, int count) throws SQLException {
    try (PreparedStatement delete =
        connection.prepareStatement(
            "DELETE FROM aclgen_token WHERE token IN (SELECT token FROM aclgen_token"
                + " WHERE auth_id = ? AND expires_at > ? ORDER BY issued_at, seq LIMIT ?)"
                + " RETURNING "
                + COLUMNS)) {
      delete.setString(1, authId);
      delete.setObject(2, timestamp(now));
      delete.setInt(3, count);
      return readAll(delete);
    }
  }

  /**
   * Deletes at most {@code batch} tokens expired at {@code now}, skipping the rows another
   * instance's sweep holds; answers them.
   */
  static List<IssuedToken> deleteExpired(Connection connection, Instant now, int batch)
      throws SQLException {
    try (PreparedStatement delete =
        connection.prepareStatement(
            deleteBatch("aclgen_token", "expires_at <= ?") + " RETURNING " + COLUMNS)) {
      delete.setObject(1, timestamp(now));
      delete.setInt(2, batch);
      return readAll(delete);
    }
  }

  /**
   * A sweep's statement: deletes at most a batch (its last parameter) of the rows of {@code table}
   * where {@code condition} holds, skipping the rows another instance's sweep holds locked, so that
   * token services sweeping at once never wait on each other nor delete a row twice.
   */
  static String deleteBatch(String table, String condition) {
    return "DELETE FROM "
        + table
        + " WHERE ctid = ANY(ARRAY(SELECT ctid FROM "
        + table
        + " WHERE "
        + condition
        + " LIMIT ? FOR UPDATE SKIP LOCKED))";
  }

  /** Every token of the rows of {@code statement}, executed. */
  static List<IssuedToken> readAll(PreparedStatement statement) throws SQLException {
    List<IssuedToken> tokens = new ArrayList<>();
    try (ResultSet rows = statement.executeQuery()) {
      while (rows.next()) {
        tokens.add(read(rows));
      }
    }
    return tokens;
  }

  /** The token of the current row. */
  static IssuedToken read(ResultSet row) throws SQLException {
    String authId = row.getString("auth_id");
    String sessionUuid = row.getString("session_uuid");
    Array array = row.getArray("acl");
    List<String> acl = List.of((String[]) array.getArray());
    array.free();
    // Compiled again on each read: the ACLs were checked when the token was issued.
    ValidatedToken validated =
        ValidatedToken.of(
            authId,
            sessionUuid,
            acl,
            row.getObject("expires_at", OffsetDateTime.class).toInstant(),
            metadata(row.getString("metadata")));
    return new IssuedToken(
        row.getString("token"),
        row.getObject("issued_at", OffsetDateTime.class).toInstant(),
        validated);
  }

  /** {@code instant} as the driver writes a {@code timestamptz}. */
  static OffsetDateTime timestamp(Instant instant) {
    return OffsetDateTime.ofInstant(instant, ZoneOffset.UTC);
  }

  private static String json(Map<String, String> metadata) {
    try {
      return JSON.writeValueAsString(metadata);
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("string metadata is always JSON", e);
    }
  }

  private static Map<String, String> metadata(String json) throws SQLException {
    try {
      return JSON.readValue(json, METADATA);
    } catch (JsonProcessingException e) {
      throw new SQLException("a token's metadata is not a JSON object of strings", e);
    }
  }
}
