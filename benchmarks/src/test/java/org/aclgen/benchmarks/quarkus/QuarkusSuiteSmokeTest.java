package org.aclgen.benchmarks.quarkus;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;
import static org.assertj.core.api.Assertions.offset;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.stream.Stream;
import org.aclgen.benchmarks.http.LoadClient;
import org.aclgen.benchmarks.report.Sample;
import org.aclgen.testsupport.RequiredComponent;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The quarkus suite, run at the smallest size so that it cannot rot: it starts the token service
 * and the four Quarkus services from the jars the build packaged, checks that the protected ones
 * refuse a request without a token and the twin serves it, and loads each with the mix. It asserts
 * that every reply had its expected status, never a timing.
 */
class QuarkusSuiteSmokeTest {

  private static final Path ROOT = Path.of(System.getProperty("aclgen.root", ".."));

  @Test
  void everyServiceServesTheWholeMixWithTheExpectedStatuses(@TempDir Path work) throws Exception {
    QuarkusSettings settings = smallest();
    requirePackaged(settings);

    QuarkusRun.Measurements measured = QuarkusRun.measure(settings, work);

    int mix = QuarkusRun.mix("").size();
    for (List<QuarkusRun.Pair> pairs : List.of(measured.twin(), measured.peer())) {
      assertThat(pairs).hasSize(1);
      QuarkusRun.Pair pair = pairs.get(0);
      for (var run : List.of(pair.baseline(), pair.candidate())) {
        assertThat(run.firstUnexpected()).isEmpty();
        assertThat(run.unexpected()).isZero();
        // Each connection sent the whole mix at least once, so every request got its status.
        assertThat(run.replies()).isGreaterThanOrEqualTo((long) settings.connections() * mix);
      }
      // Linux tells each JVM's CPU time; each service used some during its run.
      assertThat(pair.hasCpu()).isTrue();
      assertThat(pair.baselineCpuPerReply()).isPositive();
      assertThat(pair.candidateCpuPerReply()).isPositive();
    }
    assertThat(new QuarkusResults(measured, settings, mix).report("").toString())
        .doesNotContain("INVALID")
        .contains(Sample.number(measured.twin().get(0).cpuRatio()) + "×")
        .contains(Sample.number(measured.peer().get(0).cpuRatio()) + "×");
  }

  @Test
  void theControlRunLoadsTheTwinAgainstASecondTwin(@TempDir Path work) throws Exception {
    QuarkusSettings settings = smallest();
    requirePackaged(settings);

    List<QuarkusRun.Pair> pairs = QuarkusRun.measureControl(settings, work);

    assertThat(pairs).hasSize(1);
    QuarkusRun.Pair pair = pairs.get(0);
    for (var run : List.of(pair.baseline(), pair.candidate())) {
      assertThat(run.firstUnexpected()).isEmpty();
      assertThat(run.replies()).isGreaterThanOrEqualTo((long) settings.connections() * 3);
    }
    String report =
        new QuarkusResults(new QuarkusRun.Measurements(pairs, List.of()), settings, 3)
            .controlReport("")
            .toString();
    assertThat(report)
        .contains("second twin (req/s)", "control: no target")
        .doesNotContain("INVALID", "aclgen-jwt", "MISSED");
  }

  @Test
  void thePairsAreSharedAmongMirroredSessions() {
    assertThat(QuarkusRun.Session.of(48, 2))
        .containsExactly(new QuarkusRun.Session(1, true, 24), new QuarkusRun.Session(2, false, 24));
    assertThat(QuarkusRun.Session.of(5, 2))
        .containsExactly(new QuarkusRun.Session(1, true, 3), new QuarkusRun.Session(2, false, 2));
    // The first sessions take the pairs left over, and the order alternates from one to the next.
    assertThat(QuarkusRun.Session.of(10, 4))
        .containsExactly(
            new QuarkusRun.Session(1, true, 3),
            new QuarkusRun.Session(2, false, 3),
            new QuarkusRun.Session(3, true, 2),
            new QuarkusRun.Session(4, false, 2));
    // One session: the candidate's JVM starts first, as it always did.
    assertThat(QuarkusRun.Session.of(1, 1)).containsExactly(new QuarkusRun.Session(1, true, 1));
    assertThatIllegalArgumentException()
        .isThrownBy(() -> QuarkusRun.Session.of(3, 4))
        .withMessage("cannot measure 3 pairs in 4 sessions");

    // Each session runs ABBA from its own side: the first pairs of two in turn start on opposite
    // sides.
    QuarkusRun.Session first = new QuarkusRun.Session(1, true, 4);
    QuarkusRun.Session second = new QuarkusRun.Session(2, false, 4);
    assertThat(Stream.of(0, 1, 2, 3).map(first::baselineFirst))
        .containsExactly(true, false, true, false);
    assertThat(Stream.of(0, 1, 2, 3).map(second::baselineFirst))
        .containsExactly(false, true, false, true);
  }

