package org.aclgen.jwt;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.sun.net.httpserver.HttpServer;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.concurrent.atomic.AtomicReference;
import org.aclgen.testsupport.MutableClock;
import org.aclgen.tokens.TokenServiceUnavailableException;
import org.aclgen.tokens.Validation;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The introspection validator against a local endpoint that answers as each test says. */
class IntrospectionTokenValidatorTest {

  private HttpServer server;
  private final AtomicReference<String> reply = new AtomicReference<>();
  private final AtomicReference<String> contentType = new AtomicReference<>("application/json");
  private final AtomicReference<String> seenAuthorization = new AtomicReference<>();
  private final AtomicReference<String> seenBody = new AtomicReference<>();
  private volatile int status = 200;
  private final MutableClock clock = new MutableClock(Instant.ofEpochSecond(1_800_000_000L));
  private IntrospectionTokenValidator validator;

  @BeforeEach
  void start() throws Exception {
    server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
    server.createContext(
        "/introspect",
        exchange -> {
          seenAuthorization.set(exchange.getRequestHeaders().getFirst("Authorization"));
          seenBody.set(
              new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8));
          byte[] bytes = reply.get().getBytes(StandardCharsets.UTF_8);
          exchange.getResponseHeaders().set("Content-Type", contentType.get());
          exchange.sendResponseHeaders(status, bytes.length);
          try (OutputStream out = exchange.getResponseBody()) {
            out.write(bytes);
          }
        });
    server.start();
    validator =
        IntrospectionTokenValidator.builder(
                "http://127.0.0.1:" + server.getAddress().getPort() + "/introspect")
            .clientCredentials("api", "s3cret")
            .ttl(Duration.ofSeconds(30))
            .clock(clock)
            .build();
  }

  @AfterEach
  void stop() {
    server.stop(0);
  }

  private static String active(long exp) {
    return "{\"active\":true,\"sub\":\"alice\",\"sid\":\"s-1\",\"exp\":"
        + exp
        + ",\"acl\":[\"items.read\"],\"scope\":\"a.read b.read\"}";
  }

  @Test
  void anActiveReplyGrantsItsAclsAndIsCachedUntilTheEarlierOfTtlAndExp() {
    long exp = clock.instant().getEpochSecond() + 10;
    reply.set(active(exp));

    var token = validator.validate("opaque-1").orElseThrow();
    assertThat(token.authId()).isEqualTo("alice");
    assertThat(token.sessionUuid()).isEqualTo("s-1");
    assertThat(token.acl()).containsExactly("items.read");
    assertThat(seenAuthorization.get()).isEqualTo("Basic YXBpOnMzY3JldA==");
    assertThat(seenBody.get()).isEqualTo("token=opaque-1&token_type_hint=access_token");

    validator.validate("opaque-1");
    assertThat(validator.introspections()).isEqualTo(1);
    clock.advance(Duration.ofSeconds(10)); // exp reached before the TTL
    reply.set("{\"active\":false}");
    assertThat(validator.validate("opaque-1")).isEmpty();
    assertThat(validator.introspections()).isEqualTo(2);
  }

  @Test
  void eachAnswerSaysWhetherTheProviderOrTheCacheGaveIt() {
    reply.set(active(clock.instant().getEpochSecond() + 10));

    Validation first = validator.validateWithSource("opaque-1");
    Validation second = validator.validateWithSource("opaque-1");

    assertThat(first.source()).isEqualTo(Validation.Source.UPSTREAM);
    assertThat(first.token()).isPresent();
    assertThat(second.source()).isEqualTo(Validation.Source.CACHE);
    assertThat(second.token()).isPresent();
    assertThat(validator.introspections()).isEqualTo(1);
  }

  @Test
  void withoutWaitingItAnswersOnlyFromTheCacheAndTheTokensLength() {
    reply.set(active(clock.instant().getEpochSecond() + 10));

    assertThat(validator.validateWithoutWaiting("opaque-1")).as("not asked about yet").isEmpty();
    assertThat(validator.introspections()).isZero();
    validator.validate("opaque-1");
    Validation cached = validator.validateWithoutWaiting("opaque-1").orElseThrow();
    assertThat(cached.source()).isEqualTo(Validation.Source.CACHE);
    assertThat(cached.token().orElseThrow().authId()).isEqualTo("alice");
    Validation tooLong = validator.validateWithoutWaiting("t".repeat(8193)).orElseThrow();
    assertThat(tooLong.token()).isEmpty();
    assertThat(tooLong.source()).isEqualTo(Validation.Source.LOCAL);
    assertThat(validator.introspections()).isEqualTo(1);

    clock.advance(Duration.ofSeconds(10));
    assertThat(validator.validateWithoutWaiting("opaque-1")).as("past its exp").isEmpty();
  }

  @Test
  void anInactiveReplyIsUnauthorizedAndNotCached() {
    reply.set("{\"active\":false}");
    assertThat(validator.validate("opaque-1")).isEmpty();
    assertThat(validator.validate("opaque-1")).isEmpty();
    assertThat(validator.introspections()).isEqualTo(2);
  }

  @Test
  void everyDoubtIsAServiceUnavailable() {
    assertDoubt(500, "application/json", active(1_900_000_000L), "answered 500");
    assertDoubt(200, "text/html", "<html/>", "not JSON");
    assertDoubt(200, "application/json", "not json", "something else than JSON");
    assertDoubt(200, "application/json", "{\"sub\":\"alice\"}", "no boolean active");
    assertDoubt(200, "application/json", "{\"active\":\"yes\"}", "no boolean active");
    assertDoubt(200, "application/json", "{\"active\":true}", "without a sub");
    assertDoubt(
        200, "application/json", "{\"active\":true,\"sub\":\"a\",\"acl\":7}", "cannot be read");
    assertDoubt(
        200,
        "application/json",
        "{\"active\":true,\"sub\":\"a\",\"pad\":\"" + "x".repeat(70_000) + "\"}",
        "more than 65536 bytes");
    assertThat(validator.cacheSize()).isZero();
  }

  private void assertDoubt(int status, String type, String body, String message) {
    this.status = status;
    contentType.set(type);
    reply.set(body);
    assertThatThrownBy(() -> validator.validate("opaque-1"))
        .isInstanceOf(TokenServiceUnavailableException.class)
        .hasMessageContaining(message)
        .hasMessageNotContaining("opaque-1");
  }

  @Test
  void anUnreachableServerIsAServiceUnavailable() {
    server.stop(0);
    assertThatThrownBy(() -> validator.validate("opaque-1"))
        .isInstanceOf(TokenServiceUnavailableException.class)
        .hasMessageContaining("could not be reached");
  }
}
