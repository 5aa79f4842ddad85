package org.aclgen.sample.platform.bus;

import java.net.URI;
import java.util.Optional;
import org.aclgen.events.EventBusException;
import org.aclgen.testsupport.RequiredComponent;

/**
 * The RabbitMQ broker of the RabbitMQ tests: {@code ACLGEN_TEST_AMQP_URL}, by default the local
 * {@code guest} account that Debian's {@code rabbitmq-server} has ({@code .ci/rabbitmq.sh} starts
 * it). Without a broker the tests are skipped and say why; under CI they fail.
 */
public final class RabbitBroker {

  public static final URI URL =
      URI.create(
          System.getenv()
              .getOrDefault("ACLGEN_TEST_AMQP_URL", "amqp://guest:guest@127.0.0.1:5672/%2F"));

  /** Why the broker cannot be used, or empty when it can; probed once per test run. */
  private static final Optional<String> PROBLEM = probe();

  private RabbitBroker() {}

  /** Whether the broker accepts connections. */
  public static boolean isReachable() {
    return PROBLEM.isEmpty();
  }

  /**
   * Skips the calling test (fails it under CI), with the reason, unless the broker accepts
   * connections. Called per test rather than per class, so that each test is reported on its own.
   */
  public static void assumeReachable() {
    RequiredComponent.require("RabbitMQ", PROBLEM);
  }

  private static Optional<String> probe() {
    try {
      RabbitEventBus.connect(URL, "aclgen-test-probe").close();
      return Optional.empty();
    } catch (EventBusException e) {
      return Optional.of(
          "no RabbitMQ broker at "
              + RabbitEventBus.redacted(URL)
              + " ("
              + e.getCause()
              + "); start one with .ci/rabbitmq.sh or set ACLGEN_TEST_AMQP_URL");
    }
  }
}
