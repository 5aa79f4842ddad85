package org.aclgen.benchmarks.quarkus;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.aclgen.benchmarks.http.LoadClient;
import org.aclgen.benchmarks.http.LoadClient.Request;
import org.aclgen.benchmarks.http.SampleAppProcess;
import org.aclgen.benchmarks.report.Report;

/**
 * Loads the same Quarkus REST service protected by aclgen and as its unprotected twin, each in its
 * own JVM, in alternating runs (ABBA order), and reports the throughput ratio. The sample app,
 * started as its own process, is the token service the protected one asks.
 */
public final class QuarkusRun {
  static final String USER_UUID = "5b1e0c3a-7d2f-4e8a-9c61-2a4f8e0d7b35";

  /** A token shaped like a real user's: the ACLs the mix needs among others, and a negative. */
  static final List<String> TOKEN_ACLS =
      List.of(
          "confd.users.read",
          "confd.users.create",
          "confd.users.me.lines.read",
          "!confd.users.me.secrets.#",
          "calld.users.me.calls.*",
          "events.calls.me",
          "websocketd",
          "dird.personal.me.#");

  private QuarkusRun() {}

  /**
   * Two back-to-back runs of the mix, one on each service.
   *
   * @param twinFirst whether the twin ran first
   * @param twinCpu the CPU time the twin's JVM used during its run; null where unknown
   * @param protectedCpu the same for the protected service
   */
  record Pair(
      LoadClient.Result twin,
      LoadClient.Result protectedRun,
      boolean twinFirst,
      Duration twinCpu,
      Duration protectedCpu) {

    /** A pair whose services' CPU time is unknown. */
    Pair(LoadClient.Result twin, LoadClient.Result protectedRun, boolean twinFirst) {
      this(twin, protectedRun, twinFirst, null, null);
    }

    double ratio() {
      return protectedRun.perSecond() / twin.perSecond();
    }

    /** Whether both services' CPU time is known. */
    boolean hasCpu() {
      return twinCpu != null && protectedCpu != null;
    }

    /** The twin's CPU time per reply, in microseconds. */
    double twinCpuPerReply() {
      return micros(twinCpu) / twin.replies();
    }

    /** The protected service's CPU time per reply, in microseconds. */
    double protectedCpuPerReply() {
      return micros(protectedCpu) / protectedRun.replies();
    }

    /** The protected service's CPU time per reply over the twin's. */
    double cpuRatio() {
      return protectedCpuPerReply() / twinCpuPerReply();
    }

    private static double micros(Duration cpu) {
      return cpu.toNanos() / 1_000.0;
    }

    long unexpected() {
      return twin.unexpected() + protectedRun.unexpected();
    }
  }

  /** Runs the benchmark and reports it. */
  public static Report report(QuarkusSettings settings, String machine) throws Exception {
    Path work = Files.createTempDirectory("aclgen-quarkus-bench");
    System.err.println("the services' logs are in " + work);
    return new QuarkusResults(measure(settings, work), settings, mix("").size()).report(machine);
  }

  /** The request mix, in the order each connection sends it. */
  static List<Request> mix(String token) {
    return List.of(
        Request.get("/users", token),
        Request.get("/users/" + USER_UUID + "/lines", token),
        Request.postJson("/users", token, "{\"uuid\":\"7c3e\",\"firstname\":\"Carol\"}", 201));
  }

  /**
   * Starts the token service and both services, checks that only the protected one refuses a
   * request without a token, warms both up and measures the pairs.
   */
  static List<Pair> measure(QuarkusSettings settings, Path work) throws Exception {
    try (SampleAppProcess auth =
            SampleAppProcess.start(settings.sampleAppJar(), USER_UUID, TOKEN_ACLS, work);
        QuarkusApp protectedApp =
            QuarkusApp.start(
                "protected", settings.protectedJar(), auth.authUrl(), settings.heap(), work);
        QuarkusApp twinApp =
            QuarkusApp.start("twin", settings.twinJar(), auth.authUrl(), settings.heap(), work)) {
      protectedApp.requireStatusWithoutToken("/users", 401, "aclgen does not protect it");
      twinApp.requireStatusWithoutToken("/users", 200, "it is not an unprotected twin");
      List<Request> mix = mix(auth.issueToken());
      LoadClient protectedClient = new LoadClient(protectedApp.port(), settings.connections());
      LoadClient twinClient = new LoadClient(twinApp.port(), settings.connections());
      requireExpected("twin", twinClient.run(mix, settings.warmup()));
      requireExpected("protected", protectedClient.run(mix, settings.warmup()));
      List<Pair> pairs = new ArrayList<>();
      for (int i = 0; i < settings.pairs(); i++) {
        boolean twinFirst = i % 2 == 0;
        Measured twin;
        Measured protectedRun;
        if (twinFirst) {
          twin = run(twinApp, twinClient, mix, settings.run());
          protectedRun = run(protectedApp, protectedClient, mix, settings.run());
        } else {
          protectedRun = run(protectedApp, protectedClient, mix, settings.run());
          twin = run(twinApp, twinClient, mix, settings.run());
        }
        pairs.add(
            new Pair(twin.result, protectedRun.result, twinFirst, twin.cpu, protectedRun.cpu));
      }
      return pairs;
    }
  }

  /** One run and the CPU time its service used during it (null where unknown). */
  private record Measured(LoadClient.Result result, Duration cpu) {}

  private static Measured run(
      QuarkusApp app, LoadClient client, List<Request> mix, Duration duration) throws Exception {
    Optional<Duration> before = app.cpuTime();
    LoadClient.Result result = client.run(mix, duration);
    Optional<Duration> after = app.cpuTime();
    Duration cpu = before.isPresent() && after.isPresent() ? after.get().minus(before.get()) : null;
    return new Measured(result, cpu);
  }

  /** A warm-up with a wrong reply means the setup is broken: measuring it would mislead. */
  private static void requireExpected(String service, LoadClient.Result warmup) {
    if (warmup.unexpected() > 0) {
      throw new IllegalStateException(
          "the "
              + service
              + " service's warm-up had "
              + warmup.unexpected()
              + " unexpected replies, the first: "
              + warmup.firstUnexpected());
    }
  }
}
