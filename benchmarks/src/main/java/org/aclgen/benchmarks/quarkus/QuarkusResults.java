package org.aclgen.benchmarks.quarkus;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.aclgen.benchmarks.http.LoadClient;
import org.aclgen.benchmarks.report.MarkdownTable;
import org.aclgen.benchmarks.report.Report;
import org.aclgen.benchmarks.report.Sample;
import org.aclgen.benchmarks.report.Target;

/**
 * The pairs of the quarkus benchmark, turned into tables and checked against the targets: with
 * aclgen at least 0.98× the unprotected twin's throughput, and with JWT access tokens at least 1.0×
 * the peer's (Quarkus's own security) at no more server CPU per request. A comparison with any
 * reply of an unexpected status is invalid, whatever its ratios.
 */
record QuarkusResults(QuarkusRun.Measurements measurements, QuarkusSettings settings, int mixSize) {
  static final double TWIN_TARGET = 0.98;
  static final double PEER_TARGET = 1.0;
  static final double PEER_CPU_TARGET = 1.0;

  /** Shown where the operating system did not tell a service's CPU time. */
  private static final String UNKNOWN = "n/a";

  Report report(String machine) {
    Comparison twin = new Comparison("twin", "protected", measurements.twin());
    Comparison peer = new Comparison("peer", "aclgen-jwt", measurements.peer());
    return new Report(
            "Quarkus REST: a service with aclgen against its unprotected twin and its peer")
        .paragraph(method(machine))
        .table("Throughput", twin.throughput(twin.throughputVerdict(TWIN_TARGET)))
        .table("The sessions", twin.eachSession())
        .table("The pairs in order", twin.eachPair())
        .paragraph(
            "Against Quarkus's own permission checks (issue #40): the same service protected the"
                + " way a Quarkus team would without aclgen (`stacks/bench-quarkus-peer`): SmallRye"
                + " JWT verifies the bearer token against the issuer's JWKS, `@PermissionsAllowed`"
                + " names the very ACL aclgen derives for each operation, a"
                + " `SecurityIdentityAugmentor` turns the token's `acl` claim into string"
                + " permissions (`me` read as `sub`) and a `@PermissionChecker` checks"
                + " `confd.users.{user_id}.lines.read` with the path's user; it grants exact strings"
                + " only (no wildcard, no negative ACL). Against it, the protected sources run by"
                + " aclgen-quarkus with a `JwtTokenValidator` bean of aclgen-jwt"
                + " (`stacks/bench-quarkus-aclgen-jwt`), which caches a verified token until its"
                + " `exp`; SmallRye JWT verifies the signature on every request. Both verify one"
                + " RS256 JWT that the benchmark signs, with the same ACLs, and both refuse a"
                + " request without it (401). Same client, mix, heap and ABBA runs as above; the"
                + " two pairs of services never run at the same time.")
        .table(
            "Against the peer: throughput and server CPU per request",
            peer.throughput(peer.peerVerdict(PEER_TARGET, PEER_CPU_TARGET)))
        .table("Against the peer: the sessions", peer.eachSession())
        .table("Against the peer: the pairs in order", peer.eachPair());
  }

  /**
   * The control run's report: the twin against a second twin, where any ratio away from 1.0× is the
   * method's own lean (which side runs first, which JVM started first, the noise), with no target.
   */
  Report controlReport(String machine) {
    Comparison control = new Comparison("twin", "second twin", measurements.twin());
    return new Report("Quarkus REST, control run: the unprotected twin against a second twin")
        .paragraph(
            "The control of the quarkus suite (`--candidate twin`): the same method as its"
                + " comparison with the protected service, with a second JVM of the unprotected"
                + " twin (`stacks/bench-quarkus-twin`) in the protected service's place in every"
                + " session, and every reply must be as expected"
                + " (200, 200, 201). Both services are the same program, so a ratio away from"
                + " 1.0× is how far the method itself leans towards one side on this machine;"
                + " the comparison of the protected service has to be read against it. "
                + method(machine))
        .table("Throughput", control.throughput(control.invalidOr("control: no target")))
        .table("The sessions", control.eachSession())
        .table("The pairs in order", control.eachPair());
  }

