package org.aclgen.quarkus.deployment;

import com.nimbusds.jose.JOSEException;
import com.nimbusds.jose.JOSEObjectType;
import com.nimbusds.jose.JWSAlgorithm;
import com.nimbusds.jose.JWSHeader;
import com.nimbusds.jose.JWSObject;
import com.nimbusds.jose.Payload;
import com.nimbusds.jose.crypto.RSASSASigner;
import com.nimbusds.jose.jwk.JWKSet;
import com.nimbusds.jose.jwk.RSAKey;
import com.nimbusds.jose.jwk.gen.RSAKeyGenerator;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Singleton;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;

/**
 * An issuer's key set served by the application itself, outside Quarkus REST's root: {@code GET
 * /issuer/jwks}. It publishes {@link #FIRST}, or both keys after {@link #rotate()}, and holds its
 * reply while the test asks it to, so that a test can tell what the application does while it waits
 * for the keys.
 */
@Singleton
public class JwksRoute {

  static final String ISSUER = "https://issuer.example";

  static final String AUDIENCE = "aclgen-api";

  static final RSAKey FIRST = key("first");

  static final RSAKey SECOND = key("second");

  private static final AtomicReference<List<RSAKey>> PUBLISHED =
      new AtomicReference<>(List.of(FIRST));
  private static final AtomicInteger REQUESTS = new AtomicInteger();
  private static final AtomicBoolean HOLDING = new AtomicBoolean();
  private static final CountDownLatch HELD = new CountDownLatch(1);
  private static final AtomicReference<RoutingContext> HELD_REQUEST = new AtomicReference<>();

  void install(@Observes Router router) {
    router.get("/issuer/jwks").handler(this::keys);
  }

  private void keys(RoutingContext context) {
    REQUESTS.incrementAndGet();
    if (HOLDING.get()) {
      HELD_REQUEST.set(context);
      HELD.countDown();
    } else {
      answer(context);
    }
  }

  private static void answer(RoutingContext context) {
    context
        .response()
        .putHeader("Content-Type", "application/json")
        .end(new JWKSet(List.copyOf(PUBLISHED.get())).toPublicJWKSet().toString());
  }

  /** Publishes both keys, and holds the next reply until {@link #release()}. */
  static void rotate() {
    PUBLISHED.set(List.of(FIRST, SECOND));
    HOLDING.set(true);
  }

  /** Waits until the application asks for the keys while the reply is held. */
  static void awaitHeld(Duration limit) throws InterruptedException {
    if (!HELD.await(limit.toMillis(), TimeUnit.MILLISECONDS)) {
      throw new AssertionError("the application did not ask for the keys in " + limit);
    }
  }

  /** Answers the held request, on the event loop that received it. */
  static void release() {
    HOLDING.set(false);
    RoutingContext held = HELD_REQUEST.getAndSet(null);
    held.vertx().runOnContext(ignored -> answer(held));
  }

  /** How many times the application asked for the keys. */
  static int requests() {
    return REQUESTS.get();
  }

  /**
   * An access token of the issuer for {@code user}, signed with {@code key}, granting {@code acl}.
   */
  static String token(RSAKey key, String user, String acl) {
    Instant now = Instant.now();
    Map<String, Object> claims =
        Map.of(
            "iss",
            ISSUER,
            "aud",
            AUDIENCE,
            "sub",
            user,
            "iat",
            now.getEpochSecond(),
            "exp",
            now.getEpochSecond() + 300,
            "acl",
            List.of(acl));
    try {
      JWSObject jws =
          new JWSObject(
              new JWSHeader.Builder(JWSAlgorithm.RS256)
                  .keyID(key.getKeyID())
                  .type(JOSEObjectType.JWT)
                  .build(),
              new Payload(claims));
      jws.sign(new RSASSASigner(key));
      return jws.serialize();
    } catch (JOSEException e) {
      throw new IllegalStateException(e);
    }
  }

  private static RSAKey key(String kid) {
    try {
      return new RSAKeyGenerator(2048).keyID(kid).generate();
    } catch (JOSEException e) {
      throw new IllegalStateException(e);
    }
  }
}
