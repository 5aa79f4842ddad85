package org.aclgen.benchmarks.jwt;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.EnumMap;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;
import org.aclgen.benchmarks.JmhSettings;
import org.aclgen.benchmarks.report.MarkdownTable;
import org.aclgen.benchmarks.report.Report;
import org.aclgen.benchmarks.report.Sample;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.util.Statistics;

/**
 * The JWT validator's cost per request: with a warm token cache, against one RS256 signature
 * verification of the same token and against the runtime's local token store, in one run.
 */
public final class JwtRun {
  private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();
  private static final int WARMUP_ROUNDS = 3;
  private static final int OPS_PER_ROUND = 200_000;
  private static final int SIGNATURE_OPS_PER_ROUND = 2_000;
  private static final String METHOD =
      "1,000 users, each with an RS256 JWT (2048-bit key, 20 ACLs, about 1,300 characters) and a"
          + " token of the runtime's LocalTokenStore with the same ACLs. Subjects: the"
          + " JwtTokenValidator with every token already verified (a request costs the SHA-256 of"
          + " the token and a lookup), one signature verification of the same token (nimbus"
          + " JWSObject.parse and RSASSAVerifier.verify, what a request would cost without the"
          + " cache, claims not even read), and LocalTokenStore.validate. CPU time of the"
          + " measuring thread per validation, subjects alternating round by round ("
          + OPS_PER_ROUND
          + " validations per round, "
          + SIGNATURE_OPS_PER_ROUND
          + " for the signature), and JMH's wall-clock time. The rest of a request (HTTP, JAX-RS,"
          + " the ACL match) is the same for every validator and is not measured here.";

  private JwtRun() {}

  /** Runs both measurements and reports them; {@code machine} describes where. */
  public static Report report(JmhSettings settings, String machine) throws Exception {
    Map<JwtSubjects.Subject, Sample> cpu = cpuPerValidation(settings.iterations());
    Map<JwtSubjects.Subject, Sample> wall = jmh(settings);
    Report report =
        new Report("JWT access tokens: the cost of a request's validation")
            .paragraph(METHOD + " " + machine + " Medians, with the range in brackets.");
    report.table("CPU ns per validation of the measuring thread", table(cpu));
    return report.table(
        "JMH wall-clock ns/op (stretched by other work on the machine)", table(wall));
  }

  private static MarkdownTable table(Map<JwtSubjects.Subject, Sample> ns) {
    Sample cached = ns.get(JwtSubjects.Subject.JWT_CACHED);
    Sample signature = ns.get(JwtSubjects.Subject.SIGNATURE);
    Sample local = ns.get(JwtSubjects.Subject.LOCAL);
    return new MarkdownTable(
            "JWT, warm cache",
            "one signature verification",
            "local validator",
            "signature over warm JWT",
            "warm JWT over local")
        .row(
            cached.format(),
            signature.format(),
            local.format(),
            signature.over(cached).format(),
            cached.over(local).format());
  }

  private static Map<JwtSubjects.Subject, Sample> cpuPerValidation(int rounds) throws Exception {
    Map<JwtSubjects.Subject, double[]> perRound = new EnumMap<>(JwtSubjects.Subject.class);
    for (JwtSubjects.Subject subject : JwtSubjects.Subject.values()) {
      perRound.put(subject, new double[rounds]);
    }
    try (JwtSubjects subjects = new JwtSubjects()) {
      subjects.warm();
      for (int round = -WARMUP_ROUNDS; round < rounds; round++) {
        for (JwtSubjects.Subject subject : JwtSubjects.Subject.values()) {
          double ns = round(subjects, subject);
          if (round >= 0) {
            perRound.get(subject)[round] = ns;
          }
        }
      }
    }
    Map<JwtSubjects.Subject, Sample> samples = new EnumMap<>(JwtSubjects.Subject.class);
    perRound.forEach((subject, values) -> samples.put(subject, Sample.of(values)));
    return samples;
  }

  private static double round(JwtSubjects subjects, JwtSubjects.Subject subject) {
    int ops = subject == JwtSubjects.Subject.SIGNATURE ? SIGNATURE_OPS_PER_ROUND : OPS_PER_ROUND;
    long start = THREADS.getCurrentThreadCpuTime();
    int i = 0;
    int refused = 0;
    for (int op = 0; op < ops; op++) {
      i = (i + 617) % JwtSubjects.TOKENS;
      if (!subjects.run(subject, i)) {
        refused++;
      }
    }
    long spent = THREADS.getCurrentThreadCpuTime() - start;
    if (refused > 0) {
      throw new IllegalStateException(subject + " refused " + refused + " valid tokens");
    }
    return spent / (double) ops;
  }

  private static Map<JwtSubjects.Subject, Sample> jmh(JmhSettings settings) throws Exception {
    OptionsBuilder builder = new OptionsBuilder();
    builder.include(Pattern.quote(JwtBenchmark.class.getName()) + "\\.");
    Map<JwtSubjects.Subject, Sample> samples = new EnumMap<>(JwtSubjects.Subject.class);
    for (RunResult result : new Runner(settings.applyTo(builder, "JwtBenchmark").build()).run()) {
      Statistics s = result.getPrimaryResult().getStatistics();
      JwtSubjects.Subject subject =
          JwtSubjects.Subject.valueOf(
              result.getParams().getParam("subject").toUpperCase(Locale.ROOT));
      samples.put(subject, new Sample(s.getPercentile(50), s.getMin(), s.getMax(), (int) s.getN()));
    }
    return samples;
  }
}
