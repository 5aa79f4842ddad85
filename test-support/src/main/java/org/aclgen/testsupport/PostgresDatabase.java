package org.aclgen.testsupport;

import java.security.SecureRandom;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.HexFormat;
import java.util.Optional;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * A fresh PostgreSQL database for one test class, on the default server ({@code 127.0.0.1:5432},
 * role {@code aclgen} with password {@code aclgen}, as {@code .ci/postgres.sh} sets up; {@code
 * ACLGEN_TEST_POSTGRES_HOST} and {@code ACLGEN_TEST_POSTGRES_PORT} point elsewhere). The database
 * gets a random name and is dropped after the class. Without a server the class is skipped and says
 * why, or fails under CI ({@link RequiredComponent}).
 *
 * <pre>{@code
 * @RegisterExtension static final PostgresDatabase DB = new PostgresDatabase();
 * ... DB.jdbcUrl() ...
 * }</pre>
 *
 * <p>A test that stops its database uses a {@link PostgresCluster} instead: this server is shared.
 */
public final class PostgresDatabase implements BeforeAllCallback, AfterAllCallback {

  /** The role the tests log in as. */
  public static final String USER = "aclgen";

  /** Its password. */
  public static final String PASSWORD = "aclgen";

  private static final String HOST =
      System.getenv().getOrDefault("ACLGEN_TEST_POSTGRES_HOST", "127.0.0.1");
  private static final int PORT =
      Integer.parseInt(System.getenv().getOrDefault("ACLGEN_TEST_POSTGRES_PORT", "5432"));

  private String name;

  /** The JDBC URL of this class's database, with user and password. */
  public String jdbcUrl() {
    if (name == null) {
      throw new IllegalStateException("the database exists only while the test class runs");
    }
    return url(HOST, PORT, name);
  }

  /** The JDBC URL of {@code database} at {@code host}:{@code port}, as {@link #USER}. */
  public static String url(String host, int port, String database) {
    return "jdbc:postgresql://"
        + host
        + ":"
        + port
        + "/"
        + database
        + "?user="
        + USER
        + "&password="
        + PASSWORD;
  }

  @Override
  public void beforeAll(ExtensionContext context) {
    String candidate = "aclgen_test_" + randomHex();
    RequiredComponent.require("PostgreSQL", run("CREATE DATABASE " + candidate));
    name = candidate;
  }

  @Override
  public void afterAll(ExtensionContext context) {
    if (name != null) {
      // FORCE ends the connections a pool of the test may still hold.
      run("DROP DATABASE IF EXISTS " + name + " WITH (FORCE)")
          .ifPresent(problem -> System.err.println("could not drop " + name + ": " + problem));
      name = null;
    }
  }

  /** Runs {@code sql} on the server's {@code aclgen} database; the problem, or empty. */
  private static Optional<String> run(String sql) {
    try (Connection connection = DriverManager.getConnection(url(HOST, PORT, "aclgen"));
        Statement statement = connection.createStatement()) {
      statement.execute(sql);
      return Optional.empty();
    } catch (SQLException e) {
      return Optional.of(
          "no PostgreSQL server with role and database aclgen at "
              + HOST
              + ":"
              + PORT
              + " ("
              + e.getMessage()
              + "); start one with .ci/postgres.sh");
    }
  }

  static String randomHex() {
    byte[] bytes = new byte[6];
    new SecureRandom().nextBytes(bytes);
    return HexFormat.of().formatHex(bytes);
  }
}
