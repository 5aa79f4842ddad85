package org.aclgen.micrometer;

import io.micrometer.core.instrument.FunctionCounter;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Tags;
import io.micrometer.core.instrument.binder.MeterBinder;
import java.util.Objects;
import java.util.function.ToDoubleFunction;
import org.aclgen.jwt.IntrospectionTokenValidator;
import org.aclgen.jwt.JwtTokenValidator;
import org.aclgen.tokens.RemoteTokenValidator;
import org.aclgen.tokens.TokenValidator;

/**
 * The meters of a token validator's own work, read from its statistics when the registry is
 * scraped: what its cache holds, how often it asked upstream, and for a JWT validator how often it
 * fetched the issuer's keys and verified a signature. Each meter is tagged {@code validator} with
 * the name given (the service, say), so that an application with several validators tells them
 * apart.
 *
 * <pre>{@code
 * ValidatorMetrics.of("confd", validator).bindTo(meterRegistry);
 * }</pre>
 *
 * <table>
 *   <caption>Meters, by validator</caption>
 *   <tr><th>meter<th>type<th>{@code RemoteTokenValidator}<th>{@code JwtTokenValidator}<th>{@code
 *       IntrospectionTokenValidator}
 *   <tr><td>{@value #CACHE_SIZE}<td>gauge<td>tokens cached<td>tokens verified and kept<td>replies
 *       cached
 *   <tr><td>{@value #UPSTREAM_CALLS}<td>counter<td>calls to the token service<td>requests to the
 *       issuer for its metadata or keys<td>introspection requests
 *   <tr><td>{@value #CACHED_ACLS}<td>gauge<td>ACLs the cached tokens hold<td>-<td>-
 *   <tr><td>{@value #FEED_CONNECTED}<td>gauge<td>1 while the revocation feed is connected, else 0
 *       <td>-<td>-
 *   <tr><td>{@value #FEED_EVICTIONS}<td>counter<td>tokens the feed's revocations evicted<td>-<td>-
 *   <tr><td>{@value #SIGNATURE_CHECKS}<td>counter<td>-<td>signatures verified (the work the cache
 *       saves)<td>-
 * </table>
 *
 * <p>The aclgen-jwt validators need aclgen-jwt on the class path (an optional dependency of this
 * artifact); nothing of it is loaded for the others.
 */
public final class ValidatorMetrics implements MeterBinder {

  /** Gauge: what the validator's cache holds. */
  public static final String CACHE_SIZE = "aclgen.token.cache.size";

  /** Counter: the validator's requests to its token service, issuer or introspection endpoint. */
  public static final String UPSTREAM_CALLS = "aclgen.token.upstream.calls";

  /** Gauge: the ACLs that the remote validator's cached tokens hold. */
  public static final String CACHED_ACLS = "aclgen.token.cache.acls";

  /** Gauge: 1 while the remote validator's revocation feed is connected, else 0. */
  public static final String FEED_CONNECTED = "aclgen.token.revocation.feed.connected";

  /** Counter: the cached tokens that the revocation feed's events evicted. */
  public static final String FEED_EVICTIONS = "aclgen.token.revocation.feed.evictions";

  /** Counter: the signatures that the JWT validator verified. */
  public static final String SIGNATURE_CHECKS = "aclgen.token.signature.checks";

  private final String name;
  private final TokenValidator validator;

  private ValidatorMetrics(String name, TokenValidator validator) {
    this.name = name;
    this.validator = validator;
  }

  /**
   * The meters of {@code validator}, tagged {@code validator=name}.
   *
   * @throws IllegalArgumentException for a validator that keeps no statistics (one of your own)
   */
  public static ValidatorMetrics of(String name, TokenValidator validator) {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(validator, "validator");
    String type = validator.getClass().getName();
    if (!(validator instanceof RemoteTokenValidator)
        && !type.equals("org.aclgen.jwt.JwtTokenValidator")
        && !type.equals("org.aclgen.jwt.IntrospectionTokenValidator")) {
      throw new IllegalArgumentException(
          type
              + " keeps no statistics that aclgen knows: ValidatorMetrics reads"
              + " RemoteTokenValidator, JwtTokenValidator and IntrospectionTokenValidator");
    }
    return new ValidatorMetrics(name, validator);
  }

  @Override
  public void bindTo(MeterRegistry registry) {
    Tags tags = Tags.of("validator", name);
    if (validator instanceof RemoteTokenValidator remote) {
      gauge(registry, CACHE_SIZE, tags, remote, v -> v.statistics().cacheSize());
      gauge(registry, CACHED_ACLS, tags, remote, v -> v.statistics().cachedAcls());
      gauge(registry, FEED_CONNECTED, tags, remote, v -> v.statistics().feedConnected() ? 1 : 0);
      counter(registry, UPSTREAM_CALLS, tags, remote, v -> v.statistics().upstreamCalls());
      counter(registry, FEED_EVICTIONS, tags, remote, v -> v.statistics().feedEvictions());
    } else {
      OfJwt.bindTo(registry, tags, validator);
    }
  }

  /** The aclgen-jwt validators, in a class of their own: loaded only for them. */
  private static final class OfJwt {
    static void bindTo(MeterRegistry registry, Tags tags, TokenValidator validator) {
      if (validator instanceof JwtTokenValidator jwt) {
        gauge(registry, CACHE_SIZE, tags, jwt, JwtTokenValidator::cacheSize);
        counter(registry, UPSTREAM_CALLS, tags, jwt, JwtTokenValidator::keyFetches);
        counter(registry, SIGNATURE_CHECKS, tags, jwt, JwtTokenValidator::signatureChecks);
      } else if (validator instanceof IntrospectionTokenValidator introspection) {
        gauge(registry, CACHE_SIZE, tags, introspection, IntrospectionTokenValidator::cacheSize);
        counter(
            registry,
            UPSTREAM_CALLS,
            tags,
            introspection,
            IntrospectionTokenValidator::introspections);
      }
    }
  }

  private static <T> void gauge(
      MeterRegistry registry, String meter, Tags tags, T validator, ToDoubleFunction<T> value) {
    Gauge.builder(meter, validator, value).tags(tags).strongReference(true).register(registry);
  }

  private static <T> void counter(
      MeterRegistry registry, String meter, Tags tags, T validator, ToDoubleFunction<T> value) {
    FunctionCounter.builder(meter, validator, value).tags(tags).register(registry);
  }

  @Override
  public String toString() {
    return "ValidatorMetrics[" + name + "]";
  }
}
