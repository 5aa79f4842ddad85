package org.aclgen.jwt;

import com.nimbusds.jose.KeySourceException;
import com.nimbusds.jose.jwk.JWK;
import com.nimbusds.jose.jwk.JWKSet;
import com.nimbusds.jose.jwk.KeyUse;
import com.nimbusds.jose.jwk.source.JWKSetCacheRefreshEvaluator;
import com.nimbusds.jose.jwk.source.JWKSetParseException;
import com.nimbusds.jose.jwk.source.JWKSetSource;
import com.nimbusds.jose.jwk.source.JWKSetUnavailableException;
import com.nimbusds.jose.jwk.source.URLBasedJWKSetSource;
import com.nimbusds.jose.proc.SecurityContext;
import java.net.MalformedURLException;
import java.net.URI;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;
import org.aclgen.tokens.TokenServiceUnavailableException;

/**
 * Where nimbus's key cache gets the issuer's keys: the JWKS URL (given, or discovered once from the
 * issuer's {@code /.well-known/openid-configuration}, which must name the same issuer), read by
 * nimbus's {@link URLBasedJWKSetSource} through a {@link KeySetRetriever}. It keeps the public
 * signature keys only, tells who asked which key ids each fetch found, and logs when the keys are
 * lost and back.
 */
final class IssuerKeySource implements JWKSetSource<SecurityContext> {

  private static final System.Logger LOG = System.getLogger(JwtTokenValidator.class.getName());

  private final String issuer;
  private final HttpJson http;
  private final Consumer<Set<String>> keysChanged;
  private volatile URI jwksUri; // null until discovered
  private volatile URLBasedJWKSetSource<SecurityContext> urlSource; // null until the URL is known
  private volatile String lastFailure; // null when the last fetch succeeded
  private volatile long fetchedAt = NEVER;
  private volatile long failedAt = NEVER;

  /** {@link #heldFrom()} before the first fetch that succeeded. */
  static final long NEVER = Long.MIN_VALUE;

  /**
   * @param jwksUri the JWKS URL, or null to discover it from the issuer's metadata
   * @param keysChanged told the key ids of each fetched set, so that what was verified with a key
   *     that left the set can be forgotten
   */
  IssuerKeySource(String issuer, URI jwksUri, HttpJson http, Consumer<Set<String>> keysChanged) {
    this.issuer = issuer;
    this.jwksUri = jwksUri;
    this.http = http;
    this.keysChanged = keysChanged;
  }

  @Override
  public JWKSet getJWKSet(
      JWKSetCacheRefreshEvaluator evaluator, long currentTime, SecurityContext context)
      throws KeySourceException {
    try {
      JWKSet keys = signingKeys(fetch(evaluator, currentTime, context));
      if (lastFailure != null) {
        LOG.log(JwtMessage.KEYS_BACK.level(), () -> JwtMessage.KEYS_BACK.format(issuer));
      }
      lastFailure = null;
      // The time the cache above keeps the set from; loads of the set are one at a time.
      fetchedAt = Math.max(fetchedAt, currentTime);
      keysChanged.accept(ids(keys));
      return keys;
    } catch (TokenServiceUnavailableException e) {
      if (lastFailure == null) {
        LOG.log(
            JwtMessage.KEYS_LOST.level(),
            () -> JwtMessage.KEYS_LOST.format(issuer, e.getMessage()));
      }
      lastFailure = e.getMessage();
      // Past a first fetch, nimbus's outage tolerance answers with the set kept, and the cache
      // above keeps that from this time as it would a fetched one.
      failedAt = Math.max(failedAt, currentTime);
      throw new JWKSetUnavailableException(e.getMessage(), e);
    }
  }

  private JWKSet fetch(
      JWKSetCacheRefreshEvaluator evaluator, long currentTime, SecurityContext context) {
    URLBasedJWKSetSource<SecurityContext> source = source();
    try {
      return source.getJWKSet(evaluator, currentTime, context);
    } catch (JWKSetParseException e) {
      throw new TokenServiceUnavailableException(
          JwtMessage.NOT_A_JWK_SET.format(source.getJWKSetURL(), e.getCause().getMessage()), e);
    } catch (KeySourceException e) {
      // The retriever's IOException, whose message names the URL and the problem.
      String why = e.getCause() != null ? e.getCause().getMessage() : e.getMessage();
      throw new TokenServiceUnavailableException(why, e);
    }
  }

  private URLBasedJWKSetSource<SecurityContext> source() {
    URLBasedJWKSetSource<SecurityContext> known = urlSource;
    if (known == null) {
      URI uri = jwksUri != null ? jwksUri : discover();
      try {
        known = new URLBasedJWKSetSource<>(uri.toURL(), new KeySetRetriever(http));
      } catch (MalformedURLException | IllegalArgumentException e) {
        throw new TokenServiceUnavailableException(JwtMessage.JWKS_URI_MALFORMED.format(uri), e);
      }
      urlSource = known;
    }
    return known;
  }

  /**
   * The time, as the cache that asks reads its clock, from which the cache keeps the set it holds:
   * that of the last fetch, whether it succeeded or failed and left the cache the set kept through
   * the outage. {@link #NEVER} before the first fetch that succeeded, when nothing is kept.
   */
  long heldFrom() {
    long fetched = fetchedAt;
    return fetched == NEVER ? NEVER : Math.max(fetched, failedAt);
  }

  /** Why the last fetch failed, or null when it succeeded. */
  String lastFailure() {
    return lastFailure;
  }

  String issuer() {
    return issuer;
  }

  /** How many times the JWKS (or the issuer's metadata) was asked for. */
  long fetches() {
    return http.calls();
  }

  @Override
  public void close() {}

  /** The {@code jwks_uri} of the issuer's metadata, which must name the same issuer. */
  private URI discover() {
    URI metadata = URI.create(issuer.replaceAll("/+$", "") + "/.well-known/openid-configuration");
    Map<String, Object> document = http.get(metadata);
    if (!issuer.equals(document.get("issuer"))) {
      throw new TokenServiceUnavailableException(
          JwtMessage.ISSUER_MISMATCH.format(metadata, document.get("issuer"), issuer));
    }
    if (!(document.get("jwks_uri") instanceof String uri)) {
      throw new TokenServiceUnavailableException(JwtMessage.NO_JWKS_URI.format(metadata));
    }
    try {
      URI discovered = URI.create(uri);
      if (!"https".equals(discovered.getScheme()) && !"http".equals(discovered.getScheme())) {
        throw new TokenServiceUnavailableException(JwtMessage.JWKS_URI_NOT_HTTP.format(metadata));
      }
      jwksUri = discovered;
      return discovered;
    } catch (IllegalArgumentException e) {
      throw new TokenServiceUnavailableException(JwtMessage.JWKS_URI_MALFORMED.format(metadata), e);
    }
  }

  /** The public signature keys of a set; a key of another use is left out. */
  private static JWKSet signingKeys(JWKSet set) {
    List<JWK> keys =
        set.toPublicJWKSet().getKeys().stream()
            .filter(key -> key.getKeyUse() == null || key.getKeyUse().equals(KeyUse.SIGNATURE))
            .toList();
    return new JWKSet(keys);
  }

  private static Set<String> ids(JWKSet keys) {
    Set<String> ids = new HashSet<>();
    for (JWK key : keys.getKeys()) {
      ids.add(key.getKeyID() == null ? "" : key.getKeyID());
    }
    return ids;
  }
}
