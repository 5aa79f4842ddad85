package org.aclgen.benchmarks.quarkus;

import java.io.IOException;
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
 * Loads Quarkus REST services two by two, each in its own JVM, in alternating runs (ABBA order), in
 * two mirrored sessions of half the pairs each ({@link Session}): first the service protected by
 * aclgen against its unprotected twin, with the sample app, started as its own process, as the
 * token service the protected one asks; then the same service protected by Quarkus's own security
 * (its peer) against aclgen with JWT access tokens, both verifying one JWT that this JVM signs and
 * whose keys it serves.
 */
public final class QuarkusRun {
  static final String USER_UUID = "5b1e0c3a-7d2f-4e8a-9c61-2a4f8e0d7b35";

  /** A pair of warm-up runs whose compilers used less CPU than this ends the warm-up. */
  static final long SETTLED_COMPILER_MILLIS = 100;

  /** The warm-up ends after at most this many pairs of runs, compiling or not. */
  static final int MAX_SETTLE_PAIRS = 20;

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
   * Two back-to-back runs of the mix, one on each service of a comparison: its baseline (the twin,
   * the peer) and its candidate (aclgen).
   *
   * @param baselineFirst whether the baseline ran first
   * @param baselineCpu the CPU time the baseline's JVM used during its run; null where unknown
   * @param candidateCpu the same for the candidate
   * @param session the number of the {@link Session} that measured it, from 1
   */
  record Pair(
      LoadClient.Result baseline,
      LoadClient.Result candidate,
      boolean baselineFirst,
      Duration baselineCpu,
      Duration candidateCpu,
      int session) {

    /** A pair of the first session. */
    Pair(
        LoadClient.Result baseline,
        LoadClient.Result candidate,
        boolean baselineFirst,
        Duration baselineCpu,
        Duration candidateCpu) {
      this(baseline, candidate, baselineFirst, baselineCpu, candidateCpu, 1);
    }

    /** A pair of the first session whose services' CPU time is unknown. */
    Pair(LoadClient.Result baseline, LoadClient.Result candidate, boolean baselineFirst) {
      this(baseline, candidate, baselineFirst, null, null);
    }

    /** The candidate's throughput over the baseline's. */
    double ratio() {
      return candidate.perSecond() / baseline.perSecond();
    }

    /** Whether both services' CPU time is known. */
    boolean hasCpu() {
      return baselineCpu != null && candidateCpu != null;
    }

    /** The baseline's CPU time per reply, in microseconds. */
    double baselineCpuPerReply() {
      return micros(baselineCpu) / baseline.replies();
    }

    /** The candidate's CPU time per reply, in microseconds. */
    double candidateCpuPerReply() {
      return micros(candidateCpu) / candidate.replies();
    }

    /** The candidate's CPU time per reply over the baseline's. */
    double cpuRatio() {
      return candidateCpuPerReply() / baselineCpuPerReply();
    }

    private static double micros(Duration cpu) {
      return cpu.toNanos() / 1_000.0;
    }

    long unexpected() {
      return baseline.unexpected() + candidate.unexpected();
    }
  }

  /**
   * The pairs of both comparisons.
   *
   * @param twin the protected service (candidate) against its unprotected twin (baseline)
   * @param peer aclgen with JWT access tokens (candidate) against Quarkus's own security (baseline)
   */
  record Measurements(List<Pair> twin, List<Pair> peer) {}

  /**
   * Whether {@code --candidate} asks for a control run: {@code protected} (the default) measures
   * the protected service against its twin, then aclgen with JWTs against the peer; {@code twin}
   * measures the twin against a second twin JVM only, which tells how far the method itself leans
   * towards one side.
   */
  public static boolean control(String candidate) {
    return switch (candidate) {
      case "protected" -> false;
      case "twin" -> true;
      default ->
          throw new IllegalArgumentException(
              "--candidate must be protected or twin, not " + candidate);
    };
  }

