package org.aclgen.stacks.servlet;

import io.quarkus.test.common.QuarkusTestResourceLifecycleManager;
import java.util.Map;
import org.aclgen.stacks.StackTokens;

/** Starts the matrix's token service before Quarkus and hands its URL to aclgen's configuration. */
public class TokenServiceResource implements QuarkusTestResourceLifecycleManager {

  @Override
  public Map<String, String> start() {
    return Map.of("aclgen.token-service.url", StackTokens.start());
  }

  @Override
  public void stop() {}
}
