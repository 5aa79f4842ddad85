package org.aclgen.benchmarks.http;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.aclgen.benchmarks.report.Report;
import org.aclgen.testing.LocalTokenStore;
import org.aclgen.tokens.RemoteTokenValidator;
import org.aclgen.tokens.TokenValidator;

/**
 * Loads one protected endpoint and its unprotected twin in the same process, in alternating runs
 * (ABBA order), first with the local token store, then with the remote validator against the sample
 * app's token service, and reports the throughput ratios.
 */
public final class HttpRun {
  static final String USER_UUID = "5b1e0c3a-7d2f-4e8a-9c61-2a4f8e0d7b35";

  /** A token shaped like a real user's: the ACL the endpoint needs among others, a negative. */
  static final List<String> TOKEN_ACLS =
      List.of(
          "confd.users.me.#.read",
          "calld.users.me.calls.*",
          "events.calls.me",
          "websocketd",
          "!bench.users.me.secrets.#",
          "bench.users.me.cti.read",
          "dird.personal.me.#",
          "chatd.users.me.presences.read");

  private static final String PROTECTED = "/protected/users/" + USER_UUID + "/cti";
  private static final String UNPROTECTED = "/public/users/" + USER_UUID + "/cti";

  private HttpRun() {}

  /** Runs both validators and reports them. */
  public static Report report(HttpSettings settings, String machine) throws Exception {
    Path work = Files.createTempDirectory("aclgen-http-bench");
    List<ValidatorRun> runs = new ArrayList<>();
    LocalTokenStore store = new LocalTokenStore();
    String localToken = store.issue(USER_UUID, TOKEN_ACLS, Duration.ofHours(1)).token();
    runs.add(measure("local token store", store, localToken, settings, null));
    try (SampleAppProcess auth =
        SampleAppProcess.start(settings.sampleAppJar(), USER_UUID, TOKEN_ACLS, work)) {
      RemoteTokenValidator remote =
          RemoteTokenValidator.builder(auth.authUrl()).ttl(settings.ttl()).build();
      runs.add(
          measure("remote validator, warm cache", remote, auth.issueToken(), settings, remote));
    }
    return new HttpResults(runs, settings).report(machine);
  }

  private static ValidatorRun measure(
      String name,
      TokenValidator validator,
      String token,
      HttpSettings settings,
      RemoteTokenValidator remote)
      throws Exception {
    try (BenchApp app = BenchApp.start(validator)) {
      LoadClient client = new LoadClient(app.port(), settings.connections());
      long start = System.nanoTime();
      // Every connection's first request arrives at once on a cold cache: one upstream call only.
      client.run(PROTECTED, token, Duration.ofMillis(200));
      long callsAfterColdBurst = remote == null ? 0 : remote.statistics().upstreamCalls();
      client.run(UNPROTECTED, token, settings.warmup());
      client.run(PROTECTED, token, settings.warmup());
      List<ValidatorRun.Pair> pairs = new ArrayList<>();
      for (int i = 0; i < settings.pairs(); i++) {
        LoadClient.Result unprotected;
        LoadClient.Result protectedRun;
        if (i % 2 == 0) {
          unprotected = client.run(UNPROTECTED, token, settings.run());
          protectedRun = client.run(PROTECTED, token, settings.run());
        } else {
          protectedRun = client.run(PROTECTED, token, settings.run());
          unprotected = client.run(UNPROTECTED, token, settings.run());
        }
        pairs.add(new ValidatorRun.Pair(unprotected, protectedRun));
      }
      double seconds = (System.nanoTime() - start) / 1e9;
      return new ValidatorRun(
          name,
          pairs,
          remote == null
              ? null
              : new ValidatorRun.UpstreamCalls(
                  callsAfterColdBurst, remote.statistics().upstreamCalls(), seconds));
    }
  }
}
