package org.aclgen.stacks.quarkus;

import static org.assertj.core.api.Assertions.assertThat;

import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.inject.Alternative;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import org.aclgen.stacks.StackTokenService;
import org.aclgen.testing.LocalTokenStore;
import org.aclgen.tokens.TokenValidator;
import org.aclgen.tokens.ValidatedToken;
import org.eclipse.microprofile.config.ConfigProvider;
import org.junit.jupiter.api.Test;

/**
 * Quarkus REST set up as docs/stacks/quarkus.md says with a {@link TokenValidator} bean:
 * aclgen-quarkus validates every token with the bean, and the service's description, {@code
 * /api/api.yml}, is served without a token as with a token service's URL.
 */
@QuarkusTest
@TestProfile(ValidatorBeanTest.WithValidatorBean.class)
@QuarkusTestResource(StackTokenService.class)
class ValidatorBeanTest {

  private static final HttpClient CLIENT = HttpClient.newHttpClient();

  /** The application's own validator: a local store, counting the tokens it is asked about. */
  @Alternative
  @ApplicationScoped
  public static class StoreValidator implements TokenValidator {
    static final LocalTokenStore STORE = new LocalTokenStore();
    static final AtomicInteger CALLS = new AtomicInteger();

    @Override
    public Optional<ValidatedToken> validate(String token) {
      CALLS.incrementAndGet();
      return STORE.validate(token);
    }
  }

  /**
   * Enables the validator bean for this test only, and takes the token service's URL away: the
   * page's set-up with a bean has none.
   */
  public static class WithValidatorBean implements QuarkusTestProfile {
    @Override
    public Set<Class<?>> getEnabledAlternatives() {
      return Set.of(StoreValidator.class);
    }

    @Override
    public Map<String, String> getConfigOverrides() {
      return Map.of("aclgen.token-service.url", "");
    }
  }

  @TestHTTPResource("/api/api.yml")
  URI description;

  @TestHTTPResource("/users")
  URI users;

  @Test
  void noTokenServiceIsConfigured() {
    assertThat(
            ConfigProvider.getConfig().getOptionalValue("aclgen.token-service.url", String.class))
        .isEmpty();
  }

  @Test
  void theDescriptionIsServedWithoutAToken() throws Exception {
    HttpResponse<String> reply = get(description, null);

    assertThat(reply.statusCode()).as(reply.body()).isEqualTo(200);
    assertThat(reply.body()).contains("x-required-acl: 'confd.users.create'");
  }

  @Test
  void theBeanValidatesEveryToken() throws Exception {
    String granted = issue("confd.users.read");
    String other = issue("confd.lines.read");
    int before = StoreValidator.CALLS.get();

    assertThat(get(users, null).statusCode()).isEqualTo(401);
    assertThat(get(users, other).statusCode()).isEqualTo(403);
    assertThat(get(users, granted).statusCode()).isEqualTo(200);
    assertThat(StoreValidator.CALLS.get()).isGreaterThan(before);
  }

  private static String issue(String acl) {
    return StoreValidator.STORE.issue("alice", List.of(acl), Duration.ofHours(1)).token();
  }

  private static HttpResponse<String> get(URI uri, String token) throws Exception {
    HttpRequest.Builder request = HttpRequest.newBuilder(uri).timeout(Duration.ofSeconds(20));
    if (token != null) {
      request.header("X-Auth-Token", token);
    }
    return CLIENT.send(request.build(), HttpResponse.BodyHandlers.ofString());
  }
}
