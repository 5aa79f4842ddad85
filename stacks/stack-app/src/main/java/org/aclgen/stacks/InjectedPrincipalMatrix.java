package org.aclgen.stacks;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/**
 * {@code @Inject AclPrincipal}, request scoped, on the stacks that offer it (Quarkus, with
 * aclgen-quarkus). The application under test has a singleton response filter that injects the
 * principal and names the caller in {@code X-Caller}, or the failure of asking for one in {@code
 * X-Caller-Error}.
 */
public interface InjectedPrincipalMatrix {

  /** The base URI of the application, as in {@link StackMatrix}. */
  URI base();

  @Test
  default void theCallerIsAnInjectedRequestScopedBean() throws Exception {
    HttpClient client = HttpClient.newHttpClient();
    for (String user : List.of(UUID.randomUUID().toString(), UUID.randomUUID().toString())) {
      String token = StackTokens.issue(user, "confd.users.me.read");
      HttpResponse<String> reply =
          client.send(
              HttpRequest.newBuilder(base().resolve("users/" + user))
                  .header("X-Auth-Token", token)
                  .build(),
              HttpResponse.BodyHandlers.ofString());
      assertThat(reply.statusCode()).isEqualTo(200);
      assertThat(reply.headers().firstValue("X-Caller")).hasValue(user);
    }
    HttpResponse<String> anonymous =
        client.send(
            HttpRequest.newBuilder(base().resolve("health")).build(),
            HttpResponse.BodyHandlers.ofString());
    assertThat(anonymous.statusCode()).isEqualTo(200);
    assertThat(anonymous.headers().firstValue("X-Caller")).isEmpty();
    assertThat(anonymous.headers().firstValue("X-Caller-Error").orElseThrow())
        .startsWith("[aclgen.no-principal]");
  }
}
