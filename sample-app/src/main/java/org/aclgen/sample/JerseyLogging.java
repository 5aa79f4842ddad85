package org.aclgen.sample;

import java.util.List;
import java.util.logging.Level;
import java.util.logging.Logger;

/** Quiets the two Jersey start-up warnings that say nothing about this app. */
final class JerseyLogging {

  // Held strongly: java.util.logging forgets the level of a logger nobody references.
  private static final List<Logger> QUIETED =
      List.of(
          // Warns about every resource registered as an instance, which is legal JAX-RS
          // (Jersey issue #3700); the resources work all the same.
          Logger.getLogger("org.glassfish.jersey.internal.inject.Providers"),
          // Warns that jakarta.activation is absent; the app sends no DataSource bodies.
          Logger.getLogger("org.glassfish.jersey.message.internal.MessagingBinders"));

  private JerseyLogging() {}

  /** Raises the two loggers to {@code SEVERE}. */
  static void quiet() {
    QUIETED.forEach(logger -> logger.setLevel(Level.SEVERE));
  }
}
