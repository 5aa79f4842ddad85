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
import org.aclgen.sample.platform.auth.TokenStores;

/**
 * The command line of the sample app: {@code [--host H] [--port N] [--config FILE] [--auth-url URL]
 * [--bus URL] [--cors-origins LIST] [--token-store STORE] [--oidc-issuer URL [--oidc-audience AUD]
 * [--oidc-logout-client ID]] [--oidc-introspection URL --oidc-client ID:SECRET] [--audit-log
 * FILE]}, each flag also accepted as {@code --flag=value}.
 */
public final class CommandLine {

  /** The usage text printed by {@code --help}. */
  public static final String USAGE =
      String.join(
          "\n",
          "usage: java -jar aclgen-sample-app.jar [--host H] [--port N] [--config FILE]"
              + " [--auth-url URL] [--bus URL] [--cors-origins LIST]"
              + " [--token-store STORE] [--oidc-issuer URL [--oidc-audience AUD]"
              + " [--oidc-logout-client ID]] [--oidc-introspection URL --oidc-client ID:SECRET]"
              + " [--audit-log FILE]",
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
          "  --oidc-logout-client ID  serve OpenID Connect back-channel logout at",
          "                  /api/auth/0.1/oidc/backchannel-logout for the provider's client ID:",
          "                  a logout ends that session's provider tokens at once",
          "  --oidc-introspection URL  confd and calld accept the tokens (opaque or not) that",
          "                  this RFC 7662 endpoint says are active, such as",
          "                  http://127.0.0.1:18080/realms/aclgen/protocol/openid-connect/token/introspect",
          "  --oidc-client ID:SECRET  the confidential client the app introspects as",
          "  --audit-log FILE  append the audit log's JSON lines of refusals (401, 403, 404,",
          "                  503, 500) to FILE, one a line, never a token",
          "  --help          print this text");

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
    OidcFlags oidc = new OidcFlags();
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
      if (OidcFlags.FLAGS.contains(flag)) {
        oidc.set(flag, value);
      } else {
        options = apply(options, flag, value);
      }
    }
    return oidc.applyTo(options);
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
                "--audit-log")
            .contains(flag)
        || OidcFlags.FLAGS.contains(flag);
  }

  private static String unknown(String flag) {
    return "unknown option "
        + flag
        + "; the options are --host, --port, --config, --auth-url, --bus, --cors-origins,"
        + " --token-store, --oidc-issuer, --oidc-audience, --oidc-logout-client,"
        + " --oidc-introspection, --oidc-client, --audit-log and --help";
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
      case "--audit-log":
        return options.withAuditLog(auditLog(value));
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

  private static Path auditLog(String value) throws UsageException {
    try {
      if (!value.isBlank()) {
        return Path.of(value);
      }
    } catch (InvalidPathException e) {
      // Falls through to the one message for every bad file name.
    }
    throw new UsageException("--audit-log '" + value + "' is not a file name");
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

  /** {@code value} as an http(s) URL with a host and no query or fragment; empty otherwise. */
  static Optional<URI> httpUrl(String value) {
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
