package org.aclgen.stacks;

import io.quarkus.test.common.QuarkusTestResourceLifecycleManager;
import java.util.Map;

/**
 * For the Quarkus stacks' {@code @QuarkusTestResource}: starts the matrix's token service ({@link
 * StackTokens#start()}) before Quarkus and hands its URL to aclgen's configuration. Only the
 * Quarkus stacks load it; they have Quarkus's test framework.
 */
public class StackTokenService implements QuarkusTestResourceLifecycleManager {

  @Override
  public Map<String, String> start() {
    return Map.of("aclgen.token-service.url", StackTokens.start());
  }

  @Override
  public void stop() {}
}
