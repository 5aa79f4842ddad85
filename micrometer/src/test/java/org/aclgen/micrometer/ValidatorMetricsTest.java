package org.aclgen.micrometer;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.sun.net.httpserver.HttpServer;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import org.aclgen.jwt.IntrospectionTokenValidator;
import org.aclgen.jwt.JwtTokenValidator;
import org.aclgen.tokens.RemoteTokenValidator;
import org.aclgen.tokens.TokenServiceUnavailableException;
import org.aclgen.tokens.ValidatedToken;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class ValidatorMetricsTest {

  private final MeterRegistry registry = new SimpleMeterRegistry();
  private HttpServer server;

  @AfterEach
  void stop() {
    if (server != null) {
      server.stop(0);
    }
  }

  private double counter(String meter, String validator) {
    return registry.get(meter).tag("validator", validator).functionCounter().count();
  }

  private double gauge(String meter, String validator) {
    return registry.get(meter).tag("validator", validator).gauge().value();
  }

  private String start(int status, String body) throws Exception {
    server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
    server.createContext(
        "/",
        exchange -> {
          byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
          exchange.getResponseHeaders().add("Content-Type", "application/json");
          exchange.sendResponseHeaders(status, bytes.length);
          exchange.getResponseBody().write(bytes);
          exchange.close();
        });
    server.start();
    return "http://127.0.0.1:" + server.getAddress().getPort();
  }

  @Test
  void theRemoteValidatorsCacheCallsAndFeedAreRead() {
    AtomicInteger asked = new AtomicInteger();
    ValidatedToken alice =
        ValidatedToken.of(
            "alice",
            "s1",
            List.of("confd.#", "calld.#"),
            Instant.now().plusSeconds(3600),
            Map.of());
    RemoteTokenValidator validator =
        RemoteTokenValidator.builder(
                token -> {
                  asked.incrementAndGet();
                  return "t1".equals(token) ? Optional.of(alice) : Optional.empty();
                })
            .build();
    ValidatorMetrics.of("confd", validator).bindTo(registry);

    validator.validate("t1");
    validator.validate("t1");
    validator.validate("unknown");

    assertThat(counter(ValidatorMetrics.UPSTREAM_CALLS, "confd")).isEqualTo(2.0);
    assertThat(gauge(ValidatorMetrics.CACHE_SIZE, "confd")).isEqualTo(1.0);
    assertThat(gauge(ValidatorMetrics.CACHED_ACLS, "confd"))
        .isEqualTo(validator.statistics().cachedAcls())
        .isPositive();
    assertThat(gauge(ValidatorMetrics.FEED_CONNECTED, "confd")).isZero();
    assertThat(counter(ValidatorMetrics.FEED_EVICTIONS, "confd")).isZero();
  }

  @Test
  void theIntrospectionValidatorsCallsAndCacheAreRead() throws Exception {
    String base =
        start(
            200,
            "{\"active\":true,\"sub\":\"alice\",\"acl\":[\"items.read\"],\"exp\":"
                + (Instant.now().getEpochSecond() + 3600)
                + "}");
    IntrospectionTokenValidator validator =
        IntrospectionTokenValidator.builder(base + "/introspect")
            .clientCredentials("api", "secret")
            .build();
    ValidatorMetrics.of("items", validator).bindTo(registry);

    validator.validate("opaque-1");
    validator.validate("opaque-1");
    validator.validate("opaque-2");

    assertThat(counter(ValidatorMetrics.UPSTREAM_CALLS, "items")).isEqualTo(2.0);
    assertThat(gauge(ValidatorMetrics.CACHE_SIZE, "items")).isEqualTo(2.0);
  }

  @Test
  void theJwtValidatorsKeyFetchesAndSignatureChecksAreRead() throws Exception {
    String issuer = start(404, "{}");
    JwtTokenValidator validator = JwtTokenValidator.builder(issuer).anyAudience().build();
    ValidatorMetrics.of("jwt", validator).bindTo(registry);
    Base64.Encoder url = Base64.getUrlEncoder().withoutPadding();
    String token =
        url.encodeToString("{\"alg\":\"RS256\",\"kid\":\"k1\"}".getBytes(StandardCharsets.UTF_8))
            + "."
            + url.encodeToString(
                ("{\"iss\":\"" + issuer + "\",\"sub\":\"alice\"}").getBytes(StandardCharsets.UTF_8))
            + "."
            + url.encodeToString(new byte[256]);

    try {
      validator.validate(token);
    } catch (TokenServiceUnavailableException expected) {
      // The issuer answers 404 for its metadata: its keys cannot be had.
    }

    assertThat(validator.keyFetches()).as("the metadata was asked for").isPositive();
    assertThat(counter(ValidatorMetrics.UPSTREAM_CALLS, "jwt")).isEqualTo(validator.keyFetches());
    assertThat(counter(ValidatorMetrics.SIGNATURE_CHECKS, "jwt")).isZero();
    assertThat(gauge(ValidatorMetrics.CACHE_SIZE, "jwt")).isZero();
    validator.close();
  }

  @Test
  void aValidatorOfYourOwnHasNoMetersToRead() {
    assertThatThrownBy(() -> ValidatorMetrics.of("mine", token -> Optional.empty()))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("keeps no statistics")
        .hasMessageContaining("RemoteTokenValidator");
  }
}
