package org.aclgen.stacks.quarkus;

import static org.assertj.core.api.Assertions.assertThat;

import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import java.net.URI;
import java.util.Map;
import org.aclgen.stacks.StackMatrix;
import org.aclgen.stacks.StackTokenService;
import org.junit.jupiter.api.Test;

/**
 * The matrix on Quarkus REST served under an HTTP root path and a REST path ({@code /svc/rest/}):
 * aclgen's route ahead of Quarkus REST judges the paths under both, and only those.
 */
@QuarkusTest
@TestProfile(UnderRootPathsTest.RootPaths.class)
@QuarkusTestResource(StackTokenService.class)
class UnderRootPathsTest extends StackMatrix {

  /** The profile that moves the application to {@code /svc/rest/}. */
  public static class RootPaths implements QuarkusTestProfile {
    @Override
    public Map<String, String> getConfigOverrides() {
      return Map.of("quarkus.http.root-path", "/svc", "quarkus.rest.path", "/rest");
    }
  }

  @TestHTTPResource("/")
  URI server;

  @Override
  public URI base() {
    return server.resolve("/svc/rest/");
  }

  @Test
  void pathsOutsideTheRestRootAreNotJudged() throws Exception {
    assertThat(get("/svc/elsewhere", null).status()).isEqualTo(404);
    assertThat(get("/svc/q/openapi", null).status()).isEqualTo(200);
    assertThat(get("/svc/rest/nowhere", null).status()).isEqualTo(401);
    assertThat(get("/svc/rest", null).status()).isEqualTo(401);
  }
}
