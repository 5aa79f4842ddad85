package org.aclgen.stacks.quarkus;

import static org.assertj.core.api.Assertions.assertThat;

import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import java.net.URI;
import java.net.http.HttpResponse;
import java.util.Map;
import java.util.UUID;
import org.aclgen.stacks.StackTokens;
import org.junit.jupiter.api.Test;

/**
 * {@code aclgen.quarkus.authenticate-ahead=false}: aclgen authenticates in its JAX-RS filter before
 * matching, so the application's response filters see its refusals too.
 */
@QuarkusTest
@TestProfile(FilterBeforeMatchingTest.NotAhead.class)
@QuarkusTestResource(TokenServiceResource.class)
class FilterBeforeMatchingTest {

  /** The profile that turns the route off. */
  public static class NotAhead implements QuarkusTestProfile {
    @Override
    public Map<String, String> getConfigOverrides() {
      return Map.of("aclgen.quarkus.authenticate-ahead", "false");
    }
  }

  @TestHTTPResource("/")
  URI base;

  @Test
  void refusalsPassThroughTheApplicationsResponseFilters() throws Exception {
    HttpResponse<String> locator = QuarkusRequests.get(base.resolve("users/someone/lines"), null);
    assertThat(locator.statusCode()).isEqualTo(401);
    assertThat(locator.headers().firstValue("WWW-Authenticate")).hasValue("Bearer realm=\"confd\"");
    assertThat(locator.headers().firstValue("X-Caller-Error").orElse(""))
        .contains("[aclgen.no-principal]");
    String token = StackTokens.issue(UUID.randomUUID().toString(), "confd.users.read");
    HttpResponse<String> served = QuarkusRequests.get(base.resolve("users"), token);
    assertThat(served.statusCode()).isEqualTo(200);
    assertThat(served.headers().firstValue("X-Caller")).isPresent();
  }
}
