package org.aclgen.stacks.quarkus;

import static org.assertj.core.api.Assertions.assertThat;

import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import java.net.URI;
import java.util.UUID;
import org.aclgen.stacks.ContextPrincipalMatrix;
import org.aclgen.stacks.InjectedPrincipalMatrix;
import org.aclgen.stacks.StackMatrix;
import org.aclgen.stacks.StackTokens;
import org.junit.jupiter.api.Test;

/** The matrix on Quarkus REST, with aclgen-quarkus as the only registration. */
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
  void aTokenThatAnEarlierFilterPutInTheHeadersIsRead() throws Exception {
    String token = StackTokens.issue(UUID.randomUUID().toString(), "confd.users.read");
    assertThat(get("users?header-token=" + token, null).status()).isEqualTo(200);
  }

  @Test
  void aTokenThatAnEarlierFilterRemovedIsGone() throws Exception {
    String token = StackTokens.issue(UUID.randomUUID().toString(), "confd.users.read");
    assertThat(get("users", token).status()).isEqualTo(200);
    assertThat(get("users?drop-token", token).status()).isEqualTo(401);
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