  @Test
  void theSessionsOptionTakesOneOrAnEvenNumberUpToThePairs(@TempDir Path work) {
    assertThat(settings(work, 48, 8).sessions()).isEqualTo(8);
    assertThat(settings(work, 1, 1).sessions()).isEqualTo(1);
    assertThatIllegalArgumentException()
        .isThrownBy(() -> settings(work, 48, 3))
        .withMessage(
            "--sessions must be 1 or an even number, so that each order of the JVMs has as many"
                + " sessions; got 3");
    assertThatIllegalArgumentException()
        .isThrownBy(() -> settings(work, 4, 6))
        .withMessage("--sessions (6) must not exceed --pairs (4)");
    assertThatIllegalArgumentException()
        .isThrownBy(() -> settings(work, 4, 0))
        .withMessageStartingWith("--sessions must be 1 or an even number");
  }

  @Test
  void eachSessionsMediansAreReportedWithItsPairs(@TempDir Path work) {
    QuarkusSettings settings = settings(work, 4, 2);
    var twin = new LoadClient.Result(1_000, 1, 0, "");
    var slower = new LoadClient.Result(900, 1, 0, "");
    var same = new LoadClient.Result(1_000, 1, 0, "");
    Duration cpu = Duration.ofMillis(40);
    List<QuarkusRun.Pair> pairs =
        List.of(
            new QuarkusRun.Pair(twin, slower, true, cpu, cpu, 1),
            new QuarkusRun.Pair(twin, slower, false, cpu, cpu, 1),
            new QuarkusRun.Pair(twin, same, false, cpu, cpu, 2),
            new QuarkusRun.Pair(twin, same, true, cpu, cpu, 2));

    String report = results(settings, pairs, pairs).report("").toString();

    assertThat(report)
        .contains("The pairs are measured in 2 sessions of 2 pairs each")
        .contains("| 1 | protected | 2 | 0.900× (0.900–0.900) | 1.11× (1.11–1.11) |")
        .contains("| 2 | twin | 2 | 1.00× (1.00–1.00) | 1.00× (1.00–1.00) |")
        .contains("| 3 | 2 | protected, twin | 1,000 | 1,000 | 1.00× |");
  }

  @Test
  void theCandidateOptionTakesProtectedOrTwinOnly() {
    assertThat(QuarkusRun.control("protected")).isFalse();
    assertThat(QuarkusRun.control("twin")).isTrue();
    assertThatIllegalArgumentException()
        .isThrownBy(() -> QuarkusRun.control("peer"))
        .withMessage("--candidate must be protected or twin, not peer");
  }

  @Test
  void theCpuRatioIsTheProtectedServicesCpuPerReplyOverTheTwins(@TempDir Path work) {
    QuarkusSettings settings = reportOnly(work);
    var twin = new LoadClient.Result(1_000, 1, 0, "");
    var protectedRun = new LoadClient.Result(800, 1, 0, "");
    // 40 µs per reply against 50 µs: the protected service costs 1.25× the twin per request.
    var pair =
        new QuarkusRun.Pair(twin, protectedRun, true, Duration.ofMillis(40), Duration.ofMillis(40));
    var unknown = new QuarkusRun.Pair(twin, protectedRun, false);

    String report = results(settings, List.of(pair), List.of(pair)).report("").toString();
    String withoutCpu = results(settings, List.of(unknown), List.of(unknown)).report("").toString();

    assertThat(pair.cpuRatio()).isCloseTo(1.25, offset(1e-9));
    assertThat(report).contains("| 40.0 | 50.0 | 1.25× |", "1.25× (1.25–1.25)");
    assertThat(withoutCpu)
        .contains("| n/a | n/a | n/a |", "CPU **MISSED**")
        .doesNotContain("1.25×");
  }

