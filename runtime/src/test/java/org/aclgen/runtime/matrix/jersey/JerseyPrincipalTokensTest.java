package org.aclgen.runtime.matrix.jersey;

import static org.assertj.core.api.Assertions.assertThat;

import jakarta.annotation.Priority;
import jakarta.ws.rs.Priorities;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ContainerRequestFilter;
import jakarta.ws.rs.container.PreMatching;
import jakarta.ws.rs.core.SecurityContext;
import java.net.URI;
import java.security.Principal;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import org.aclgen.runtime.AclFeature;
import org.aclgen.runtime.matrix.MatrixApplication;
import org.aclgen.tokens.ValidatedToken;
import org.aclgen.tokens.testing.Http;
import org.aclgen.tokens.testing.Http.Reply;
import org.glassfish.grizzly.http.server.HttpServer;
import org.glassfish.jersey.grizzly2.httpserver.GrizzlyHttpServerFactory;
import org.glassfish.jersey.server.ResourceConfig;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * A request the stack has already authenticated, as a servlet container or MicroProfile JWT does
 * before JAX-RS: its principal carries the user and the ACLs, and aclgen authorizes it from them
 * without asking its validator.
 */
class JerseyPrincipalTokensTest {

  /** The stack's principal, with the claims aclgen reads. */
  record ClaimsPrincipal(String getName, List<String> acl) implements Principal {}

  /**
   * The stack's authentication: the header {@code X-User: name acl acl ...} becomes a principal.
   */
  @PreMatching
  @Priority(Priorities.AUTHENTICATION - 100)
  public static final class StackAuthentication implements ContainerRequestFilter {
    @Override
    public void filter(ContainerRequestContext request) {
      String user = request.getHeaderString("X-User");
      if (user == null) {
        return;
      }
      String[] words = user.split(" ");
      Principal principal = new ClaimsPrincipal(words[0], List.of(words).subList(1, words.length));
      request.setSecurityContext(
          new SecurityContext() {
            @Override
            public Principal getUserPrincipal() {
              return principal;
            }

            @Override
            public boolean isUserInRole(String role) {
              return false;
            }

            @Override
            public boolean isSecure() {
              return false;
            }

            @Override
            public String getAuthenticationScheme() {
              return "stack";
            }
          });
    }
  }

  private final AtomicInteger validations = new AtomicInteger();
  private HttpServer server;
  private String base;

  @BeforeEach
  void start() {
    AclFeature feature =
        AclFeature.builder(
                token -> {
                  validations.incrementAndGet();
                  return Optional.empty();
                })
            .principalTokens(
                principal ->
                    principal instanceof ClaimsPrincipal claims
                        ? Optional.of(
                            ValidatedToken.of(
                                claims.getName(),
                                claims.acl(),
                                Instant.now().plusSeconds(60),
                                Map.of()))
                        : Optional.empty())
            .build();
    ResourceConfig config = ResourceConfig.forApplication(new MatrixApplication(feature));
    config.register(StackAuthentication.class);
    server = GrizzlyHttpServerFactory.createHttpServer(URI.create("http://127.0.0.1:0/"), config);
    base = "http://127.0.0.1:" + server.getListener("grizzly").getPort();
  }

  @AfterEach
  void stop() {
    server.shutdownNow();
  }

  @Test
  void theStacksPrincipalIsAuthorizedFromItsClaims() {
    Reply granted = Http.get(base + "/users/alice/lines", "X-User", "alice confd.users.me.#");
    assertThat(granted.status()).isEqualTo(200);
    Reply other = Http.get(base + "/users/bob/lines", "X-User", "alice confd.users.me.#");
    assertThat(other.status()).isEqualTo(403);
    assertThat(other.body()).contains("confd.users.bob.lines.read");
    assertThat(validations).hasValue(0);
  }

  @Test
  void withoutAPrincipalTheTokenIsValidatedAsUsual() {
    assertThat(Http.get(base + "/users/alice/lines").status()).isEqualTo(401);
    assertThat(Http.get(base + "/users/alice/lines", "X-Auth-Token", "t0k3n").status())
        .isEqualTo(401);
    assertThat(validations).hasValue(1);
  }
}
