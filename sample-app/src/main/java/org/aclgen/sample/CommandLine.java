package org.aclgen.sample;

import java.net.InetAddress;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.UnknownHostException;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.aclgen.sample.config.ConfigException;
import org.aclgen.sample.config.UserAccount;
import org.aclgen.sample.config.UserConfig;
import org.aclgen.sample.http.CorsOrigins;
import org.aclgen.sample.platform.auth.OidcProvider;
import org.aclgen.sample.platform.auth.TokenStores;

/**
 * The command line of the sample app: {@code [--host H] [--port N] [--config FILE] [--auth-url URL]
 * [--bus URL] [--cors-origins LIST] [--token-store STORE] [--oidc-issuer URL [--oidc-audience
 * AUD]]}, each flag also accepted as {@code --flag=value}.
 */
public final class CommandLine {

  /** The usage text printed by {@code --help}. */
  public static final String USAGE =
      String.join(
          "\n",
          "usage: java -jar aclgen-sample-app.jar [--host H] [--port N] [--config FILE]"
              + " [--auth-url URL] [--bus URL] [--cors-origins LIST]"
              + " [--token-store STORE] [--oidc-issuer URL [--oidc-audience AUD]]",
          "  --host H        address to listen on (default " + Options.DEFAULT_HOST + ")",
          "  --port N        TCP port, 0 for any free port (default " + Options.DEFAULT_PORT + ")",
          "  --config FILE   YAML file of users (default: the built-in demo users)",
          "  --auth-url URL  validate tokens against this token service, such as",
          "                  http://127.0.0.1:" + Options.DEFAULT_PORT + "/api/auth/0.1",
          "  --bus URL       share events with other instances through this RabbitMQ broker,",
          "                  such as amqp://guest:guest@127.0.0.1:5672/%2F (default: in-process)",
          "                  with --auth-url, a token revoked at the token service is also",
          "                  refused here within a second (its revocations come over the bus)",
          "  --cors-origins LIST  let browser applications of these origins call the APIs:",
          "                  comma-separated, such as http://localhost:3000, or * for any",
          "                  (default: none)",
          "  --token-store STORE  where the token service keeps tokens: memory (the default;",
          "                  a restart forgets them) or a PostgreSQL JDBC URL shared by",
          "                  several token services, such as",
          "                  'jdbc:postgresql://127.0.0.1:5432/aclgen?user=aclgen&password=aclgen'",
          "  --oidc-issuer URL  confd and calld accept the JWT access tokens of this OpenID",
          "                  Connect provider too (keys through URL/.well-known/openid-configuration,",
          "                  ACLs from the acl claim, me from sub), such as",
          "                  http://127.0.0.1:18080/realms/aclgen; the app's own tokens still work",
          "  --oidc-audience AUD  accept only the provider's tokens whose aud names AUD, such as",
          "                  aclgen-api (default: any audience, with a warning)",
          "  --help          print this text");

  /** The longest audience accepted; real ones are a client id or a URL. */
  private static final int MAX_AUDIENCE_LENGTH = 1024;

  private CommandLine() {}

  /** Whether the arguments ask for the usage text. */
  public static boolean wantsHelp(String[] args) {
    for (String arg : args) {
      if (arg.equals("--help") || arg.equals("-h")) {
        return true;
      }
    }
    return false;
  }

  /**
   * Parses the arguments and loads the configuration they name.
   *
   * @throws UsageException with a one-line message naming the problem
   */
  public static Options parse(String[] args) throws UsageException {
    Options options = Options.defaults();
    Set<String> seen = new HashSet<>();
    String issuer = null;
    String audience = null;
    for (int i = 0; i < args.length; i++) {
      String arg = args[i];
      int equals = arg.indexOf('=');
      String flag = arg.startsWith("--") && equals > 0 ? arg.substring(0, equals) : arg;
      String value;
      if (flag.length() < arg.length()) {
        value = arg.substring(equals + 1);
      } else if (i + 1 < args.length) {
        value = args[++i];
      } else {
        throw new UsageException(missingValue(flag));
      }
      if (!seen.add(flag)) {
        throw new UsageException(flag + " is given twice");
      }
      if (flag.equals("--oidc-issuer")) {
        issuer = oidcIssuer(value);
      } else if (flag.equals("--oidc-audience")) {
        audience = oidcAudience(value);
      } else {
        options = apply(options, flag, value);
      }
    }
    if (issuer != null) {
      return options.withOidc(new OidcProvider(issuer, Optional.ofNullable(audience)));
    }
    if (audience != null) {
      throw new UsageException(
          "--oidc-audience needs --oidc-issuer, the provider whose tokens name that audience");
    }
    return options;
  }

  private static String missingValue(String flag) {
    return isKnown(flag) ? flag + " needs a value" : unknown(flag);
  }

  private static boolean isKnown(String flag) {
    return Set.of(
            "--host",
            "--port",
            "--config",
            "--auth-url",
            "--bus",
            "--cors-origins",
            "--token-store",
            "--oidc-issuer",
            "--oidc-audience")
        .contains(flag);
  }

