package org.aclgen.sample;

import java.net.URI;
import java.util.Optional;
import java.util.Set;
import org.aclgen.sample.platform.auth.IntrospectionProvider;
import org.aclgen.sample.platform.auth.OidcProvider;

/**
 * The command line's identity-provider flags, read in any order and checked together: {@code
 * --oidc-issuer} with {@code --oidc-audience} and {@code --oidc-logout-client}, and {@code
 * --oidc-introspection} with {@code --oidc-client}.
 */
final class OidcFlags {

  /** The flags this class reads. */
  static final Set<String> FLAGS =
      Set.of(
          "--oidc-issuer",
          "--oidc-audience",
          "--oidc-logout-client",
          "--oidc-introspection",
          "--oidc-client");

  /** The longest audience or client id accepted; real ones are a client id or a URL. */
  private static final int MAX_NAME_LENGTH = 1024;

  private String issuer;
  private String audience;
  private String logoutClient;
  private URI introspection;
  private String client;

  /** Takes the value of one of {@link #FLAGS}. */
  void set(String flag, String value) throws UsageException {
    switch (flag) {
      case "--oidc-issuer" -> issuer = issuer(value);
      case "--oidc-audience" ->
          audience =
              name(
                  flag,
                  value,
                  "the aud of the provider's tokens",
                  "an aud is a client id or a URL");
      case "--oidc-logout-client" ->
          logoutClient = name(flag, value, "the provider's client id", "it is a client id");
      case "--oidc-introspection" -> introspection = introspection(value);
      default -> client = name(flag, value, "the client id and secret", "it is ID:SECRET");
    }
  }

  /** {@code options} with the providers the flags name. */
  Options applyTo(Options options) throws UsageException {
    Options result = options;
    if (issuer != null) {
      result =
          result.withOidc(
              new OidcProvider(
                  issuer, Optional.ofNullable(audience), Optional.ofNullable(logoutClient)));
    } else if (audience != null || logoutClient != null) {
      throw new UsageException(
          (audience != null ? "--oidc-audience" : "--oidc-logout-client")
              + " needs --oidc-issuer, the provider whose tokens it names");
    }
    if (introspection != null) {
      int colon = client == null ? -1 : client.indexOf(':');
      if (colon < 1 || colon == client.length() - 1) {
        throw new UsageException(
            "--oidc-introspection needs --oidc-client ID:SECRET, the client the app introspects"
                + " as, such as aclgen-api:aclgen-api-secret");
      }
      result =
          result.withIntrospection(
              new IntrospectionProvider(
                  introspection, client.substring(0, colon), client.substring(colon + 1)));
    } else if (client != null) {
      throw new UsageException(
          "--oidc-client needs --oidc-introspection, the endpoint it introspects at");
    }
    return result;
  }

  /** The issuer exactly as given: the tokens' {@code iss} must be the same string. */
  private static String issuer(String value) throws UsageException {
    CommandLine.httpUrl(value)
        .orElseThrow(
            () ->
                new UsageException(
                    "--oidc-issuer '"
                        + value
                        + "' is not an http(s) URL without query or fragment, such as"
                        + " http://127.0.0.1:18080/realms/aclgen"));
    return value;
  }

  private static URI introspection(String value) throws UsageException {
    return CommandLine.httpUrl(value)
        .orElseThrow(
            () ->
                new UsageException(
                    "--oidc-introspection '"
                        + value
                        + "' is not an http(s) URL without query or fragment, such as"
                        + " http://127.0.0.1:18080/realms/aclgen/protocol/openid-connect/token/"
                        + "introspect"));
  }

  private static String name(String flag, String value, String what, String hint)
      throws UsageException {
    if (value.isBlank() || value.length() > MAX_NAME_LENGTH) {
      throw new UsageException(
          flag
              + " needs "
              + what
              + " (1 to "
              + MAX_NAME_LENGTH
              + " characters), such as aclgen-api");
    }
    for (int i = 0; i < value.length(); i++) {
      if (Character.isWhitespace(value.charAt(i)) || Character.isISOControl(value.charAt(i))) {
        // The value is not repeated: a control character would break the one-line message.
        throw new UsageException(
            flag + " holds a space or a control character; " + hint + ", such as aclgen-api");
      }
    }
    return value;
  }
}
