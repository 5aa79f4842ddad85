package org.aclgen.stacks.quarkus;

import static org.assertj.core.api.Assertions.assertThat;

import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import java.net.URI;
import java.net.http.HttpResponse;
import java.util.UUID;
import org.aclgen.stacks.ContextPrincipalMatrix;
import org.aclgen.stacks.InjectedPrincipalMatrix;
import org.aclgen.stacks.StackMatrix;
import org.aclgen.stacks.StackTokens;
import org.junit.jupiter.api.Test;

/**
 * The matrix on Quarkus REST, with aclgen-quarkus as the only registration: aclgen authenticates in
 * its Vert.x route ahead of Quarkus REST.
 */
@QuarkusTest
@QuarkusTestResource(TokenServiceResource.class)
class QuarkusRestMatrixTest extends StackMatrix
    implements ContextPrincipalMatrix, InjectedPrincipalMatrix {

  @TestHTTPResource("/")
  URI base;

  @Override
  public URI base() {
    return base;
  }

  @Test
  void aRequestWithoutATokenIsRefusedBeforeQuarkusRestSeesIt() throws Exception {
    HttpResponse<String> locator = QuarkusRequests.get(base.resolve("users/someone/lines"), null);
    assertThat(locator.statusCode()).isEqualTo(401);
    assertThat(locator.headers().firstValue("WWW-Authenticate")).hasValue("Bearer realm=\"confd\"");
    assertThat(locator.headers().firstValue("Content-Type")).hasValue("application/json");
    assertThat(locator.body()).contains("\"error_id\":\"unauthorized\"");
    // Quarkus REST never had the request: the application's response filter did not run.
    assertThat(locator.headers().firstValue("X-Caller-Error")).isEmpty();
    HttpResponse<String> unknown = QuarkusRequests.get(base.resolve("no/such/path"), null);
    assertThat(unknown.statusCode()).isEqualTo(401);
    assertThat(QuarkusRequests.get(base.resolve("users"), null).body())
        .contains("\"required_acl\":\"confd.users.read\"");
  }

  @Test
  void aPublicOperationWithATokenHasItsPrincipal() throws Exception {
    String token = StackTokens.issue(UUID.randomUUID().toString(), "confd.users.read");
    HttpResponse<String> health = QuarkusRequests.get(base.resolve("health"), token);
    assertThat(health.statusCode()).isEqualTo(200);
    assertThat(health.headers().firstValue("X-Caller")).isPresent();
    HttpResponse<String> anonymous = QuarkusRequests.get(base.resolve("health"), null);
    assertThat(anonymous.statusCode()).isEqualTo(200);
    assertThat(anonymous.headers().firstValue("X-Caller-Error").orElse(""))
        .contains("[aclgen.no-principal]");
  }

  @Test
  void bodiesOfRefusedRequestsLeaveTheConnectionUsable() throws Exception {
    String body = "{\"name\":\"" + "x".repeat(256 * 1024) + "\"}";
    for (int i = 0; i < 3; i++) {
      HttpResponse<String> refused = QuarkusRequests.post(base.resolve("users"), null, body);
      assertThat(refused.statusCode()).isEqualTo(401);
    }
    String token = StackTokens.issue(UUID.randomUUID().toString(), "confd.users.read");
    assertThat(QuarkusRequests.get(base.resolve("users"), token).statusCode()).isEqualTo(200);
  }
}
