package org.aclgen.sample.platform.auth.postgres;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.aclgen.tokens.TokenServiceUnavailableException;

/**
 * The connection pool of the token store, and the one place where a database failure becomes a
 * {@link TokenServiceUnavailableException} (a 503 that names no internals).
 *
 * <p>A request waits at most {@link #CONNECTION_TIMEOUT_MILLIS} for a connection: while the
 * database is down, clients get their 503 in about that time instead of hanging. HikariCP checks a
 * connection that sat idle before lending it, so broken ones are replaced and the store recovers by
 * itself once the database is back.
 */
final class Database implements AutoCloseable {

  static final int CONNECTION_TIMEOUT_MILLIS = 2_000;

  private static final Logger LOG = Logger.getLogger(Database.class.getName());
  private static final int POOL_SIZE = 8;

  private final HikariDataSource pool;

  private Database(HikariDataSource pool) {
    this.pool = pool;
  }

  /**
   * Opens a pool on {@code jdbcUrl} and brings the schema up to date.
   *
   * @throws IllegalStateException when the database cannot be reached or its schema is newer
   */
  static Database open(String jdbcUrl) {
    HikariConfig config = new HikariConfig();
    config.setJdbcUrl(jdbcUrl);
    config.setPoolName("aclgen-token-store");
    config.setMaximumPoolSize(POOL_SIZE);
    config.setConnectionTimeout(CONNECTION_TIMEOUT_MILLIS);
    config.setValidationTimeout(1_000);
    config.setInitializationFailTimeout(CONNECTION_TIMEOUT_MILLIS);
    // Driver defaults that the URL may override: a dead server is noticed in seconds, not minutes.
    config.addDataSourceProperty("connectTimeout", "2");
    config.addDataSourceProperty("socketTimeout", "10");
    config.addDataSourceProperty("tcpKeepAlive", "true");
    config.addDataSourceProperty("ApplicationName", "aclgen-token-service");
    HikariDataSource pool;
    try {
      pool = new HikariDataSource(config);
    } catch (RuntimeException e) {
      throw new IllegalStateException("--token-store: the database cannot be reached", e);
    }
    Database database = new Database(pool);
    try {
      database.transaction(Schema::migrate);
    } catch (RuntimeException e) {
      pool.close();
      throw e;
    }
    return database;
  }

  /** Work done on one connection. */
  @FunctionalInterface
  interface Work<T> {
    T run(Connection connection) throws SQLException;
  }

  /**
   * Runs {@code work} in one transaction, committed when it returns, rolled back when it throws.
   *
   * @throws TokenServiceUnavailableException when the database fails
   */
  <T> T transaction(Work<T> work) {
    try (Connection connection = pool.getConnection()) {
      connection.setAutoCommit(false);
      try {
        T result = work.run(connection);
        connection.commit();
        return result;
      } catch (SQLException | RuntimeException e) {
        rollback(connection);
        throw e;
      }
    } catch (SQLException e) {
      throw unavailable(e);
    }
  }

  /** Runs {@code work} outside a transaction, for a single statement. */
  <T> T query(Work<T> work) {
    try (Connection connection = pool.getConnection()) {
      return work.run(connection);
    } catch (SQLException e) {
      throw unavailable(e);
    }
  }

  private static void rollback(Connection connection) {
    try {
      connection.rollback();
    } catch (SQLException e) {
      // The connection is broken: the pool drops it, and the transaction dies with it.
      LOG.log(Level.FINE, "rollback failed", e);
    }
  }

  private static TokenServiceUnavailableException unavailable(SQLException e) {
    // The cause is logged, not sent: a client learns that the store is down, not why.
    LOG.log(Level.WARNING, "token store: " + e.getMessage());
    return new TokenServiceUnavailableException("the token store is unavailable", e);
  }

  @Override
  public void close() {
    pool.close();
  }
}
