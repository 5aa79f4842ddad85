package org.aclgen.stacks.quarkus;

import static org.assertj.core.api.Assertions.assertThat;

import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import java.util.UUID;
import org.aclgen.stacks.ContextPrincipalMatrix;
import org.aclgen.stacks.InjectedPrincipalMatrix;
import org.aclgen.stacks.StackTokenService;
import org.aclgen.stacks.StackTokens;
import org.junit.jupiter.api.Test;

/**
 * The matrix on Quarkus REST, with aclgen-quarkus as the only registration: aclgen authenticates in
 * its Vert.x route ahead of Quarkus REST.
 */
@QuarkusTest
@QuarkusTestResource(StackTokenService.class)
class QuarkusRestMatrixTest extends RestRootMatrix
    implements ContextPrincipalMatrix, InjectedPrincipalMatrix {

  @Test
  void aRequestWithoutATokenIsRefusedBeforeQuarkusRestSeesIt() throws Exception {
    Reply locator = get("users/someone/lines", null);
    assertThat(locator.status()).isEqualTo(401);
    assertThat(locator.header("WWW-Authenticate")).hasValue("Bearer realm=\"confd\"");
    assertThat(locator.header("Content-Type")).hasValue("application/json");
    assertThat(locator.body()).contains("\"error_id\":\"unauthorized\"");
    // Quarkus REST never had the request: the application's response filter did not run.
    assertThat(locator.header("X-Caller-Error")).isEmpty();
    Reply unknown = get("no/such/path", null);
    assertThat(unknown.status()).isEqualTo(401);
    assertThat(get("users", null).body()).contains("\"required_acl\":\"confd.users.read\"");
  }

  @Test
  void aPublicOperationWithATokenHasItsPrincipal() throws Exception {
    String token = StackTokens.issue(UUID.randomUUID().toString(), "confd.users.read");
    Reply health = get("health", token);
    assertThat(health.status()).isEqualTo(200);
    assertThat(health.header("X-Caller")).isPresent();
    Reply anonymous = get("health", null);
    assertThat(anonymous.status()).isEqualTo(200);
    assertThat(anonymous.header("X-Caller-Error").orElse("")).contains("[aclgen.no-principal]");
  }

  @Test
  void bodiesOfRefusedRequestsLeaveTheConnectionUsable() throws Exception {
    String body = "{\"name\":\"" + "x".repeat(256 * 1024) + "\"}";
    for (int i = 0; i < 3; i++) {
      assertThat(send("POST", "users", null, body).status()).isEqualTo(401);
    }
    String token = StackTokens.issue(UUID.randomUUID().toString(), "confd.users.read");
    assertThat(get("users", token).status()).isEqualTo(200);
  }
}
