package org.aclgen.benchmarks.http;

import io.micrometer.prometheusmetrics.PrometheusConfig;
import io.micrometer.prometheusmetrics.PrometheusMeterRegistry;
import java.lang.management.CompilationMXBean;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.logging.FileHandler;
import java.util.logging.Formatter;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import org.aclgen.benchmarks.report.MarkdownTable;
import org.aclgen.benchmarks.report.Report;
import org.aclgen.benchmarks.report.Sample;
import org.aclgen.benchmarks.report.Target;
import org.aclgen.micrometer.AclMetrics;
import org.aclgen.runtime.AclFeature;
import org.aclgen.runtime.decisions.AuditLog;
import org.aclgen.testing.LocalTokenStore;
import org.aclgen.tokens.RemoteTokenValidator;

/**
 * What telling decisions costs a service: the same Jersey application twice in one process, once
 * with decisions told to aclgen-micrometer's meters (on a Prometheus registry) and to the audit log
 * of refusals (written to a file), once with no listener, loaded in alternating runs (ABBA). Two
 * workloads: every request allowed, and one request in ten refused (403), which the audit log
 * writes.
 */
public final class DecisionsRun {

  /** The target: with decisions on, at least this share of the throughput with them off. */
  static final double TARGET = 0.98;

  private static final String PATH = "/protected/users/" + HttpRun.USER_UUID + "/cti";

  private DecisionsRun() {}

  /** One workload's pairs, off then on. */
  record Workload(String name, List<Pair> pairs) {}

  /** One run with decisions off and one with them on, back to back. */
  record Pair(Measured off, Measured on) {
    double ratio() {
      return on.result().perSecond() / off.result().perSecond();
    }

    /** The CPU time per reply with decisions on, over the same with them off. */
    double cpuRatio() {
      return on.cpuPerReply() / off.cpuPerReply();
    }
  }

  /**
   * One run: its replies, the CPU time this process used meanwhile (client and server), and the
   * time the JIT compiler spent compiling meanwhile.
   */
  record Measured(LoadClient.Result result, long cpuNanos, long compileMillis) {
    double cpuPerReply() {
      return cpuNanos / (double) result.replies();
    }
  }

  /** A pair of warm-up runs with less compilation than this ends the warm-up. */
  static final long SETTLED_COMPILE_MILLIS = 50;

  /** The warm-up ends after at most this many pairs of runs, compiling or not. */
  static final int MAX_SETTLE_PAIRS = 30;

  private static final CompilationMXBean COMPILER = ManagementFactory.getCompilationMXBean();

