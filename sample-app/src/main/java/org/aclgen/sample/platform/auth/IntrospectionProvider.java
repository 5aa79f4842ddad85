package org.aclgen.sample.platform.auth;

import java.net.URI;
import java.util.Objects;
import org.aclgen.jwt.IntrospectionTokenValidator;

/**
 * An OAuth 2 server whose tokens the app accepts by asking its introspection endpoint (RFC 7662,
 * {@code --oidc-introspection} and {@code --oidc-client}): for a provider whose access tokens are
 * opaque, or to see a revocation at the provider within the cache's TTL. The ACLs are the reply's
 * {@code acl}, {@code me} its {@code sub}.
 *
 * @param endpoint the introspection endpoint, such as {@code
 *     http://127.0.0.1:18080/realms/aclgen/protocol/openid-connect/token/introspect}
 * @param clientId the client the app introspects as (a confidential client of the provider)
 * @param secret that client's secret
 */
public record IntrospectionProvider(URI endpoint, String clientId, String secret) {

  /** Checks the settings, so that a bad one stops the app before anything starts. */
  public IntrospectionProvider {
    Objects.requireNonNull(endpoint, "endpoint");
    Objects.requireNonNull(clientId, "clientId");
    Objects.requireNonNull(secret, "secret");
    validator(endpoint, clientId, secret);
  }

  /** A validator that asks the endpoint, caching each active reply for up to 30 s. */
  public IntrospectionTokenValidator validator() {
    return validator(endpoint, clientId, secret);
  }

  private static IntrospectionTokenValidator validator(URI endpoint, String client, String secret) {
    return IntrospectionTokenValidator.builder(endpoint.toString())
        .clientCredentials(client, secret)
        .build();
  }

  @Override
  public String toString() {
    return "IntrospectionProvider[" + endpoint + " as " + clientId + "]";
  }
}