  private String method(String machine) {
    return String.format(
        Locale.ROOT,
        "The same users-and-lines service (`stacks/bench-quarkus-protected`) runs on Quarkus REST"
            + " twice, each from its `quarkus-run.jar` in its own JVM (`-Xms%1$s -Xmx%1$s`):"
            + " compiled by aclgen's processor and protected by aclgen-quarkus, and as its twin"
            + " compiled from the same files without the processor and run without any aclgen jar"
            + " (`stacks/bench-quarkus-twin`). The protected one asks the sample app's token service"
            + " (its own process) and caches the token for 30 s. A closed-loop client keeps %2$d"
            + " keep-alive connections busy, each sending in turn `GET /users`,"
            + " `GET /users/{me}/lines` and `POST /users` with a JSON body, with a token of %3$d"
            + " ACLs that grants all %4$d; every reply must be 200, 200 and 201. Runs of %5$d s"
            + " alternate between the two services (ABBA), after %6$d s of warm-up each and then"
            + " runs in turn until both JIT compilers are done (a pair of runs in which they used"
            + " less than %8$d ms of CPU together, read from /proc; at most as many pairs as"
            + " the session measures, and %9$d). %10$s"
            + " Throughput in requests per second: median over the runs, lowest and highest in"
            + " brackets; the ratio is taken pair by pair. Server CPU per request: the CPU time"
            + " each service's JVM used during its run (all its threads, garbage collector and JIT"
            + " compiler included, as the operating system counts it), divided by its replies; it"
            + " does not depend on how the client, which shares the machine, is scheduled, so it"
            + " varies less from pair to pair than throughput. %7$s",
        settings.heap(),
        settings.connections(),
        QuarkusRun.TOKEN_ACLS.size(),
        mixSize,
        settings.run().toSeconds(),
        settings.warmup().toSeconds(),
        machine,
        QuarkusRun.SETTLED_COMPILER_MILLIS,
        QuarkusRun.MAX_SETTLE_PAIRS,
        sessions());
  }

  /** How the pairs were shared among sessions, and why. */
  private String sessions() {
    if (settings.sessions() == 1) {
      return "The pairs are measured in one session: the aclgen service's JVM starts first, and"
          + " the other service warms up first and runs first in the first pair.";
    }
    List<QuarkusRun.Session> sessions =
        QuarkusRun.Session.of(settings.pairs(), settings.sessions());
    // The first sessions take the pairs left over.
    int most = sessions.get(0).pairs();
    int fewest = sessions.get(sessions.size() - 1).pairs();
    return String.format(
        Locale.ROOT,
        "The pairs are measured in %d sessions of %s pairs each, every one with JVMs of its own,"
            + " started, warmed up and settled anew, as JMH forks a benchmark; the sessions are"
            + " mirrored in turn: in the odd-numbered ones the aclgen service's JVM starts first"
            + " and the other service warms up first and runs first in the first pair; in the"
            + " even-numbered ones all three go the other way. Whatever favours a JVM for its"
            + " place in that order (a control run once measured five points) then favours each"
            + " service in half the sessions, and whatever a JVM draws at its start (where its"
            + " compiler places and inlines code: two identical twins' sessions once differed by"
            + " seven points) is drawn again in each; the table of sessions gives each one's"
            + " medians.",
        sessions.size(),
        most == fewest ? Integer.toString(most) : fewest + " or " + most);
  }

  /** One comparison's pairs, its baseline and its candidate named as the tables show them. */
  private record Comparison(String baseline, String candidate, List<QuarkusRun.Pair> pairs) {

    MarkdownTable throughput(String verdict) {
      MarkdownTable table =
          new MarkdownTable(
              "pairs",
              baseline + " (req/s)",
              candidate + " (req/s)",
              candidate + " ÷ " + baseline,
              "server CPU per request, " + candidate + " ÷ " + baseline,
              "unexpected replies",
              "target");
      table.row(
          Integer.toString(pairs.size()),
          Sample.of(pairs.stream().mapToDouble(p -> p.baseline().perSecond()).toArray()).format(),
          Sample.of(pairs.stream().mapToDouble(p -> p.candidate().perSecond()).toArray()).format(),
          ratio().formatRatio(),
          cpuRatio() == null ? UNKNOWN : cpuRatio().formatRatio(),
          Long.toString(unexpected()),
          verdict);
      return table;
    }

