package org.aclgen.benchmarks.quarkus;

import static org.assertj.core.api.Assertions.assertThat;
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
 * and both Quarkus services from the jars the build packaged, checks that only the protected one
 * refuses a request without a token, and loads each with the mix. It asserts that every reply had
 * its expected status, never a timing.
 */
class QuarkusSuiteSmokeTest {

  private static final Path ROOT = Path.of(System.getProperty("aclgen.root", ".."));

  @Test
  void bothServicesServeTheWholeMixWithTheExpectedStatuses(@TempDir Path work) throws Exception {
    QuarkusSettings settings =
        new QuarkusSettings(
            2,
            Duration.ofSeconds(1),
            Duration.ofSeconds(1),
            1,
            "128m",
            ROOT.resolve("stacks/bench-quarkus-protected/target/quarkus-app/quarkus-run.jar"),
            ROOT.resolve("stacks/bench-quarkus-twin/target/quarkus-app/quarkus-run.jar"),
            ROOT.resolve("sample-app/target/aclgen-sample-app.jar"));
    RequiredComponent.require(
        "the packaged services",
        Stream.of(settings.protectedJar(), settings.twinJar(), settings.sampleAppJar())
            .filter(jar -> !Files.isRegularFile(jar))
            .findFirst()
            .map(jar -> "no " + jar + "; mvn -B -pl benchmarks -am package builds it"));

    List<QuarkusRun.Pair> pairs = QuarkusRun.measure(settings, work);

    assertThat(pairs).hasSize(1);
    int mix = QuarkusRun.mix("").size();
    for (var run : List.of(pairs.get(0).twin(), pairs.get(0).protectedRun())) {
      assertThat(run.firstUnexpected()).isEmpty();
      assertThat(run.unexpected()).isZero();
      // Each connection sent the whole mix at least once, so every request got its status.
      assertThat(run.replies()).isGreaterThanOrEqualTo((long) settings.connections() * mix);
    }
    QuarkusRun.Pair pair = pairs.get(0);
    // Linux tells each JVM's CPU time; each service used some during its run.
    assertThat(pair.hasCpu()).isTrue();
    assertThat(pair.twinCpuPerReply()).isPositive();
    assertThat(pair.protectedCpuPerReply()).isPositive();
    assertThat(new QuarkusResults(pairs, settings, mix).report("").toString())
        .doesNotContain("INVALID")
        .contains(Sample.number(pair.cpuRatio()) + "×");
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

    String report = new QuarkusResults(List.of(pair), settings, 3).report("").toString();
    String withoutCpu = new QuarkusResults(List.of(unknown), settings, 3).report("").toString();

    assertThat(pair.cpuRatio()).isCloseTo(1.25, offset(1e-9));
    assertThat(report).contains("| 40.0 | 50.0 | 1.25× |", "1.25× (1.25–1.25)");
    assertThat(withoutCpu).contains("| n/a | n/a | n/a |").doesNotContain("1.25×");
  }

  @Test
  void aRunWithAnUnexpectedReplyIsReportedInvalidWhateverItsRatio(@TempDir Path work) {
    QuarkusSettings settings = reportOnly(work);
    var twin = new LoadClient.Result(1_000, 1, 0, "");
    var refused = new LoadClient.Result(990, 1, 3, "GET /users answered 401, not 200");

    String report =
        new QuarkusResults(List.of(new QuarkusRun.Pair(twin, refused, true)), settings, 3)
            .report("")
            .toString();

    assertThat(report)
        .contains("0.990×", "**INVALID**: 3 replies not as expected")
        .contains("the first: GET /users answered 401, not 200")
        .doesNotContain("met (");
  }

  /** Settings for a report of pairs made up in the test: no jar is started. */
  private static QuarkusSettings reportOnly(Path work) {
    return new QuarkusSettings(
        2, Duration.ofSeconds(1), Duration.ofSeconds(1), 1, "128m", work, work, work);
  }
}
