package org.aclgen.stacks.quarkus;

import static org.assertj.core.api.Assertions.assertThat;

import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import java.util.Map;
import java.util.UUID;
import org.aclgen.stacks.StackTokenService;
import org.aclgen.stacks.StackTokens;
import org.junit.jupiter.api.Test;

/**
 * {@code aclgen.quarkus.authenticate-ahead=false}: aclgen authenticates in its JAX-RS filter before
 * matching, so the application's response filters see its refusals too; the whole matrix holds.
 */
@QuarkusTest
@TestProfile(FilterBeforeMatchingTest.NotAhead.class)
@QuarkusTestResource(StackTokenService.class)
class FilterBeforeMatchingTest extends RestRootMatrix {

  /** The profile that turns the route off. */
  public static class NotAhead implements QuarkusTestProfile {
    @Override
    public Map<String, String> getConfigOverrides() {
      return Map.of("aclgen.quarkus.authenticate-ahead", "false");
    }
  }

  @Test
  void refusalsPassThroughTheApplicationsResponseFilters() throws Exception {
    Reply locator = get("users/someone/lines", null);
    assertThat(locator.status()).isEqualTo(401);
    assertThat(locator.header("WWW-Authenticate")).hasValue("Bearer realm=\"confd\"");
    assertThat(locator.header("X-Caller-Error").orElse("")).contains("[aclgen.no-principal]");
    String token = StackTokens.issue(UUID.randomUUID().toString(), "confd.users.read");
    Reply served = get("users", token);
    assertThat(served.status()).isEqualTo(200);
    assertThat(served.header("X-Caller")).isPresent();
  }
}