  /**
   * Runs the benchmark and reports it.
   *
   * @param control whether to run the control instead: the twin against a second twin
   */
  public static Report report(QuarkusSettings settings, boolean control, String machine)
      throws Exception {
    Path work = Files.createTempDirectory("aclgen-quarkus-bench");
    System.err.println("the services' logs are in " + work);
    QuarkusResults results =
        control
            ? new QuarkusResults(
                new Measurements(measureControl(settings, work), List.of()),
                settings,
                mix("").size())
            : new QuarkusResults(measure(settings, work), settings, mix("").size());
    return control ? results.controlReport(machine) : results.report(machine);
  }

  /** The request mix, in the order each connection sends it. */
  static List<Request> mix(String token) {
    return List.of(
        Request.get("/users", token),
        Request.get("/users/" + USER_UUID + "/lines", token),
        Request.postJson("/users", token, "{\"uuid\":\"7c3e\",\"firstname\":\"Carol\"}", 201));
  }

  /** Measures both comparisons, one after the other: only two services run at a time. */
  static Measurements measure(QuarkusSettings settings, Path work) throws Exception {
    List<Pair> twin = measureAgainstTwin(settings, work);
    return new Measurements(twin, measureAgainstPeer(settings, work));
  }

  /**
   * Starts the token service and the protected service and its twin, checks that only the protected
   * one refuses a request without a token, warms both up and measures the pairs.
   */
  private static List<Pair> measureAgainstTwin(QuarkusSettings settings, Path work)
      throws Exception {
    return againstTwin(
        settings, work, "protected", settings.protectedJar(), 401, "aclgen does not protect it");
  }

  /**
   * The control: the twin against a second JVM of the same twin, started, checked, warmed up and
   * measured as the protected service would be (the token service runs too, and both are given its
   * URL, which they ignore). Both must serve a request without a token.
   */
  static List<Pair> measureControl(QuarkusSettings settings, Path work) throws Exception {
    return againstTwin(
        settings, work, "second-twin", settings.twinJar(), 200, "it is not the unprotected twin");
  }

  /**
   * In each {@link Session}: starts the token service, the candidate and the twin, checks that the
   * candidate answers {@code withoutToken} and the twin 200 to a request without a token, warms
   * both up and measures the session's pairs.
   */
  private static List<Pair> againstTwin(
      QuarkusSettings settings,
      Path work,
      String candidate,
      Path candidateJar,
      int withoutToken,
      String why)
      throws Exception {
    List<Pair> pairs = new ArrayList<>();
    for (Session session : Session.of(settings.pairs(), settings.sessions())) {
      Path logs = session.logs(work);
      try (SampleAppProcess auth =
              SampleAppProcess.start(settings.sampleAppJar(), USER_UUID, TOKEN_ACLS, logs);
          Services services =
              session.start(
                  () ->
                      QuarkusApp.start(
                          "twin", settings.twinJar(), settings.heap(), logs, tokenService(auth)),
                  () ->
                      QuarkusApp.start(
                          candidate, candidateJar, settings.heap(), logs, tokenService(auth)))) {
        services.candidate().requireStatusWithoutToken("/users", withoutToken, why);
        services
            .baseline()
            .requireStatusWithoutToken("/users", 200, "it is not an unprotected twin");
        pairs.addAll(pairs(settings, session, services, mix(auth.issueToken())));
      }
    }
    return pairs;
  }

  /**
   * One part of a comparison's pairs, with JVMs of its own. A comparison has one session, or an
   * even number of them, mirrored in turn: in the first (and every odd-numbered one) the
   * candidate's JVM starts first, the baseline warms up first and runs first in the first pair; in
   * the second (and every even-numbered one) all three are the other way round. Whatever favours a
   * JVM for its place in that order (the control run measured up to five points on one machine)
   * then favours each service for half the sessions; and whatever a JVM draws at its start (where
   * the JIT compiler places its code, which methods it inlines: two identical twins' sessions
   * differed by seven points) is drawn again in each session, as JMH forks a benchmark.
   *
   * @param number the session's place among the comparison's, from 1
   * @param candidateFirst whether the candidate's JVM starts first (and the baseline is loaded
   *     first)
   * @param pairs how many pairs to measure
   */
  record Session(int number, boolean candidateFirst, int pairs) {

