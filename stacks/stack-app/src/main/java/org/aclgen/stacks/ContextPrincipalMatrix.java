package org.aclgen.stacks;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/**
 * {@code @Context AclPrincipal} as a resource method parameter, on the stacks that offer it: Jersey
 * with its own injection, RESTEasy, and Quarkus (REST and classic). A stack's matrix implements
 * this interface to run it.
 */
public interface ContextPrincipalMatrix {

  /** The base URI of the application, as in {@link StackMatrix}. */
  URI base();

  @Test
  default void theCallerIsAContextParameter() throws Exception {
    String alice = UUID.randomUUID().toString();
    String token = StackTokens.issue(alice, "confd.users.me.profile.read");
    HttpResponse<String> own = profile(alice, token);
    assertThat(own.statusCode()).as(own.body()).isEqualTo(200);
    assertThat(own.body()).contains("\"seen by " + alice + "\"");
    assertThat(profile("someone-else", token).statusCode()).isEqualTo(403);
    assertThat(profile(alice, null).statusCode()).isEqualTo(401);
  }

  private HttpResponse<String> profile(String user, String token) throws Exception {
    HttpRequest.Builder request =
        HttpRequest.newBuilder(base().resolve("users/" + user + "/profile"))
            .timeout(Duration.ofSeconds(20));
    if (token != null) {
      request.header("X-Auth-Token", token);
    }
    return HttpClient.newHttpClient().send(request.build(), HttpResponse.BodyHandlers.ofString());
  }
}
