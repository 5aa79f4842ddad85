package org.aclgen.jwt;

import com.nimbusds.jose.jwk.JWK;
import com.nimbusds.jose.jwk.JWKSet;
import com.nimbusds.jose.jwk.KeyUse;
import java.net.URI;
import java.text.ParseException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.Consumer;
import org.aclgen.tokens.TokenServiceUnavailableException;

/**
 * The issuer's signing keys, fetched from its JWKS and kept: found through the issuer's {@code
 * /.well-known/openid-configuration} unless the JWKS URL is given.
 *
 * <p>A known key id is answered from memory; the set is fetched again when it is older than the
 * refresh interval (by one request, the others go on with the keys they have). An unknown key id
 * fetches the set again at once, but at most once per {@code minRefetchInterval} however many
 * unknown ids arrive, so a flood of forged ids costs the provider one request per interval. A key
 * that the issuer removed is forgotten at the next fetch; a failed fetch keeps the keys already
 * known, so an outage of the provider stops nothing but new keys.
 */
final class IssuerKeys {

  private static final System.Logger LOG = System.getLogger(JwtTokenValidator.class.getName());

  /** The keys of one successful fetch, by key id ({@code ""} for a key without one). */
  private record Snapshot(Map<String, JWK> byId, Instant fetchedAt) {}

  private final String issuer;
  private final HttpJson http;
  private final Clock clock;
  private final Duration refreshInterval;
  private final Duration minRefetchInterval;
  private final Consumer<Set<String>> keysChanged;
  private final ReentrantLock fetching = new ReentrantLock();
  private volatile URI jwksUri; // null until discovered
  private volatile Snapshot snapshot; // null until a fetch succeeded
  private volatile Instant lastAttempt = Instant.MIN;
  private volatile String lastFailure; // null when the last fetch succeeded

  /**
   * @param jwksUri the JWKS URL, or null to discover it from the issuer's metadata
   * @param keysChanged told the key ids of each fetched set, so that what was verified with a key
   *     that left the set can be forgotten
   */
  IssuerKeys(
      String issuer,
      URI jwksUri,
      HttpJson http,
      Clock clock,
      Duration refreshInterval,
      Duration minRefetchInterval,
      Consumer<Set<String>> keysChanged) {
    this.issuer = issuer;
    this.jwksUri = jwksUri;
    this.http = http;
    this.clock = clock;
    this.refreshInterval = refreshInterval;
    this.minRefetchInterval = minRefetchInterval;
    this.keysChanged = keysChanged;
  }

  /**
   * The key with id {@code kid} ({@code null}: the token names none), or null when the issuer has
   * no such key.
   *
   * @throws TokenServiceUnavailableException when the key is not known and the set cannot be had
   */
  JWK find(String kid) {
    String id = kid == null ? "" : kid;
    Instant now = clock.instant();
    Snapshot known = snapshot;
    if (known != null && known.byId.containsKey(id)) {
      if (!now.isBefore(known.fetchedAt.plus(refreshInterval)) && mayFetch(now)) {
        refreshQuietly();
      }
      return known.byId.get(id);
    }
    if (mayFetch(now)) {
      fetchOnce(known);
    }
    Snapshot latest = snapshot;
    if (latest != null && latest.byId.containsKey(id)) {
      return latest.byId.get(id);
    }
    String failure = lastFailure;
    if (failure != null) {
      throw new TokenServiceUnavailableException(
          JwtMessage.KEYS_UNAVAILABLE.format(issuer, failure));
    }
    return null;
  }

  /** How many times the JWKS (or the issuer's metadata) was asked for. */
  long fetches() {
    return http.calls();
  }

  private boolean mayFetch(Instant now) {
    return !now.isBefore(lastAttempt.plus(minRefetchInterval));
  }

  /** Refreshes the set of known keys in the background of a request: failures keep the old set. */
  private void refreshQuietly() {
    if (fetching.tryLock()) {
      try {
        if (mayFetch(clock.instant())) {
          fetch();
        }
      } catch (TokenServiceUnavailableException e) {
        // Logged by fetch(); the known keys go on being used.
      } finally {
        fetching.unlock();
      }
    }
  }

  /** Fetches the set, unless another thread fetched it after {@code seen} while this one waited. */
  private void fetchOnce(Snapshot seen) {
    fetching.lock();
    try {
      if (snapshot == seen && mayFetch(clock.instant())) {
        fetch();
      }
    } catch (TokenServiceUnavailableException e) {
      // Recorded in lastFailure: the caller answers 503 if the key is not known.
    } finally {
      fetching.unlock();
    }
  }

  private void fetch() {
    lastAttempt = clock.instant();
    try {
      URI uri = jwksUri != null ? jwksUri : discover();
      Map<String, JWK> byId = signingKeys(uri, http.get(uri));
      snapshot = new Snapshot(byId, clock.instant());
      if (lastFailure != null) {
        LOG.log(JwtMessage.KEYS_BACK.level(), () -> JwtMessage.KEYS_BACK.format(issuer));
      }
      lastFailure = null;
      keysChanged.accept(byId.keySet());
    } catch (TokenServiceUnavailableException e) {
      if (lastFailure == null) {
        LOG.log(
            JwtMessage.KEYS_LOST.level(),
            () -> JwtMessage.KEYS_LOST.format(issuer, e.getMessage()));
      }
      lastFailure = e.getMessage();
      throw e;
    }
  }

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

  /** The public signature keys of a JWKS document; a key of another use is left out. */
  private static Map<String, JWK> signingKeys(URI uri, Map<String, Object> document) {
    JWKSet set;
    try {
      set = JWKSet.parse(document);
    } catch (ParseException e) {
      throw new TokenServiceUnavailableException(
          JwtMessage.NOT_A_JWK_SET.format(uri, e.getMessage()), e);
    }
    Map<String, JWK> byId = new HashMap<>();
    List<JWK> keys = set.toPublicJWKSet().getKeys();
    for (JWK key : keys) {
      if (key.getKeyUse() == null || key.getKeyUse().equals(KeyUse.SIGNATURE)) {
        byId.put(key.getKeyID() == null ? "" : key.getKeyID(), key);
      }
    }
    return Map.copyOf(byId);
  }
}
