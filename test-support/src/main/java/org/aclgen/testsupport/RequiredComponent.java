package org.aclgen.testsupport;

import java.util.Optional;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Assumptions;

/**
 * Decides what a test does when a real component it needs (a broker, a database, a browser) cannot
 * be used: on a developer's machine it is skipped and says why; under CI (the {@code CI} variable
 * set and not {@code false}) it fails, so that a green CI run always means the component was
 * tested.
 *
 * <pre>{@code
 * RequiredComponent.require("RabbitMQ", problem);  // problem: why it cannot be used, or empty
 * }</pre>
 */
public final class RequiredComponent {

  private RequiredComponent() {}

  /**
   * Returns when {@code problem} is empty; otherwise skips the calling test, or fails it under CI.
   *
   * @param component the component's name, for the message
   * @param problem why the component cannot be used, or empty when it can
   */
  public static void require(String component, Optional<String> problem) {
    if (problem.isEmpty()) {
      return;
    }
    String message = component + " is not available: " + problem.get();
    if (underCi()) {
      Assertions.fail(message + " (CI is set, so this test fails instead of being skipped)");
    }
    Assumptions.abort(message);
  }

  /** Whether the tests run under CI, where a missing component is a failure, not a skip. */
  public static boolean underCi() {
    String ci = System.getenv("CI");
    return ci != null && !ci.isBlank() && !ci.equalsIgnoreCase("false");
  }
}
