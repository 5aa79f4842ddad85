package org.aclgen.benchmarks.cache;

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
 * The token cache: the runtime's against a Caffeine equivalent, both measured in the same run and
 * reported as ratios (Caffeine over ours): hit-path time on 1 and 2 threads, bytes retained per
 * cached token, and contended loads.
 */
public final class CacheRun {
  private static final int FOOTPRINT_ROUNDS = 5;
  private static final String METHOD =
      "The runtime's token cache (TokenCache and LoadingTokenCache, as"
          + " RemoteTokenValidator builds them) against a Caffeine AsyncCache of the same"
          + " semantics (CaffeineTokenCache: maximumWeight with the runtime's weigher and"
          + " a weight floor for the count bound, expireAfter at the token's expiry"
          + " capped by the TTL, coalesced loads, failures not cached). Hit path: 10,000"
          + " cached tokens of 20 ACLs, read in a stride that visits them all; CPU time"
          + " per validation over alternating rounds of %,d reads per thread, and"
          + " JMH's wall-clock time. Bytes per token: heap in use after full collections,"
          + " with %,d tokens cached minus before, token strings and replies made"
          + " beforehand and one token shared, so the figure is the cache's own"
          + " structure; five rounds. Contended loads: 16 threads ask the same 2,000"
          + " missing tokens in the same order, each load taking 50 µs.";

  /**
   * How much work the measurements that JMH does not run take.
   *
   * @param hitReads the reads per thread in each round of the hit path's CPU time (2,000,000)
   * @param footprintTokens the tokens cached to measure the bytes per token (100,000)
   */
  public record Sizes(int hitReads, int footprintTokens) {}

  private CacheRun() {}

  /** Runs every measurement and reports it; {@code machine} describes where. */
  public static Report report(JmhSettings settings, Sizes sizes, String machine) throws Exception {
    Report report =
        new Report("Token cache: ours and Caffeine side by side")
            .paragraph(
                String.format(Locale.ROOT, METHOD, sizes.hitReads(), sizes.footprintTokens())
                    + " "
                    + machine
                    + " Ratios are Caffeine over ours: above 1 means Caffeine costs more; medians,"
                    + " with the range in brackets.");
    MarkdownTable cpu = hitTable();
    MarkdownTable process = hitTable();
    MarkdownTable wall = hitTable();
    for (int threads : new int[] {1, 2}) {
      HitPathCpuTime.Figures figures =
          HitPathCpuTime.measure(threads, settings.iterations(), sizes.hitReads());
      hitRow(cpu, threads, figures.readers());
      hitRow(process, threads, figures.process());
      hitRow(wall, threads, hitPath(settings, threads));
    }
    report.table("Hit path, CPU ns per validation of the reading threads", cpu);
    report.table("Hit path, CPU ns per validation of the whole process", process);
    report.table("Hit path, JMH wall-clock ns/op (same cache; stretched by other work)", wall);
    Map<Subjects, Sample> bytes = footprint(sizes.footprintTokens());
    report.table(
        String.format(
            Locale.ROOT,
            "Bytes retained per cached token (%,d tokens, heap delta after GC)",
            sizes.footprintTokens()),
        new MarkdownTable("ours", "Caffeine", "ratio")
            .row(
                bytes.get(Subjects.OURS).format(),
                bytes.get(Subjects.CAFFEINE).format(),
                bytes.get(Subjects.CAFFEINE).over(bytes.get(Subjects.OURS)).format()));
    return report.table(
        "Contended loads (every thread asks every token at once)", contendedLoads());
  }

  private static MarkdownTable contendedLoads() throws Exception {
    MarkdownTable contended =
        new MarkdownTable("subject", "threads", "tokens", "upstream loads", "wrong answers", "ms");
    for (Subjects subject : Subjects.values()) {
      ContendedLoads.Outcome o = ContendedLoads.run(subject, 16, 2_000);
      contended.row(
          name(subject),
          "16",
          "" + o.tokens(),
          "" + o.loads(),
          "" + o.wrong(),
          Sample.number(o.millis()));
    }
    return contended;
  }

  private static MarkdownTable hitTable() {
    return new MarkdownTable("threads", "ours ns/op", "Caffeine ns/op", "ratio");
  }

  private static void hitRow(MarkdownTable table, int threads, Map<Subjects, Sample> ns) {
    table.row(
        "" + threads,
        ns.get(Subjects.OURS).format(),
        ns.get(Subjects.CAFFEINE).format(),
        ns.get(Subjects.CAFFEINE).over(ns.get(Subjects.OURS)).format());
  }

  private static Map<Subjects, Sample> hitPath(JmhSettings settings, int threads) throws Exception {
    OptionsBuilder builder = new OptionsBuilder();
    builder.include(Pattern.quote(CacheBenchmark.class.getName()) + "\\.").threads(threads);
    Map<Subjects, Sample> samples = new EnumMap<>(Subjects.class);
    for (RunResult result :
        new Runner(settings.applyTo(builder, "CacheBenchmark-" + threads).build()).run()) {
      Statistics s = result.getPrimaryResult().getStatistics();
      Subjects subject =
          Subjects.valueOf(result.getParams().getParam("subject").toUpperCase(Locale.ROOT));
      samples.put(subject, new Sample(s.getPercentile(50), s.getMin(), s.getMax(), (int) s.getN()));
    }
    return samples;
  }

  /** Alternates the subjects round by round, so that a drift of the machine hits both alike. */
  private static Map<Subjects, Sample> footprint(int tokens) {
    Map<Subjects, double[]> rounds = new EnumMap<>(Subjects.class);
    for (Subjects subject : Subjects.values()) {
      rounds.put(subject, new double[FOOTPRINT_ROUNDS]);
    }
    for (int round = 0; round < FOOTPRINT_ROUNDS; round++) {
      for (Subjects subject : Subjects.values()) {
        rounds.get(subject)[round] = CacheFootprint.bytesPerToken(subject, tokens);
      }
    }
    Map<Subjects, Sample> samples = new EnumMap<>(Subjects.class);
    rounds.forEach((subject, values) -> samples.put(subject, Sample.of(values)));
    return samples;
  }

  private static String name(Subjects subject) {
    return subject == Subjects.OURS ? "ours" : "Caffeine";
  }
}
