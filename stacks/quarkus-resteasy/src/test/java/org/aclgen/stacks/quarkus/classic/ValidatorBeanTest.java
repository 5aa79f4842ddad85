package org.aclgen.stacks.quarkus.classic;

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
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import org.aclgen.stacks.StackTokenService;
import org.aclgen.testing.LocalTokenStore;
import org.aclgen.tokens.TokenValidator;
import org.aclgen.tokens.ValidatedToken;
import org.junit.jupiter.api.Test;

/**
 * An application's {@link TokenValidator} bean replaces the remote token service: aclgen-quarkus
 * validates every token with it, and {@code aclgen.token-service.url} is not asked.
 */
@QuarkusTest
@TestProfile(ValidatorBeanTest.WithValidatorBean.class)
@QuarkusTestResource(StackTokenService.class)
class ValidatorBeanTest {

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

  /** Enables the validator bean for this test only. */
  public static class WithValidatorBean implements QuarkusTestProfile {
    @Override
    public Set<Class<?>> getEnabledAlternatives() {
      return Set.of(StoreValidator.class);
    }
  }

  @TestHTTPResource("/users")
  URI users;

  @Test
  void theBeanValidatesEveryToken() throws Exception {
    String token =
        StoreValidator.STORE
            .issue("alice", java.util.List.of("confd.users.read"), java.time.Duration.ofHours(1))
            .token();
    int before = StoreValidator.CALLS.get();
    HttpResponse<Void> reply =
        HttpClient.newHttpClient()
            .send(
                HttpRequest.newBuilder(users).header("X-Auth-Token", token).build(),
                HttpResponse.BodyHandlers.discarding());
    assertThat(reply.statusCode()).isEqualTo(200);
    assertThat(StoreValidator.CALLS.get()).isGreaterThan(before);
  }
}