    /**
     * {@code pairs} pairs shared among {@code sessions} sessions, mirrored in turn, the first ones
     * one pair more when they do not share evenly.
     *
     * @throws IllegalArgumentException if there are more sessions than pairs
     */
    static List<Session> of(int pairs, int sessions) {
      if (sessions < 1 || sessions > pairs) {
        throw new IllegalArgumentException(
            "cannot measure " + pairs + " pairs in " + sessions + " sessions");
      }
      List<Session> all = new ArrayList<>();
      for (int i = 0; i < sessions; i++) {
        all.add(
            new Session(
                i + 1, candidateFirst(i + 1), pairs / sessions + (i < pairs % sessions ? 1 : 0)));
      }
      return all;
    }

    /** Whether the candidate's JVM starts first in the session numbered {@code number}. */
    static boolean candidateFirst(int number) {
      return number % 2 == 1;
    }

    /** Where this session's services write their logs: a folder of its own under {@code work}. */
    Path logs(Path work) throws IOException {
      return Files.createDirectories(
          work.resolve(
              "session-"
                  + number
                  + (candidateFirst ? "-candidate-started-first" : "-baseline-started-first")));
    }

    /** Starts both services, in this session's order. */
    Services start(Starter baseline, Starter candidate) throws Exception {
      QuarkusApp first = (candidateFirst ? candidate : baseline).start();
      QuarkusApp second;
      try {
        second = (candidateFirst ? baseline : candidate).start();
      } catch (Exception | Error e) {
        first.close();
        throw e;
      }
      return candidateFirst ? new Services(second, first) : new Services(first, second);
    }

    /**
     * Whether the baseline runs first in the {@code index}th pair (ABBA, from this session's side).
     */
    boolean baselineFirst(int index) {
      return (index % 2 == 0) == candidateFirst;
    }
  }

  /** Starts one service of a comparison. */
  @FunctionalInterface
  interface Starter {
    QuarkusApp start() throws Exception;
  }

  /** The two running services of a session; closing stops both. */
  record Services(QuarkusApp baseline, QuarkusApp candidate) implements AutoCloseable {
    @Override
    public void close() throws Exception {
      try (QuarkusApp stopsSecond = baseline) {
        candidate.close();
      }
    }
  }

  /** The token service's URL for both JVMs: the twin, which has no aclgen, ignores it. */
  private static List<String> tokenService(SampleAppProcess auth) {
    return List.of("-Daclgen.token-service.url=" + auth.authUrl());
  }

  /**
   * Signs one JWT with the token's ACLs, serves its issuer's keys, starts the peer and aclgen with
   * JWT access tokens, checks that both refuse a request without a token, warms both up (every
   * reply with the token must be as expected) and measures the pairs.
   */
  private static List<Pair> measureAgainstPeer(QuarkusSettings settings, Path work)
      throws Exception {
    List<Pair> pairs = new ArrayList<>();
    for (Session session : Session.of(settings.pairs(), settings.sessions())) {
      Path logs = session.logs(work);
      try (JwtIssuer issuer = JwtIssuer.start();
          Services services =
              session.start(
                  () ->
                      QuarkusApp.start(
                          "peer",
                          settings.peerJar(),
                          settings.heap(),
                          logs,
                          List.of(
                              "-Dmp.jwt.verify.issuer=" + issuer.issuer(),
                              "-Dmp.jwt.verify.publickey.location=" + issuer.jwksUri())),
                  () ->
                      QuarkusApp.start(
                          "aclgen-jwt",
                          settings.aclgenJwtJar(),
                          settings.heap(),
                          logs,
                          List.of(
                              "-Dbench.jwt.issuer=" + issuer.issuer(),
                              "-Dbench.jwt.jwks-uri=" + issuer.jwksUri())))) {
        services
            .baseline()
            .requireStatusWithoutToken("/users", 401, "Quarkus's security does not protect it");
        services.candidate().requireStatusWithoutToken("/users", 401, "aclgen does not protect it");
        String token = issuer.sign(USER_UUID, TOKEN_ACLS, Duration.ofHours(2));
        pairs.addAll(pairs(settings, session, services, mix(token)));
      }
    }
    return pairs;
  }

