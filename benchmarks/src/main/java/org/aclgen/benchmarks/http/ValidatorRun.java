package org.aclgen.benchmarks.http;

import java.util.List;

/**
 * The measured runs of one validator.
 *
 * @param validator which validator, as the report names it
 * @param pairs back-to-back runs of the unprotected and the protected endpoint
 * @param upstream the remote validator's calls to the token service; {@code null} for a local one
 */
record ValidatorRun(String validator, List<Pair> pairs, UpstreamCalls upstream) {

  /** One run of each endpoint, back to back. */
  record Pair(LoadClient.Result unprotected, LoadClient.Result protectedRun) {
    double ratio() {
      return protectedRun.perSecond() / unprotected.perSecond();
    }
  }

  /**
   * What the remote validator's counter says.
   *
   * @param afterColdBurst calls after every connection's first request hit a cold cache at once
   * @param total calls at the end
   * @param seconds how long the token was in use, from the cold burst to the end
   */
  record UpstreamCalls(long afterColdBurst, long total, double seconds) {}
}
