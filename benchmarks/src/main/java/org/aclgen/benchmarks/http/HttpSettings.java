package org.aclgen.benchmarks.http;

import java.nio.file.Path;
import java.time.Duration;
import org.aclgen.benchmarks.Arguments;

/**
 * How the HTTP benchmark loads the server.
 *
 * @param connections concurrent keep-alive connections of the load client
 * @param warmup how long each endpoint is loaded, unmeasured, before the pairs
 * @param run how long each measured run lasts
 * @param pairs measured pairs of runs (protected and unprotected) per validator
 * @param ttl the remote validator's cache period
 * @param sampleAppJar the sample app's jar, started as the remote token service
 */
public record HttpSettings(
    int connections, Duration warmup, Duration run, int pairs, Duration ttl, Path sampleAppJar) {

  /** Reads {@code --connections}, {@code --warmup-seconds}, {@code --run-seconds} and the rest. */
  public static HttpSettings from(Arguments args) {
    return new HttpSettings(
        args.positive("connections", 8),
        Duration.ofSeconds(args.positive("warmup-seconds", 3)),
        Duration.ofSeconds(args.positive("run-seconds", 3)),
        args.positive("pairs", 4),
        Duration.ofSeconds(args.positive("ttl-seconds", 10)),
        args.path("sample-app-jar", "sample-app/target/aclgen-sample-app.jar"));
  }
}