  /**
   * Warms both services of a session up, waits for their compilers to settle and measures the
   * session's pairs, each service loaded first as the session says.
   */
  private static List<Pair> pairs(
      QuarkusSettings settings, Session session, Services services, List<Request> mix)
      throws Exception {
    Loaded baseline =
        new Loaded(
            services.baseline(),
            new LoadClient(services.baseline().port(), settings.connections()));
    Loaded candidate =
        new Loaded(
            services.candidate(),
            new LoadClient(services.candidate().port(), settings.connections()));
    Loaded first = session.candidateFirst() ? baseline : candidate;
    Loaded second = session.candidateFirst() ? candidate : baseline;
    requireExpected(first.app, first.client.run(mix, settings.warmup()));
    requireExpected(second.app, second.client.run(mix, settings.warmup()));
    settle(settings, session, first, second, mix);
    List<Pair> pairs = new ArrayList<>();
    for (int i = 0; i < session.pairs(); i++) {
      boolean baselineFirst = session.baselineFirst(i);
      Measured baselineRun;
      Measured candidateRun;
      if (baselineFirst) {
        baselineRun = run(baseline, mix, settings.run());
        candidateRun = run(candidate, mix, settings.run());
      } else {
        candidateRun = run(candidate, mix, settings.run());
        baselineRun = run(baseline, mix, settings.run());
      }
      pairs.add(
          new Pair(
              baselineRun.result,
              candidateRun.result,
              baselineFirst,
              baselineRun.cpu,
              candidateRun.cpu,
              session.number()));
    }
    return pairs;
  }

  /** A running service and the client that loads it. */
  private record Loaded(QuarkusApp app, LoadClient client) {}

  /**
   * Loads both services in turn, {@code first} first, until their JIT compilers are done: a pair of
   * runs in which the two compilers used less than {@value #SETTLED_COMPILER_MILLIS} ms of CPU
   * together, or as many pairs as the session measures (at most {@value #MAX_SETTLE_PAIRS}). The
   * service with more code to compile (the protected one) would otherwise pay for its compiler in
   * the first measured runs.
   */
  private static void settle(
      QuarkusSettings settings, Session session, Loaded first, Loaded second, List<Request> mix)
      throws Exception {
    for (int i = 0; i < Math.min(MAX_SETTLE_PAIRS, session.pairs()); i++) {
      Optional<Duration> firstBefore = first.app.compilerCpuTime();
      Optional<Duration> secondBefore = second.app.compilerCpuTime();
      requireExpected(first.app, first.client.run(mix, settings.run()));
      requireExpected(second.app, second.client.run(mix, settings.run()));
      Optional<Duration> firstAfter = first.app.compilerCpuTime();
      Optional<Duration> secondAfter = second.app.compilerCpuTime();
      if (firstBefore.isEmpty()
          || secondBefore.isEmpty()
          || firstAfter.isEmpty()
          || secondAfter.isEmpty()) {
        return; // No /proc: the warm-up alone.
      }
      Duration compiled =
          firstAfter
              .get()
              .minus(firstBefore.get())
              .plus(secondAfter.get().minus(secondBefore.get()));
      if (compiled.toMillis() < SETTLED_COMPILER_MILLIS) {
        return;
      }
    }
  }

  /** One run and the CPU time its service used during it (null where unknown). */
  private record Measured(LoadClient.Result result, Duration cpu) {}

  private static Measured run(Loaded service, List<Request> mix, Duration duration)
      throws Exception {
    Optional<Duration> before = service.app.cpuTime();
    LoadClient.Result result = service.client.run(mix, duration);
    Optional<Duration> after = service.app.cpuTime();
    Duration cpu = before.isPresent() && after.isPresent() ? after.get().minus(before.get()) : null;
    return new Measured(result, cpu);
  }

  /** A warm-up with a wrong reply means the setup is broken: measuring it would mislead. */
  private static void requireExpected(QuarkusApp app, LoadClient.Result warmup) {
    if (warmup.unexpected() > 0) {
      throw new IllegalStateException(
          "the "
              + app.name()
              + " service's warm-up had "
              + warmup.unexpected()
              + " unexpected replies, the first: "
              + warmup.firstUnexpected());
    }
  }
}
