package org.aclgen.jwt;

import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import com.nimbusds.jose.jwk.RSAKey;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import org.aclgen.testsupport.StallingServer;
import org.aclgen.tokens.TokenServiceUnavailableException;
import org.aclgen.tokens.TokenValidator;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Every upstream reply has a deadline for the whole reply, body included: an identity provider that
 * sends its headers and part of a body, then nothing, is answered 503 within the request timeout
 * (it once took 30 s, or forever at one byte a second, and an introspection reply that stalled 30 s
 * was accepted).
 */
class StalledRepliesTest {

  private static final Duration TIMEOUT = Duration.ofMillis(800);
  private static final Duration BOUND = Duration.ofSeconds(4);

  private final StallingServer stalling = StallingServer.afterHeaders("{\"keys\":[{\"kty\":");
  private final RSAKey key = TestIssuer.rsaKey("k");

  @AfterEach
  void stop() {
    stalling.close();
  }

  private String token(String issuer) {
    long now = Instant.now().getEpochSecond();
    return TestIssuer.sign(
        key, Map.of("iss", issuer, "sub", "alice", "iat", now, "exp", now + 300));
  }

  @Test
  void aKeySetThatStallsAfterItsHeadersIsA503WithinTheTimeout() {
    JwtTokenValidator validator =
        JwtTokenValidator.builder("https://issuer.example")
            .jwksUri(stalling.http("/certs").toString())
            .anyAudience()
            .requestTimeout(TIMEOUT)
            .build();
    String token = token("https://issuer.example");

    assertUnavailableInTime(validator, token);
  }

  @Test
  void discoveryThatStallsAfterItsHeadersIsA503WithinTheTimeout() {
    String issuer = stalling.http("/realms/test").toString();
    JwtTokenValidator validator =
        JwtTokenValidator.builder(issuer).anyAudience().requestTimeout(TIMEOUT).build();
    String token = token(issuer);

    assertUnavailableInTime(validator, token);
  }

  @Test
  void anIntrospectionReplyThatStallsAfterItsHeadersIsA503WithinTheTimeout() {
    StallingServer introspection = StallingServer.afterHeaders("{\"active\":true,");
    try {
      IntrospectionTokenValidator validator =
          IntrospectionTokenValidator.builder(introspection.http("/introspect").toString())
              .clientCredentials("api", "s3cret")
              .requestTimeout(TIMEOUT)
              .build();

      assertUnavailableInTime(validator, "opaque-1");
    } finally {
      introspection.close();
    }
  }

  /** {@code validator} answers {@code token} with a 503 well within {@link #BOUND}. */
  private static void assertUnavailableInTime(TokenValidator validator, String token) {
    assertTimeoutPreemptively(
        BOUND,
        () ->
            assertThatThrownBy(() -> validator.validate(token))
                .isInstanceOf(TokenServiceUnavailableException.class));
  }
}
