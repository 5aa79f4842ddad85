package org.aclgen.sample.platform.auth.postgres;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;

/**
 * The versioned schema of the token store: plain SQL scripts {@code V<n>__<name>.sql} beside this
 * class, applied in order on start and recorded in {@code aclgen_schema_version}.
 *
 * <p>Token services that start at once on one database take turns (a transaction-level advisory
 * lock), so each script runs once; a database whose schema is newer than this app is refused rather
 * than used with the wrong columns.
 */
final class Schema {

  /** The scripts, in order: version n is the n-th. Only ever append. */
  static final List<String> SCRIPTS = List.of("V1__tokens.sql", "V2__login_failures.sql");

  // Any constant: it only has to differ from the other advisory locks of the same database.
  private static final long MIGRATION_LOCK = 0x61636c67656e0001L;

  private Schema() {}

  /** Brings the schema up to date in the caller's transaction; answers the version it is now. */
  static int migrate(Connection connection) throws SQLException {
    try (Statement statement = connection.createStatement()) {
      statement.execute("SELECT pg_advisory_xact_lock(" + MIGRATION_LOCK + ")");
      statement.execute(
          "CREATE TABLE IF NOT EXISTS aclgen_schema_version (version integer PRIMARY KEY,"
              + " script text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())");
    }
    int current = currentVersion(connection);
    if (current > SCRIPTS.size()) {
      throw new IllegalStateException(
          "--token-store: the database has token-store schema version "
              + current
              + ", newer than this app's "
              + SCRIPTS.size()
              + ": run the newer app, or give another database");
    }
    for (int version = current + 1; version <= SCRIPTS.size(); version++) {
      apply(connection, version, SCRIPTS.get(version - 1));
    }
    return SCRIPTS.size();
  }

  private static int currentVersion(Connection connection) throws SQLException {
    try (Statement statement = connection.createStatement();
        ResultSet rows =
            statement.executeQuery("SELECT coalesce(max(version), 0) FROM aclgen_schema_version")) {
      rows.next();
      return rows.getInt(1);
    }
  }

  private static void apply(Connection connection, int version, String script) throws SQLException {
    try (Statement statement = connection.createStatement()) {
      statement.execute(read(script));
    }
    try (PreparedStatement insert =
        connection.prepareStatement(
            "INSERT INTO aclgen_schema_version (version, script) VALUES (?, ?)")) {
      insert.setInt(1, version);
      insert.setString(2, script);
      insert.executeUpdate();
    }
  }

  private static String read(String script) {
    try (InputStream in = Schema.class.getResourceAsStream(script)) {
      if (in == null) {
        throw new IllegalStateException("schema script " + script + " is not on the class path");
      }
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