  private static final com.sun.management.OperatingSystemMXBean PROCESS =
      (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();

  /**
   * Reads {@code --listeners}: {@code on} (the measurement) or {@code none}, the control, where the
   * second service has no listener either and the ratio shows what the method itself tells apart.
   */
  public static boolean control(String listeners) {
    return switch (listeners) {
      case "on" -> false;
      case "none" -> true;
      default ->
          throw new IllegalArgumentException("--listeners must be on or none, not " + listeners);
    };
  }

  /**
   * Runs both workloads and reports them.
   *
   * @param control whether the second service has no listener either (a control run)
   */
  public static Report report(HttpSettings settings, boolean control, String machine)
      throws Exception {
    Path work = Files.createTempDirectory("aclgen-decisions-bench");
    LocalTokenStore store = new LocalTokenStore();
    String granted =
        store.issue(HttpRun.USER_UUID, HttpRun.TOKEN_ACLS, Duration.ofHours(1)).token();
    String refused =
        store
            .issue(HttpRun.USER_UUID, List.of("confd.users.me.#.read"), Duration.ofHours(1))
            .token();
    List<LoadClient.Request> allowed = List.of(LoadClient.Request.get(PATH, granted));
    List<LoadClient.Request> mixed = new ArrayList<>(Collections.nCopies(9, allowed.get(0)));
    LoadClient.Request forbidden = LoadClient.Request.get(PATH, refused);
    mixed.add(new LoadClient.Request(forbidden.name() + " (refused)", forbidden.bytes(), 403));

    Path auditFile = work.resolve("audit.log");
    Logger audit = Logger.getLogger(AuditLog.LOGGER);
    FileHandler handler = new FileHandler(auditFile.toString(), true);
    handler.setFormatter(
        new Formatter() {
          @Override
          public String format(LogRecord record) {
            return record.getMessage() + System.lineSeparator();
          }
        });
    audit.setUseParentHandlers(false);
    audit.setLevel(Level.INFO);
    audit.addHandler(handler);
    PrometheusMeterRegistry registry = new PrometheusMeterRegistry(PrometheusConfig.DEFAULT);
    // The validator users have, with its cache; one per application, as each service has its own.
    try (RemoteTokenValidator offTokens = RemoteTokenValidator.builder(store).build();
        RemoteTokenValidator onTokens = RemoteTokenValidator.builder(store).build();
        BenchApp off = BenchApp.start(AclFeature.builder(offTokens).build());
        BenchApp on =
            BenchApp.start(
                control
                    ? AclFeature.builder(onTokens).build()
                    : AclFeature.builder(onTokens)
                        .decisionListener(new AclMetrics(registry))
                        .decisionListener(AuditLog.refusals())
                        .build())) {
      LoadClient offClient = new LoadClient(off.port(), settings.connections());
      LoadClient onClient = new LoadClient(on.port(), settings.connections());
      List<Workload> workloads = new ArrayList<>();
      workloads.add(measure("every request allowed", allowed, offClient, onClient, settings));
      workloads.add(measure("one request in ten refused", mixed, offClient, onClient, settings));
      long auditLines;
      handler.flush();
      try (var lines = Files.lines(auditFile)) {
        auditLines = lines.count();
      }
      return report(workloads, settings, control, machine, registry, auditLines);
    } finally {
      audit.removeHandler(handler);
      audit.setUseParentHandlers(true);
      handler.close();
      registry.close();
    }
  }

  private static Workload measure(
      String name,
      List<LoadClient.Request> mix,
      LoadClient offClient,
      LoadClient onClient,
      HttpSettings settings)
      throws Exception {
    checked(offClient.run(mix, settings.warmup()));
    checked(onClient.run(mix, settings.warmup()));
    settle(mix, offClient, onClient, settings);
    List<Pair> pairs = new ArrayList<>();
    for (int i = 0; i < settings.pairs(); i++) {
      Measured off;
      Measured on;
      if (i % 2 == 0) {
        off = measured(offClient, mix, settings);
        on = measured(onClient, mix, settings);
      } else {
        on = measured(onClient, mix, settings);
        off = measured(offClient, mix, settings);
      }
      pairs.add(new Pair(off, on));
    }
    return new Workload(name, pairs);
  }

  /**
   * Loads both services in turn until the JIT compiler is done with them: a pair of runs with less
   * than {@value #SETTLED_COMPILE_MILLIS} ms of compilation, or as many pairs as are measured (at
   * most {@value #MAX_SETTLE_PAIRS}). The code only the listeners run (the audit line, the meters)
   * is compiled during the runs with decisions on; measured before the compiler is done, it would
   * count as their cost.
   */
  private static void settle(
      List<LoadClient.Request> mix,
      LoadClient offClient,
      LoadClient onClient,
      HttpSettings settings)
      throws Exception {
    for (int i = 0; i < Math.min(MAX_SETTLE_PAIRS, settings.pairs()); i++) {
      long compiling = COMPILER.getTotalCompilationTime();
      checked(offClient.run(mix, settings.run()));
      checked(onClient.run(mix, settings.run()));
      if (COMPILER.getTotalCompilationTime() - compiling < SETTLED_COMPILE_MILLIS) {
        return;
      }
    }
  }

  private static Measured measured(
      LoadClient client, List<LoadClient.Request> mix, HttpSettings settings) throws Exception {
    long cpu = PROCESS.getProcessCpuTime();
    long compiling = COMPILER.getTotalCompilationTime();
    LoadClient.Result result = checked(client.run(mix, settings.run()));
    return new Measured(
        result, PROCESS.getProcessCpuTime() - cpu, COMPILER.getTotalCompilationTime() - compiling);
  }

  private static LoadClient.Result checked(LoadClient.Result result) {
    if (result.unexpected() > 0) {
      throw new IllegalStateException(result.firstUnexpected());
    }
    return result;
  }

  private static Report report(
      List<Workload> workloads,
      HttpSettings settings,
      boolean control,
      String machine,
      PrometheusMeterRegistry registry,
      long auditLines) {
    MarkdownTable table =
        new MarkdownTable(
            "workload",
            "pairs",
            "off (req/s)",
            "on (req/s)",
            "on ÷ off",
            "target",
            "CPU µs per reply, off",
            "on",
            "on ÷ off (CPU)",
            "JIT ms per run, off",
            "on");
    for (Workload workload : workloads) {
      Sample ratio = Sample.of(workload.pairs().stream().mapToDouble(Pair::ratio).toArray());
      table.row(
          workload.name(),
          Integer.toString(workload.pairs().size()),
          Sample.of(
                  workload.pairs().stream()
                      .mapToDouble(p -> p.off().result().perSecond())
                      .toArray())
              .format(),
          Sample.of(
                  workload.pairs().stream().mapToDouble(p -> p.on().result().perSecond()).toArray())
              .format(),
          ratio.formatRatio(),
          control ? "(control)" : Target.verdict(ratio.median() >= TARGET, "≥ " + TARGET + "×"),
          Sample.of(
                  workload.pairs().stream()
                      .mapToDouble(p -> p.off().cpuPerReply() / 1_000)
                      .toArray())
              .format(),
          Sample.of(
                  workload.pairs().stream()
                      .mapToDouble(p -> p.on().cpuPerReply() / 1_000)
                      .toArray())
              .format(),
          Sample.of(workload.pairs().stream().mapToDouble(Pair::cpuRatio).toArray()).formatRatio(),
          Sample.of(workload.pairs().stream().mapToDouble(p -> p.off().compileMillis()).toArray())
              .format(),
          Sample.of(workload.pairs().stream().mapToDouble(p -> p.on().compileMillis()).toArray())
              .format());
    }
    double counted =
        registry.find(AclMetrics.DECISIONS).counters().stream().mapToDouble(c -> c.count()).sum();
    return new Report(
            control
                ? "Decisions, control: two services with no listener"
                : "Decisions: metrics and the audit log on, against off")
        .paragraph(
            control
                ? "A control run (`--listeners none`): the service called \"on\" below has no"
                    + " listener either, so the two services are the same and the ratio shows what"
                    + " the method itself tells apart."
                : "The measurement (`--listeners on`).")
        .paragraph(
            String.format(
                Locale.ROOT,
                "One Jersey application on Jetty serves `GET /protected/users/{user_id}/cti`"
                    + " (`bench.users.{user_id}.cti.read`, a token of %d ACLs, validated by"
                    + " `RemoteTokenValidator` over an in-process token store, cached); two"
                    + " instances run in this process, one whose feature tells its decisions to"
                    + " `AclMetrics` (a Prometheus registry) and to `AuditLog.refusals()` (a"
                    + " file), one with no listener. A closed-loop client keeps %d keep-alive"
                    + " connections busy; runs of %d s alternate between the two (ABBA), after %d s"
                    + " of warm-up each, then in turn until a pair of runs compiles less than %d ms"
                    + " (the JIT compiler is done with both; at most as many pairs as are measured, and %d). Throughput in requests per second, and the CPU time this"
                    + " process (the client and the service loaded) used per reply during the run:"
                    + " medians over the runs, lowest and highest in brackets; the ratios are taken"
                    + " pair by pair. The CPU time does not count what other processes take from"
                    + " the cores, which moves the throughput. The JIT compiler's time per run is"
                    + " what it compiled meanwhile, on any of its threads. %s",
                HttpRun.TOKEN_ACLS.size(),
                settings.connections(),
                settings.run().toSeconds(),
                settings.warmup().toSeconds(),
                SETTLED_COMPILE_MILLIS,
                MAX_SETTLE_PAIRS,
                machine))
        .table("Throughput", table)
        .paragraph(
            String.format(
                Locale.ROOT,
                "With decisions on: %.0f decisions counted, %d audit lines written, %d dropped"
                    + " (the audit log's queue was full).",
                counted,
                auditLines,
                AuditLog.droppedLines()));
  }
}