    String throughputVerdict(double target) {
      return invalidOr(Target.verdict(ratio().median() >= target, "≥ " + target + "×"));
    }

    /** Both of the peer's targets: throughput, then CPU per request (missed where unknown). */
    String peerVerdict(double throughputTarget, double cpuTarget) {
      Sample cpu = cpuRatio();
      return invalidOr(
          Target.verdict(ratio().median() >= throughputTarget, "≥ " + throughputTarget + "×")
              + "; CPU "
              + Target.verdict(
                  cpu != null && cpu.median() <= cpuTarget, "≤ " + cpuTarget + "× per request"));
    }

    String invalidOr(String verdict) {
      long unexpected = unexpected();
      return unexpected > 0
          ? "**INVALID**: " + unexpected + " replies not as expected, the first: " + first()
          : verdict;
    }

    /**
     * Each session's medians: how much of the spread between pairs is the JVMs' (a session's pairs
     * share them) rather than the machine's from one run to the next.
     */
    MarkdownTable eachSession() {
      MarkdownTable table =
          new MarkdownTable(
              "session",
              "JVM started first",
              "pairs",
              candidate + " ÷ " + baseline,
              "server CPU per request, " + candidate + " ÷ " + baseline);
      Map<Integer, List<QuarkusRun.Pair>> bySession =
          pairs.stream()
              .collect(
                  Collectors.groupingBy(
                      QuarkusRun.Pair::session, TreeMap::new, Collectors.toList()));
      bySession.forEach(
          (session, its) -> {
            Comparison part = new Comparison(baseline, candidate, its);
            table.row(
                Integer.toString(session),
                QuarkusRun.Session.candidateFirst(session) ? candidate : baseline,
                Integer.toString(its.size()),
                part.ratio().formatRatio(),
                part.cpuRatio() == null ? UNKNOWN : part.cpuRatio().formatRatio());
          });
      return table;
    }

    MarkdownTable eachPair() {
      MarkdownTable table =
          new MarkdownTable(
              "pair",
              "session",
              "order",
              baseline + " (req/s)",
              candidate + " (req/s)",
              "ratio",
              baseline + " CPU (µs/req)",
              candidate + " CPU (µs/req)",
              "CPU ratio");
      for (int i = 0; i < pairs.size(); i++) {
        QuarkusRun.Pair pair = pairs.get(i);
        table.row(
            Integer.toString(i + 1),
            Integer.toString(pair.session()),
            pair.baselineFirst() ? baseline + ", " + candidate : candidate + ", " + baseline,
            Sample.number(pair.baseline().perSecond()),
            Sample.number(pair.candidate().perSecond()),
            Sample.number(pair.ratio()) + "×",
            pair.hasCpu() ? Sample.number(pair.baselineCpuPerReply()) : UNKNOWN,
            pair.hasCpu() ? Sample.number(pair.candidateCpuPerReply()) : UNKNOWN,
            pair.hasCpu() ? Sample.number(pair.cpuRatio()) + "×" : UNKNOWN);
      }
      return table;
    }

    private Sample ratio() {
      return Sample.of(pairs.stream().mapToDouble(QuarkusRun.Pair::ratio).toArray());
    }

    /** The CPU ratios over the pairs whose CPU is known; null if none is. */
    private Sample cpuRatio() {
      double[] ratios =
          pairs.stream()
              .filter(QuarkusRun.Pair::hasCpu)
              .mapToDouble(QuarkusRun.Pair::cpuRatio)
              .toArray();
      return ratios.length == 0 ? null : Sample.of(ratios);
    }

    private long unexpected() {
      return pairs.stream().mapToLong(QuarkusRun.Pair::unexpected).sum();
    }

    private String first() {
      return pairs.stream()
          .flatMap(p -> Stream.of(p.baseline(), p.candidate()))
          .map(LoadClient.Result::firstUnexpected)
          .filter(s -> !s.isEmpty())
          .findFirst()
          .orElse("");
    }
  }
}
