package org.aclgen.benchmarks.quarkus;

import java.nio.file.Path;
import java.time.Duration;
import org.aclgen.benchmarks.Arguments;

/**
 * How the quarkus benchmark loads its services.
 *
 * @param connections concurrent keep-alive connections of the load client
 * @param warmup how long each service is loaded, unmeasured, before the pairs
 * @param run how long each measured run lasts
 * @param pairs measured pairs of runs (protected and twin)
 * @param sessions in how many sessions, each with JVMs of its own, the pairs are measured: 1, or an
 *     even number (half of them mirrored) of at most {@code pairs}
 * @param heap the heap of each service's JVM ({@code -Xms} and {@code -Xmx}), such as {@code 256m}
 * @param protectedJar the protected service's {@code quarkus-run.jar}
 * @param twinJar the unprotected twin's {@code quarkus-run.jar}
 * @param peerJar the {@code quarkus-run.jar} of the service protected by Quarkus's own security
 * @param aclgenJwtJar the {@code quarkus-run.jar} of the service protected by aclgen with JWTs
 * @param sampleAppJar the sample app's jar, started as the token service
 */
public record QuarkusSettings(
    int connections,
    Duration warmup,
    Duration run,
    int pairs,
    int sessions,
    String heap,
    Path protectedJar,
    Path twinJar,
    Path peerJar,
    Path aclgenJwtJar,
    Path sampleAppJar) {

  /**
   * @throws IllegalArgumentException if {@code sessions} is neither 1 nor even, or more than {@code
   *     pairs}
   */
  public QuarkusSettings {
    if (sessions < 1 || sessions > 1 && sessions % 2 != 0) {
      throw new IllegalArgumentException(
          "--sessions must be 1 or an even number, so that each order of the JVMs has as many"
              + " sessions; got "
              + sessions);
    }
    if (sessions > pairs) {
      throw new IllegalArgumentException(
          "--sessions (" + sessions + ") must not exceed --pairs (" + pairs + ")");
    }
  }

  /** Reads {@code --connections}, {@code --warmup-seconds}, {@code --run-seconds} and the rest. */
  public static QuarkusSettings from(Arguments args) {
    String heap = args.text("heap", "256m");
    if (!heap.matches("[1-9][0-9]*[mg]")) {
      throw new IllegalArgumentException("--heap takes a size such as 256m or 1g, got " + heap);
    }
    int pairs = args.positive("pairs", 6);
    return new QuarkusSettings(
        args.positive("connections", 8),
        Duration.ofSeconds(args.positive("warmup-seconds", 10)),
        Duration.ofSeconds(args.positive("run-seconds", 5)),
        pairs,
        args.positive("sessions", pairs < 2 ? 1 : 2),
        heap,
        args.path(
            "protected-jar", "stacks/bench-quarkus-protected/target/quarkus-app/quarkus-run.jar"),
        args.path("twin-jar", "stacks/bench-quarkus-twin/target/quarkus-app/quarkus-run.jar"),
        args.path("peer-jar", "stacks/bench-quarkus-peer/target/quarkus-app/quarkus-run.jar"),
        args.path(
            "aclgen-jwt-jar", "stacks/bench-quarkus-aclgen-jwt/target/quarkus-app/quarkus-run.jar"),
        args.path("sample-app-jar", "sample-app/target/aclgen-sample-app.jar"));
  }
}
