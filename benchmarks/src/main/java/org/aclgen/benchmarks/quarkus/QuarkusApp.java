package org.aclgen.benchmarks.quarkus;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/**
 * One Quarkus service started from its {@code quarkus-run.jar} in its own JVM, on a free loopback
 * port, its output in {@code <work>/<name>.log}.
 */
final class QuarkusApp implements AutoCloseable {
  private static final Duration START_TIMEOUT = Duration.ofSeconds(120);

  private final String name;
  private final Process process;
  private final int port;
  private final Path log;
  private final HttpClient client = HttpClient.newHttpClient();

  private QuarkusApp(String name, Process process, int port, Path log) {
    this.name = name;
    this.process = process;
    this.port = port;
    this.log = log;
  }

  /**
   * Starts {@code jar} with a fixed heap and the {@code -D} options {@code properties} (where its
   * tokens come from), and waits until it answers.
   */
  static QuarkusApp start(String name, Path jar, String heap, Path work, List<String> properties)
      throws Exception {
    if (!Files.isRegularFile(jar)) {
      throw new IllegalStateException(
          "no Quarkus jar at "
              + jar
              + "; build it with mvn -B -pl benchmarks -am package -DskipTests");
    }
    int port = freePort();
    Path log = work.resolve(name + ".log");
    Path java = Path.of(System.getProperty("java.home"), "bin", "java");
    List<String> command = new ArrayList<>();
    command.addAll(
        List.of(
            java.toString(),
            "-Xms" + heap,
            "-Xmx" + heap,
            "-Dquarkus.http.host=127.0.0.1",
            "-Dquarkus.http.port=" + port));
    command.addAll(properties);
    command.addAll(List.of("-jar", jar.toString()));
    Process process =
        new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile()).start();
    QuarkusApp app = new QuarkusApp(name, process, port, log);
    app.awaitReady();
    return app;
  }

  String name() {
    return name;
  }

  int port() {
    return port;
  }

  /**
   * Fails unless {@code GET path} without a token answers {@code expected}: a protected service
   * must refuse it and the twin serve it, or the benchmark would compare other services.
   */
  void requireStatusWithoutToken(String path, int expected, String why) throws Exception {
    int status = get(path).statusCode();
    if (status != expected) {
      throw new IllegalStateException(
          "the "
              + name
              + " service answered "
              + status
              + " to GET "
              + path
              + " without a token, not "
              + expected
              + ": "
              + why
              + " (its log: "
              + log
              + ")");
    }
  }

  /**
   * The CPU time the service's JVM has used so far, all its threads (the JIT compiler's and the
   * garbage collector's included); empty where the operating system does not tell.
   */
  Optional<Duration> cpuTime() {
    return process.toHandle().info().totalCpuDuration();
  }

  /**
   * The CPU time the service's JIT compiler threads have used so far, read from Linux's {@code
   * /proc} (clock ticks of 10 ms); empty where there is no {@code /proc}. It tells whether the
   * compiler is still busy with the service: a run measured meanwhile counts its time.
   */
  Optional<Duration> compilerCpuTime() {
    Path tasks = Path.of("/proc", Long.toString(process.pid()), "task");
    if (!Files.isDirectory(tasks)) {
      return Optional.empty();
    }
    long ticks = 0;
    try (var threads = Files.list(tasks)) {
      for (Path thread : (Iterable<Path>) threads::iterator) {
        ticks += compilerTicks(thread.resolve("stat"));
      }
    } catch (IOException | UncheckedIOException e) {
      // The process or one of its threads ended meanwhile: nothing to tell.
      return Optional.empty();
    }
    return Optional.of(Duration.ofMillis(ticks * 10));
  }

  /** The user and system ticks of one thread if it is a JIT compiler's, else 0. */
  private static long compilerTicks(Path stat) throws IOException {
    String line;
    try {
      line = Files.readString(stat);
    } catch (NoSuchFileException gone) {
      return 0;
    }
    // "tid (name) state ppid ...": the name may hold spaces and parentheses, so split after it.
    int open = line.indexOf('(');
    int close = line.lastIndexOf(')');
    if (open < 0 || close < open) {
      return 0;
    }
    String name = line.substring(open + 1, close);
    if (!name.startsWith("C1 CompilerThre") && !name.startsWith("C2 CompilerThre")) {
      return 0;
    }
    String[] fields = line.substring(close + 2).split(" ");
    // Fields 14 and 15 of the line (utime, stime) are the 12th and 13th after the name.
    return Long.parseLong(fields[11]) + Long.parseLong(fields[12]);
  }

  private HttpResponse<Void> get(String path) throws IOException, InterruptedException {
    HttpRequest request =
        HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path))
            .timeout(Duration.ofSeconds(10))
            .build();
    return client.send(request, HttpResponse.BodyHandlers.discarding());
  }

  private void awaitReady() throws Exception {
    long deadline = System.nanoTime() + START_TIMEOUT.toNanos();
    while (true) {
      if (!process.isAlive()) {
        throw new IllegalStateException(
            "the " + name + " service exited with " + process.exitValue() + "; see " + log);
      }
      try {
        get("/users");
        return;
      } catch (IOException e) {
        if (System.nanoTime() > deadline) {
          close();
          throw new IllegalStateException(
              "the " + name + " service did not answer within " + START_TIMEOUT + "; see " + log,
              e);
        }
        Thread.sleep(200);
      }
    }
  }

  private static int freePort() throws IOException {
    try (ServerSocket socket = new ServerSocket(0)) {
      return socket.getLocalPort();
    }
  }

  @Override
  public void close() {
    process.destroy();
    try {
      if (!process.waitFor(10, TimeUnit.SECONDS)) {
        process.destroyForcibly();
      }
    } catch (InterruptedException e) {
      process.destroyForcibly();
      Thread.currentThread().interrupt();
    }
  }
}