  @Test
  void aRunWithAnUnexpectedReplyIsReportedInvalidWhateverItsRatio(@TempDir Path work) {
    QuarkusSettings settings = reportOnly(work);
    var twin = new LoadClient.Result(1_000, 1, 0, "");
    var refused = new LoadClient.Result(990, 1, 3, "GET /users answered 401, not 200");
    var refusedPeer = new QuarkusRun.Pair(twin, refused, false);

    String report =
        results(settings, List.of(new QuarkusRun.Pair(twin, refused, true)), List.of(refusedPeer))
            .report("")
            .toString();

    assertThat(report)
        .contains("0.990×", "**INVALID**: 3 replies not as expected")
        .contains("the first: GET /users answered 401, not 200")
        .doesNotContain("met (");
  }

  @Test
  void thePeerComparisonIsMetOnlyWithBothThroughputAndCpuAtTheirTargets(@TempDir Path work) {
    QuarkusSettings settings = reportOnly(work);
    var peer = new LoadClient.Result(1_000, 1, 0, "");
    var faster = new LoadClient.Result(1_100, 1, 0, "");
    // Faster, but about 43.6 µs of CPU per reply against the peer's 40 µs.
    var costlier =
        new QuarkusRun.Pair(peer, faster, true, Duration.ofMillis(40), Duration.ofMillis(48));
    var cheaper =
        new QuarkusRun.Pair(peer, faster, true, Duration.ofMillis(40), Duration.ofMillis(40));

    String missed = results(settings, List.of(cheaper), List.of(costlier)).report("").toString();
    String met = results(settings, List.of(cheaper), List.of(cheaper)).report("").toString();

    assertThat(missed).contains("met (≥ 1.0×); CPU **MISSED** (≤ 1.0× per request)");
    assertThat(met).contains("met (≥ 1.0×); CPU met (≤ 1.0× per request)");
  }

  private static QuarkusResults results(
      QuarkusSettings settings, List<QuarkusRun.Pair> twin, List<QuarkusRun.Pair> peer) {
    return new QuarkusResults(new QuarkusRun.Measurements(twin, peer), settings, 3);
  }

  /** The suite at its smallest size, with the jars the build packaged. */
  private static QuarkusSettings smallest() {
    return new QuarkusSettings(
        2,
        Duration.ofSeconds(1),
        Duration.ofSeconds(1),
        1,
        1,
        "128m",
        ROOT.resolve("stacks/bench-quarkus-protected/target/quarkus-app/quarkus-run.jar"),
        ROOT.resolve("stacks/bench-quarkus-twin/target/quarkus-app/quarkus-run.jar"),
        ROOT.resolve("stacks/bench-quarkus-peer/target/quarkus-app/quarkus-run.jar"),
        ROOT.resolve("stacks/bench-quarkus-aclgen-jwt/target/quarkus-app/quarkus-run.jar"),
        ROOT.resolve("sample-app/target/aclgen-sample-app.jar"));
  }

  private static void requirePackaged(QuarkusSettings settings) {
    RequiredComponent.require(
        "the packaged services",
        Stream.of(
                settings.protectedJar(),
                settings.twinJar(),
                settings.peerJar(),
                settings.aclgenJwtJar(),
                settings.sampleAppJar())
            .filter(jar -> !Files.isRegularFile(jar))
            .findFirst()
            .map(jar -> "no " + jar + "; mvn -B -pl benchmarks -am package builds it"));
  }

  /** Settings for a report of pairs made up in the test: no jar is started. */
  private static QuarkusSettings reportOnly(Path work) {
    return settings(work, 1, 1);
  }

  /** Settings of {@code pairs} pairs in {@code sessions} sessions: no jar is started. */
  private static QuarkusSettings settings(Path work, int pairs, int sessions) {
    return new QuarkusSettings(
        2,
        Duration.ofSeconds(1),
        Duration.ofSeconds(1),
        pairs,
        sessions,
        "128m",
        work,
        work,
        work,
        work,
        work);
  }
}
