package org.aclgen.stacks.quarkus.classic;

import static org.assertj.core.api.Assertions.assertThat;

import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.UUID;
import org.aclgen.stacks.StackTokenService;
import org.aclgen.stacks.StackTokens;
import org.junit.jupiter.api.Test;

/**
 * On RESTEasy classic, aclgen's authentication before matching sets the principal of a valid token
 * there, so that the application's own filters before matching that run after it see it.
 */
@QuarkusTest
@QuarkusTestResource(StackTokenService.class)
class PrincipalBeforeMatchingTest {

  @TestHTTPResource("/")
  URI base;

  @Test
  void theApplicationsFilterBeforeMatchingSeesThePrincipal() throws Exception {
    String user = UUID.randomUUID().toString();
    HttpResponse<String> reply =
        HttpClient.newHttpClient()
            .send(
                HttpRequest.newBuilder(base.resolve("users/" + user))
                    .header("X-Auth-Token", StackTokens.issue(user, "confd.users.me.read"))
                    .build(),
                HttpResponse.BodyHandlers.ofString());

    assertThat(reply.statusCode()).isEqualTo(200);
    assertThat(reply.headers().firstValue(PrincipalBeforeMatchingFilter.HEADER)).hasValue(user);
  }
}
