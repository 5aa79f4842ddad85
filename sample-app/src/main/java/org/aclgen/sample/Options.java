package org.aclgen.sample;

import java.net.URI;
import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.aclgen.sample.config.UserAccount;
import org.aclgen.sample.config.UserConfig;
import org.aclgen.sample.http.CorsOrigins;
import org.aclgen.sample.platform.auth.IntrospectionProvider;
import org.aclgen.sample.platform.auth.OidcProvider;
import org.aclgen.sample.platform.auth.TokenStores;

/**
 * How to run the sample app: where to listen, who the users are, and where tokens are validated.
 *
 * @param host the address to listen on
 * @param port the TCP port, {@code 0} for any free port
 * @param users the configured users, each with password, uuid and token ACLs
 * @param authUrl the base URL of a remote token service (such as {@code
 *     http://127.0.0.1:9497/api/auth/0.1}) to validate tokens against, or empty to validate them
 *     in-process
 * @param clock the clock of the token service, replaceable in tests
 * @param busUrl the RabbitMQ broker to share events through (such as {@code
 *     amqp://guest:guest@127.0.0.1:5672/%2F}), or empty for an in-process bus
 * @param corsOrigins the web origins whose browser applications may call the APIs, none by default
 * @param tokenStore where the token service keeps its tokens: {@code memory} (the default) or a
 *     PostgreSQL JDBC URL such as {@code jdbc:postgresql://127.0.0.1:5432/aclgen?user=aclgen}
 * @param oidc an OpenID Connect provider whose JWT access tokens confd and calld accept too, or
 *     empty for the app's own tokens only
 * @param introspection an OAuth 2 server whose tokens confd and calld accept by introspection, or
 *     empty
 * @param auditLog the file that the audit log's lines of refusals are appended to, or empty for
 *     none
 */
public record Options(
    String host,
    int port,
    List<UserAccount> users,
    Optional<URI> authUrl,
    Clock clock,
    Optional<URI> busUrl,
    CorsOrigins corsOrigins,
    String tokenStore,
    Optional<OidcProvider> oidc,
    Optional<IntrospectionProvider> introspection,
    Optional<Path> auditLog) {

  /** The address the app listens on by default: loopback only. */
  public static final String DEFAULT_HOST = "127.0.0.1";

  /** The port the app listens on by default. */
  public static final int DEFAULT_PORT = 9497;

  public Options {
    Objects.requireNonNull(host, "host");
    users = List.copyOf(users);
    Objects.requireNonNull(authUrl, "authUrl");
    Objects.requireNonNull(clock, "clock");
    Objects.requireNonNull(busUrl, "busUrl");
    Objects.requireNonNull(corsOrigins, "corsOrigins");
    Objects.requireNonNull(tokenStore, "tokenStore");
    Objects.requireNonNull(oidc, "oidc");
    Objects.requireNonNull(introspection, "introspection");
    Objects.requireNonNull(auditLog, "auditLog");
    if (port < 0 || port > 65535) {
      throw new IllegalArgumentException("port must be from 0 to 65535, got " + port);
    }
  }

  /** The defaults: loopback, the documented port, the built-in demo users, local tokens. */
  public static Options defaults() {
    return new Options(
        DEFAULT_HOST,
        DEFAULT_PORT,
        UserConfig.demo(),
        Optional.empty(),
        Clock.systemUTC(),
        Optional.empty(),
        CorsOrigins.NONE,
        TokenStores.MEMORY,
        Optional.empty(),
        Optional.empty(),
        Optional.empty());
  }

  /** These options with another port ({@code 0} for any free port). */
  public Options withPort(int newPort) {
    return new Options(
        host,
        newPort,
        users,
        authUrl,
        clock,
        busUrl,
        corsOrigins,
        tokenStore,
        oidc,
        introspection,
        auditLog);
  }

  /** These options with another listening address. */
  public Options withHost(String newHost) {
    return new Options(
        newHost,
        port,
        users,
        authUrl,
        clock,
        busUrl,
        corsOrigins,
        tokenStore,
        oidc,
        introspection,
        auditLog);
  }

  /** These options with other users. */
  public Options withUsers(List<UserAccount> newUsers) {
    return new Options(
        host,
        port,
        newUsers,
        authUrl,
        clock,
        busUrl,
        corsOrigins,
        tokenStore,
        oidc,
        introspection,
        auditLog);
  }

  /** These options validating tokens against the token service at {@code url}. */
  public Options withAuthUrl(URI url) {
    return new Options(
        host,
        port,
        users,
        Optional.of(url),
        clock,
        busUrl,
        corsOrigins,
        tokenStore,
        oidc,
        introspection,
        auditLog);
  }

  /** These options sharing events through the RabbitMQ broker at {@code url}. */
  public Options withBusUrl(URI url) {
    return new Options(
        host,
        port,
        users,
        authUrl,
        clock,
        Optional.of(url),
        corsOrigins,
        tokenStore,
        oidc,
        introspection,
        auditLog);
  }

  /** These options with another clock for the token service. */
  public Options withClock(Clock newClock) {
    return new Options(
        host,
        port,
        users,
        authUrl,
        newClock,
        busUrl,
        corsOrigins,
        tokenStore,
        oidc,
        introspection,
        auditLog);
  }

  /** These options keeping tokens in {@code store}: {@code memory} or a PostgreSQL JDBC URL. */
  public Options withTokenStore(String store) {
    return new Options(
        host,
        port,
        users,
        authUrl,
        clock,
        busUrl,
        corsOrigins,
        store,
        oidc,
        introspection,
        auditLog);
  }

  /** These options letting the browser applications of {@code origins} call the APIs. */
  public Options withCorsOrigins(CorsOrigins origins) {
    return new Options(
        host,
        port,
        users,
        authUrl,
        clock,
        busUrl,
        origins,
        tokenStore,
        oidc,
        introspection,
        auditLog);
  }

  /** These options accepting the JWT access tokens of {@code provider} on confd and calld too. */
  public Options withOidc(OidcProvider provider) {
    return new Options(
        host,
        port,
        users,
        authUrl,
        clock,
        busUrl,
        corsOrigins,
        tokenStore,
        Optional.of(provider),
        introspection,
        auditLog);
  }

  /** These options accepting the tokens that {@code provider}'s introspection endpoint knows. */
  public Options withIntrospection(IntrospectionProvider provider) {
    return new Options(
        host,
        port,
        users,
        authUrl,
        clock,
        busUrl,
        corsOrigins,
        tokenStore,
        oidc,
        Optional.of(provider),
        auditLog);
  }

  /** These options appending the audit log's lines of refusals to {@code file}. */
  public Options withAuditLog(Path file) {
    return new Options(
        host,
        port,
        users,
        authUrl,
        clock,
        busUrl,
        corsOrigins,
        tokenStore,
        oidc,
        introspection,
        Optional.of(file));
  }
}
