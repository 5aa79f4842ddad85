package org.aclgen.openapi;

import java.util.concurrent.atomic.AtomicReference;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * Keeps the last merge's report for tests and tools, and logs a report once: a document built again
 * with the same result (as servers do on every request for it) logs nothing new.
 */
final class MergeLog {

  private static final Logger LOG = Logger.getLogger("org.aclgen.openapi");

  private final AtomicReference<MergeReport> last = new AtomicReference<>();

  /** Records {@code report}, and logs it when it differs from the previous one. */
  void record(MergeReport report) {
    MergeReport previous = last.getAndSet(report);
    if (report.equals(previous)) {
      return;
    }
    LOG.log(report.isComplete() ? Level.INFO : Level.WARNING, report.describe());
  }

  /** The last report, or {@code null} before the first merge. */
  MergeReport last() {
    return last.get();
  }
}
