package org.aclgen.testsupport;

import java.io.File;
import java.io.IOException;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/**
 * A PostgreSQL cluster of one test's own, for tests that stop the database: Debian's {@code
 * pg_createcluster <version> aclgen-test-<random> -p <free port>}, with the role and database
 * {@code aclgen}; dropped by {@link #close()}. It needs Debian's postgresql-common and root (the
 * cluster runs as the {@code postgres} user); without them the test is skipped and says why, or
 * fails under CI ({@link RequiredComponent}).
 *
 * <pre>{@code
 * try (PostgresCluster db = PostgresCluster.create()) {
 *   ... db.jdbcUrl() ... db.stop(); ... db.start(); ...
 * }
 * }</pre>
 */
public final class PostgresCluster implements AutoCloseable {

  private static final File VERSIONS = new File("/usr/lib/postgresql");

  private final String version;
  private final String name;
  private final int port;

  private PostgresCluster(String version, String name, int port) {
    this.version = version;
    this.name = name;
    this.port = port;
  }

  /** Creates and starts a cluster on a free port, or skips (fails under CI) when it cannot. */
  public static PostgresCluster create() {
    Optional<String> version = newestVersion();
    RequiredComponent.require(
        "a PostgreSQL cluster of the test's own",
        version.isEmpty()
            ? Optional.of("no PostgreSQL under " + VERSIONS + "; run .ci/postgres.sh")
            : !isRoot() ? Optional.of("pg_createcluster needs root") : Optional.empty());
    PostgresCluster cluster =
        new PostgresCluster(
            version.orElseThrow(), "aclgen-test-" + PostgresDatabase.randomHex(), freePort());
    Optional<String> problem = cluster.createAndStart();
    if (problem.isPresent()) {
      cluster.close();
    }
    RequiredComponent.require("a PostgreSQL cluster of the test's own", problem);
    return cluster;
  }

  private Optional<String> createAndStart() {
    Optional<String> problem =
        run("pg_createcluster", version, name, "-p", String.valueOf(port), "--start");
    if (problem.isPresent()) {
      return problem;
    }
    return run(
        "runuser",
        "-u",
        "postgres",
        "--",
        "psql",
        "-q",
        "-p",
        String.valueOf(port),
        "-c",
        "CREATE ROLE aclgen LOGIN SUPERUSER PASSWORD 'aclgen'",
        "-c",
        "CREATE DATABASE aclgen OWNER aclgen");
  }

  /** The JDBC URL of the cluster's {@code aclgen} database. */
  public String jdbcUrl() {
    return PostgresDatabase.url("127.0.0.1", port, "aclgen");
  }

  /** The TCP port the cluster listens on. */
  public int port() {
    return port;
  }

  /** Stops the server at once, ending its connections (as a crash would). */
  public void stop() {
    run("pg_ctlcluster", version, name, "stop", "-m", "immediate")
        .ifPresent(
            problem -> {
              throw new IllegalStateException("could not stop the cluster: " + problem);
            });
  }

  /** Starts the server again; returns once it accepts connections. */
  public void start() {
    run("pg_ctlcluster", version, name, "start")
        .ifPresent(
            problem -> {
              throw new IllegalStateException("could not start the cluster: " + problem);
            });
  }

  /** Stops and drops the cluster and its files. */
  @Override
  public void close() {
    run("pg_dropcluster", version, name, "--stop")
        .ifPresent(problem -> System.err.println("could not drop " + name + ": " + problem));
  }

  private static Optional<String> newestVersion() {
    String[] versions = VERSIONS.list();
    if (versions == null) {
      return Optional.empty();
    }
    return Arrays.stream(versions)
        .filter(v -> v.matches("\\d+") && new File(VERSIONS, v + "/bin/postgres").exists())
        .max(Comparator.comparingInt(Integer::parseInt));
  }

  private static boolean isRoot() {
    return "root".equals(System.getProperty("user.name"));
  }

  private static int freePort() {
    try (ServerSocket socket = new ServerSocket(0)) {
      return socket.getLocalPort();
    } catch (IOException e) {
      throw new IllegalStateException("no free port", e);
    }
  }

  /** Runs a command; the problem (its output), or empty when it succeeded. */
  private static Optional<String> run(String... command) {
    List<String> line = new ArrayList<>(List.of(command));
    try {
      Process process = new ProcessBuilder(line).redirectErrorStream(true).start();
      process.getOutputStream().close();
      byte[] output = process.getInputStream().readAllBytes();
      if (!process.waitFor(60, TimeUnit.SECONDS)) {
        process.destroyForcibly();
        return Optional.of(String.join(" ", line) + " did not finish within 60 s");
      }
      return process.exitValue() == 0
          ? Optional.empty()
          : Optional.of(
              String.join(" ", line)
                  + " failed: "
                  + new String(output, StandardCharsets.UTF_8).strip());
    } catch (IOException e) {
      return Optional.of(String.join(" ", line) + " could not run: " + e.getMessage());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return Optional.of("interrupted");
    }
  }
}
