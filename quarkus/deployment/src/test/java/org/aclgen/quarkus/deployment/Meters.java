package org.aclgen.quarkus.deployment;

import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;

/** The application's {@link MeterRegistry}, as quarkus-micrometer would give it one. */
public class Meters {

  @Produces
  @Singleton
  MeterRegistry registry() {
    return new SimpleMeterRegistry();
  }
}
