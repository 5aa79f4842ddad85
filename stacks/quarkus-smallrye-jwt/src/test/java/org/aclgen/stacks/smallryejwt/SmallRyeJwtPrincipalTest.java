package org.aclgen.stacks.smallryejwt;

import static org.assertj.core.api.Assertions.assertThat;

import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.smallrye.jwt.build.Jwt;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.List;
import org.aclgen.stacks.StackTokenService;
import org.aclgen.stacks.StackTokens;
import org.junit.jupiter.api.Test;

/**
 * SmallRye JWT authenticates the bearer token; aclgen authorizes the request from the verified
 * token's claims ({@code JsonWebTokenClaims}) without asking any token service.
 */
@QuarkusTest
@QuarkusTestResource(StackTokenService.class)
class SmallRyeJwtPrincipalTest {

  private static final HttpClient CLIENT = HttpClient.newHttpClient();

  @TestHTTPResource("/")
  URI base;

  private static String jwt(String user, String... acl) {
    return Jwt.issuer("https://issuer.stack.test")
        .subject(user)
        .claim("sid", "session-1")
        .claim("acl", List.of(acl))
        .expiresIn(Duration.ofMinutes(5))
        .sign();
  }

  private HttpResponse<String> get(String path, String bearer) throws Exception {
    HttpRequest.Builder request =
        HttpRequest.newBuilder(base.resolve(path)).timeout(Duration.ofSeconds(20));
    if (bearer != null) {
      request.header("Authorization", "Bearer " + bearer);
    }
    return CLIENT.send(request.build(), HttpResponse.BodyHandlers.ofString());
  }

  @Test
  void theVerifiedTokensClaimsAreAuthorizedWithoutAnyTokenService() throws Exception {
    String token = jwt("alice", "confd.users.me.read", "confd.users.me.lines.read");
    StackTokens.service().stop();
    try {
      assertThat(get("users/alice", token).statusCode()).isEqualTo(200);
      assertThat(get("users/alice/lines", token).statusCode()).isEqualTo(200);
      HttpResponse<String> other = get("users/bob", token);
      assertThat(other.statusCode()).isEqualTo(403);
      assertThat(other.body()).contains("confd.users.bob.read");
      assertThat(get("infos", token).statusCode()).isEqualTo(403);
    } finally {
      StackTokens.service().restart();
    }
  }

  @Test
  void withoutAVerifiedTokenTheRequestIsRefused() throws Exception {
    assertThat(get("users/alice", null).statusCode()).isEqualTo(401);
    String forged = jwt("alice", "confd.#");
    String tampered = forged.substring(0, forged.lastIndexOf('.') + 1) + "AAAA";
    assertThat(get("users/alice", tampered).statusCode()).isEqualTo(401);
  }
}