  private static String unknown(String flag) {
    return "unknown option "
        + flag
        + "; the options are --host, --port, --config, --auth-url, --bus, --cors-origins,"
        + " --token-store, --oidc-issuer, --oidc-audience and --help";
  }

  private static Options apply(Options options, String flag, String value) throws UsageException {
    switch (flag) {
      case "--host":
        return options.withHost(host(value));
      case "--port":
        return options.withPort(port(value));
      case "--config":
        return options.withUsers(config(value));
      case "--auth-url":
        return options.withAuthUrl(authUrl(value));
      case "--bus":
        return options.withBusUrl(busUrl(value));
      case "--cors-origins":
        return options.withCorsOrigins(corsOrigins(value));
      case "--token-store":
        return options.withTokenStore(tokenStore(value));
      default:
        throw new UsageException(unknown(flag));
    }
  }

  private static String host(String value) throws UsageException {
    try {
      InetAddress.getByName(value);
      if (value.isBlank()) {
        throw new UnknownHostException(value);
      }
      return value;
    } catch (UnknownHostException e) {
      throw new UsageException("--host '" + value + "' is not a known host name or address");
    }
  }

  private static int port(String value) throws UsageException {
    try {
      int port = Integer.parseInt(value);
      if (port >= 0 && port <= 65535) {
        return port;
      }
    } catch (NumberFormatException e) {
      // Falls through to the one message for every bad port.
    }
    throw new UsageException("--port '" + value + "' is not a port number from 0 to 65535");
  }

  private static List<UserAccount> config(String value) throws UsageException {
    if (value.isBlank()) {
      throw new UsageException("--config needs a file name");
    }
    try {
      return UserConfig.load(Path.of(value));
    } catch (ConfigException | InvalidPathException e) {
      throw new UsageException(e.getMessage());
    }
  }

  private static URI authUrl(String value) throws UsageException {
    return httpUrl(value)
        .orElseThrow(
            () ->
                new UsageException(
                    "--auth-url '"
                        + value
                        + "' is not an http(s) URL such as http://127.0.0.1:9497/api/auth/0.1"));
  }

  /** The issuer exactly as given: the tokens' {@code iss} must be the same string. */
  private static String oidcIssuer(String value) throws UsageException {
    httpUrl(value)
        .orElseThrow(
            () ->
                new UsageException(
                    "--oidc-issuer '"
                        + value
                        + "' is not an http(s) URL without query or fragment, such as"
                        + " http://127.0.0.1:18080/realms/aclgen"));
    return value;
  }

  /** {@code value} as an http(s) URL with a host and no query or fragment; empty otherwise. */
  private static Optional<URI> httpUrl(String value) {
    try {
      URI uri = new URI(value);
      String scheme = uri.getScheme();
      if (("http".equals(scheme) || "https".equals(scheme))
          && uri.getHost() != null
          && uri.getQuery() == null
          && uri.getFragment() == null) {
        return Optional.of(uri);
      }
    } catch (URISyntaxException e) {
      // Not a URL: empty, as for any other bad value.
    }
    return Optional.empty();
  }

  private static String oidcAudience(String value) throws UsageException {
    if (value.isBlank() || value.length() > MAX_AUDIENCE_LENGTH) {
      throw new UsageException(
          "--oidc-audience needs the aud of the provider's tokens (1 to "
              + MAX_AUDIENCE_LENGTH
              + " characters), such as aclgen-api");
    }
    for (int i = 0; i < value.length(); i++) {
      if (Character.isWhitespace(value.charAt(i)) || Character.isISOControl(value.charAt(i))) {
        // The value is not repeated: a control character would break the one-line message.
        throw new UsageException(
            "--oidc-audience holds a space or a control character; an aud is a client id or a"
                + " URL, such as aclgen-api");
      }
    }
    return value;
  }

  private static URI busUrl(String value) throws UsageException {
    try {
      URI uri = new URI(value);
      if (("amqp".equals(uri.getScheme()) || "amqps".equals(uri.getScheme()))
          && uri.getHost() != null
          && uri.getFragment() == null) {
        return uri;
      }
    } catch (URISyntaxException e) {
      // Falls through to the one message for every bad URL.
    }
    throw new UsageException(
        "--bus is not an amqp(s) URL such as amqp://user:pass@127.0.0.1:5672/vhost");
  }

  private static CorsOrigins corsOrigins(String value) throws UsageException {
    try {
      return CorsOrigins.parse(value);
    } catch (IllegalArgumentException e) {
      throw new UsageException("--cors-origins: " + e.getMessage());
    }
  }

  private static String tokenStore(String value) throws UsageException {
    if (value.equals(TokenStores.MEMORY) || value.startsWith(TokenStores.POSTGRESQL_PREFIX)) {
      return value;
    }
    // The value is not repeated: a JDBC URL may carry a password.
    throw new UsageException(
        "--token-store is neither memory nor a PostgreSQL JDBC URL such as"
            + " 'jdbc:postgresql://127.0.0.1:5432/aclgen?user=aclgen&password=aclgen'");
  }
}
