package org.aclgen.quarkus.deployment;

import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Singleton;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;

/**
 * A token service served by the application itself, outside Quarkus REST's root: {@code GET
 * /auth/0.1/token/{token}} answers as the platform's token service does. It holds its answer about
 * {@link #SLOW} until the test {@linkplain #release() releases} it, without blocking the event loop
 * that serves it, so a test sees what else the application serves meanwhile.
 */
@Singleton
public class TokenServiceRoute {

  /** A token that may read the things; answered at once. */
  static final String READER = "reader-token";

  /** A token that may read the things; answered when the test releases it. */
  static final String SLOW = "slow-token";

  /** A token that may post to the echo; answered at once. */
  static final String POSTER = "poster-token";

  private static final Map<String, AtomicInteger> LOOKUPS = new ConcurrentHashMap<>();
  private static final CountDownLatch HELD = new CountDownLatch(1);
  private static final AtomicReference<RoutingContext> HELD_LOOKUP = new AtomicReference<>();

  void install(@Observes Router router) {
    router.get("/auth/0.1/token/:token").handler(this::lookup);
  }

  private void lookup(RoutingContext context) {
    String token = context.pathParam("token");
    LOOKUPS.computeIfAbsent(token, t -> new AtomicInteger()).incrementAndGet();
    if (SLOW.equals(token)) {
      HELD_LOOKUP.set(context);
      HELD.countDown();
    } else if (READER.equals(token) || POSTER.equals(token)) {
      answer(context, token);
    } else {
      context.response().setStatusCode(404).end("{\"message\":\"No such token\"}");
    }
  }

  private static void answer(RoutingContext context, String token) {
    LocalDateTime expires =
        LocalDateTime.ofInstant(
            Instant.now().plus(1, ChronoUnit.HOURS).truncatedTo(ChronoUnit.SECONDS),
            ZoneOffset.UTC);
    context
        .response()
        .putHeader("Content-Type", "application/json")
        .end(
            "{\"data\":{\"token\":\""
                + token
                + "\",\"auth_id\":\""
                + OneValidator.USER
                + "\",\"acl\":[\"demo.things.read\",\"demo.echo.create\"],\"expires_at\":\""
                + expires
                + "\",\"utc_expires_at\":\""
                + expires
                + "\",\"issued_at\":\""
                + expires.minusHours(1)
                + "\",\"session_uuid\":null,\"metadata\":{}}}");
  }

  /** How many times the application asked about {@code token}. */
  static int lookups(String token) {
    AtomicInteger count = LOOKUPS.get(token);
    return count == null ? 0 : count.get();
  }

  /** Waits until the application asks about {@link #SLOW}. */
  static void awaitHeld(Duration limit) throws InterruptedException {
    if (!HELD.await(limit.toMillis(), TimeUnit.MILLISECONDS)) {
      throw new AssertionError("the application did not ask about the slow token in " + limit);
    }
  }

  /** Answers the held lookup of {@link #SLOW}, on the event loop that received it. */
  static void release() {
    RoutingContext held = HELD_LOOKUP.getAndSet(null);
    held.vertx().runOnContext(ignored -> answer(held, SLOW));
  }
}
