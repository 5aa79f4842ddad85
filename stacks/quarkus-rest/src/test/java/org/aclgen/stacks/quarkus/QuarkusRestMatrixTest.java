package org.aclgen.stacks.quarkus;

import static org.assertj.core.api.Assertions.assertThat;

import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.List;
import java.util.UUID;
import org.aclgen.stacks.ContextPrincipalMatrix;
import org.aclgen.stacks.StackMatrix;
import org.aclgen.stacks.StackTokens;
import org.junit.jupiter.api.Test;

/** The matrix on Quarkus REST, with aclgen-quarkus as the only registration. */
@QuarkusTest
@QuarkusTestResource(TokenServiceResource.class)
class QuarkusRestMatrixTest extends StackMatrix implements ContextPrincipalMatrix {

  @TestHTTPResource("/")
  URI base;

  @Override
  public URI base() {
    return base;
  }

  @Test
  void theCallerIsAnInjectedRequestScopedBean() throws Exception {
    HttpClient client = HttpClient.newHttpClient();
    for (String user : List.of(UUID.randomUUID().toString(), UUID.randomUUID().toString())) {
      String token = StackTokens.issue(user, "confd.users.me.read");
      HttpResponse<String> reply =
          client.send(
              HttpRequest.newBuilder(base.resolve("users/" + user))
                  .header("X-Auth-Token", token)
                  .build(),
              HttpResponse.BodyHandlers.ofString());
      assertThat(reply.statusCode()).isEqualTo(200);
      assertThat(reply.headers().firstValue("X-Caller")).hasValue(user);
    }
    HttpResponse<String> anonymous =
        client.send(
            HttpRequest.newBuilder(base.resolve("health")).build(),
            HttpResponse.BodyHandlers.ofString());
    assertThat(anonymous.statusCode()).isEqualTo(200);
    assertThat(anonymous.headers().firstValue("X-Caller")).isEmpty();
    assertThat(anonymous.headers().firstValue("X-Caller-Error").orElseThrow())
        .startsWith("[aclgen.no-principal]");
  }
}
