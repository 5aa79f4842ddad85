package org.aclgen.sample;

import jakarta.servlet.DispatcherType;
import java.net.URI;
import java.time.Duration;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.aclgen.events.EventBus;
import org.aclgen.jwt.JwtTokenValidator;
import org.aclgen.sample.config.UserAccount;
import org.aclgen.sample.http.BodyLimitFilter;
import org.aclgen.sample.http.CorsFilter;
import org.aclgen.sample.platform.auth.Accounts;
import org.aclgen.sample.platform.auth.MemoryTokenStore;
import org.aclgen.sample.platform.auth.OidcProvider;
import org.aclgen.sample.platform.auth.OwnThenProvider;
import org.aclgen.sample.platform.auth.ProviderOrOwnTokens;
import org.aclgen.sample.platform.auth.SessionEvents;
import org.aclgen.sample.platform.auth.TokenServiceDrain;
import org.aclgen.sample.platform.auth.TokenStore;
import org.aclgen.sample.platform.auth.TokenStores;
import org.aclgen.sample.platform.websocketd.EventService;
import org.aclgen.sample.platform.websocketd.EventStack;
import org.aclgen.sample.showcase.domain.Platform;
import org.aclgen.sample.showcase.web.WebPages;
import org.aclgen.tokens.RemoteTokenValidator;
import org.aclgen.tokens.TokenValidator;
import org.eclipse.jetty.ee10.servlet.FilterHolder;
import org.eclipse.jetty.ee10.servlet.ServletContextHandler;
import org.eclipse.jetty.ee10.servlet.ServletHolder;
import org.eclipse.jetty.http.HttpCompliance;
import org.eclipse.jetty.http.HttpFields;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.server.HttpConfiguration;
import org.eclipse.jetty.server.HttpConnectionFactory;
import org.eclipse.jetty.server.NetworkConnectionLimit;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import org.glassfish.jersey.servlet.ServletContainer;

/**
 * The running sample app: one Jetty server on one port, with each service a Jersey servlet under
 * its prefix.
 *
 * <pre>{@code
 * try (SampleApp app = SampleApp.start(Options.defaults().withPort(0))) {
 *   URI confd = app.baseUri().resolve("/api/confd/1.1/");
 * }
 * }</pre>
 */
public final class SampleApp implements AutoCloseable {

  /** How long open requests get to finish when the app stops. */
  private static final Duration STOP_TIMEOUT = Duration.ofSeconds(2);

  /**
   * Network connections the server holds at once, HTTP and WebSocket: far below the process's file
   * descriptors. Past it the server stops accepting until one closes.
   */
  static final int MAX_CONNECTIONS = 4_096;

  private final Server server;
  private final ServerConnector connector;
  private final Options options;
  private final TokenStore tokens;
  private final Platform platform;
  private final EventStack events;
  private final SessionEvents sessionEvents;
  private final TokenServiceDrain tokenServiceDrain;
  private final Observability observability;
  private RemoteTokenValidator remoteValidator; // set while the context is built, with --auth-url
  private JwtTokenValidator providerValidator; // set while the context is built, with --oidc-issuer
  private final Map<String, String> servicePrefixes = new LinkedHashMap<>();

  private SampleApp(Options options) {
    this.options = options;
    // First: a file that cannot be opened stops the start before anything else is open.
    this.observability = new Observability(options.auditLog());
    this.tokens = TokenStores.open(options.tokenStore(), options.clock());
    this.platform = Platform.seed(options.users(), options.clock());
    try {
      this.events = EventStack.open(options.busUrl(), options.clock());
    } catch (RuntimeException e) {
      tokens.close();
      throw e;
    }
    this.sessionEvents =
        SessionEvents.announce(
            tokens, events.events(), events.tokenServiceSignals(), options.authUrl().isEmpty());
    this.server = new Server(RequestCaps.threadPool());
    HttpConfiguration http = new HttpConfiguration();
    http.setSendServerVersion(false);
    // RFC 9110/9112 with no violation allowed (no bare LF ending a header line or a chunk line),
    // stated so that a change of Jetty's default cannot loosen it. Jetty 12.1's RFC7230 and
    // RFC9110 modes allow some (a bare LF ending a header line among them); STRICT allows none.
    http.setHttpCompliance(HttpCompliance.STRICT);
    server.setErrorHandler(
        new JsonErrorHandler(http.getRequestHeaderSize(), options.corsOrigins()));
    this.connector = new ServerConnector(server, new HttpConnectionFactory(http));
    connector.setHost(options.host());
    connector.setPort(options.port());
    connector.addBean(new SlowClientGuard(connector));
    server.addConnector(connector);
    server.addBean(new NetworkConnectionLimit(MAX_CONNECTIONS, connector));
    // Bodies are read before the caps: a request waiting for its client holds no place in them.
    this.tokenServiceDrain =
        new TokenServiceDrain(
            new BodyFirstHandler(RequestCaps.around(context()), SampleApp::firstReadLimitOf),
            Services.AUTH);
    server.setHandler(tokenServiceDrain);
    server.setStopTimeout(STOP_TIMEOUT.toMillis());
  }

  /**
   * Starts the app and returns once it answers requests.
   *
   * @throws Exception if the port cannot be bound or a service fails to start (for example when a
   *     resource method has no ACL); nothing is left running then
   */
  public static SampleApp start(Options options) throws Exception {
    JerseyLogging.quiet();
    SampleApp app = new SampleApp(options);
    try {
      app.server.start();
    } catch (Exception e) {
      app.close();
      throw e;
    }
    app.events.announceStarted(app.serviceUrls());
    return app;
  }

  /** The port the app listens on, the bound one when the options asked for port 0. */
  public int port() {
    return connector.getLocalPort();
  }

  /** The base URL of the app, such as {@code http://127.0.0.1:9497/}. */
  public URI baseUri() {
    String host = options.host();
    if (host.equals("0.0.0.0") || host.equals("::")) {
      host = "127.0.0.1";
    } else if (host.contains(":")) {
      host = "[" + host + "]";
    }
    return URI.create("http://" + host + ":" + port() + "/");
  }

  /** The OpenID Connect provider whose tokens confd and calld accept too, if any. */
  public Optional<OidcProvider> oidcProvider() {
    return options.oidc();
  }

  /** The configured users. */
  public List<UserAccount> users() {
    return options.users();
  }

  /**
   * The in-memory token store that the token service issues tokens from.
   *
   * @throws IllegalStateException when the tokens are kept in a database ({@code --token-store});
   *     {@link #tokenStore()} serves both
   */
  public MemoryTokenStore tokens() {
    if (tokens instanceof MemoryTokenStore memory) {
      return memory;
    }
    throw new IllegalStateException("the tokens are kept in a database: use tokenStore()");
  }

  /** The store that the token service issues tokens from, in memory or in a database. */
  public TokenStore tokenStore() {
    return tokens;
  }

  /** The in-memory state of the services. */
  public Platform platform() {
    return platform;
  }

  /** Blocks until the app has stopped. */
  public void awaitStop() throws InterruptedException {
    server.join();
  }

  /** Stops the app: open requests get a moment to finish, then the port is released. */
  @Override
  public void close() {
    if (server.isStarted()) {
      events.announceStopping(serviceUrls());
    }
    // No revocation may follow the goodbye: without the certainty, the token service says nothing
    // and the validators forget it after their TTL.
    if (tokenServiceDrain.close(STOP_TIMEOUT)) {
      sessionEvents.close();
    } else {
      sessionEvents.closeWithoutGoodbye();
    }
    if (remoteValidator != null) {
      remoteValidator.close();
    }
    if (providerValidator != null) {
      providerValidator.close();
    }
    // Sessions close after the frames already queued, so clients see the deregistrations.
    events.close();
    try {
      server.stop();
    } catch (Exception e) {
      throw new IllegalStateException("the server did not stop cleanly", e);
    } finally {
      // After the server: no request still uses the pool, nor tells a decision.
      tokens.close();
      observability.close();
    }
  }

  /** The bus this instance publishes its events on and reads them from. */
  public EventBus eventBus() {
    return events.bus();
  }

  /** The WebSocket clients of the event service that receive bus events now. */
  public int eventSessions() {
    return events.eventSessions();
  }

  /** The most WebSocket sessions the event service holds at once, all users together. */
  public int maxEventSessions() {
    return events.maxEventSessions();
  }

  /** The TCP connections the server holds open now, HTTP and WebSocket alike. */
  public int openConnections() {
    return connector.getConnectedEndPoints().size();
  }

  /** The uuid this instance stamps on its bus events as {@code origin_uuid}. */
  public String originUuid() {
    return events.events().originUuid();
  }

  private Map<String, URI> serviceUrls() {
    Map<String, URI> urls = new LinkedHashMap<>();
    servicePrefixes.forEach((name, prefix) -> urls.put(name, baseUri().resolve(prefix + "/")));
    return urls;
  }

  private ServletContextHandler context() {
    ServletContextHandler context = new ServletContextHandler();
    context.setContextPath("/");
    context.setErrorHandler(server.getErrorHandler());
    // First of all filters, so that a preflight (which carries no token) never meets the ACL
    // filter.
    context.addFilter(
        new FilterHolder(new CorsFilter(options.corsOrigins())),
        "/*",
        EnumSet.of(DispatcherType.REQUEST));
    TokenValidator validator = validator();
    TokenValidator apiValidator = apiValidator(validator);
    Accounts accounts = new Accounts(options.users());
    int order = 1;
    for (ServiceMount service :
        Services.all(
            platform,
            tokens,
            accounts,
            validator,
            apiValidator,
            events.events(),
            logout(),
            observability.listeners())) {
      servicePrefixes.put(service.name(), service.prefix());
      observability.install(context, service.name(), service.prefix());
      ServletHolder holder =
          new ServletHolder(service.name(), new ServletContainer(service.application()));
      // Started with the server, so that a service that cannot start stops the app at once.
      holder.setInitOrder(order++);
      context.addServlet(holder, service.prefix() + "/*");
      context.addFilter(
          new FilterHolder(new BodyLimitFilter(bodyLimit(service.prefix()))),
          service.prefix() + "/*",
          EnumSet.of(DispatcherType.REQUEST));
    }
    WebPages.install(context, servicePrefixes);
    events.install(context, validator, observability.listeners());
    servicePrefixes.put(EventStack.SERVICE_NAME, EventService.PREFIX);
    context.addServlet(new ServletHolder("not-found", new NotFoundServlet()), "/");
    return context;
  }

  /**
   * The limit of a body read before the caps: one that may carry credentials (a token service
   * request, whose body may be the refresh token; a request with a token or an Authorization
   * header). A request without any is refused (401) before its body is read, at once, and its
   * connection closed: 0, its body is not read first.
   */
  private static long firstReadLimitOf(Request request) {
    String path = request.getHttpURI().getPath();
    if (path != null && path.startsWith(Services.AUTH + "/")) {
      return BodyLimitFilter.TOKEN_SERVICE_LIMIT;
    }
    HttpFields headers = request.getHeaders();
    return headers.contains("X-Auth-Token") || headers.contains(HttpHeader.AUTHORIZATION)
        ? BodyLimitFilter.DEFAULT_LIMIT
        : 0;
  }

  private static long bodyLimit(String prefix) {
    return prefix.equals(Services.AUTH)
        ? BodyLimitFilter.TOKEN_SERVICE_LIMIT
        : BodyLimitFilter.DEFAULT_LIMIT;
  }

  /**
   * The local store, or with {@code --auth-url} a remote validator; on a RabbitMQ bus it subscribes
   * to the token service's {@code auth_session_deleted} events, so a revocation evicts at once.
   */
  private TokenValidator validator() {
    if (options.authUrl().isEmpty()) {
      return tokens;
    }
    RemoteTokenValidator.Builder remote =
        RemoteTokenValidator.builder(options.authUrl().get().toString());
    events.revocationFeed().ifPresent(remote::revocationFeed);
    remoteValidator = remote.build();
    return remoteValidator;
  }

  /**
   * The validator of confd and calld: {@code own}; with {@code --oidc-issuer} the provider's JWTs
   * and {@code own}'s tokens side by side; with {@code --oidc-introspection}, the tokens that
   * {@code own} does not accept are introspected (and JWTs too, without {@code --oidc-issuer}). The
   * event service stays on the app's own tokens.
   */
  private TokenValidator apiValidator(TokenValidator own) {
    Optional<TokenValidator> introspected =
        options.introspection().map(provider -> provider.validator());
    TokenValidator opaque =
        introspected.<TokenValidator>map(p -> new OwnThenProvider(own, p)).orElse(own);
    if (options.oidc().isPresent()) {
      providerValidator = options.oidc().get().validator();
      return new ProviderOrOwnTokens(providerValidator, opaque);
    }
    return introspected.<TokenValidator>map(p -> new ProviderOrOwnTokens(p, opaque)).orElse(own);
  }

  /** The back-channel logout endpoint of {@code --oidc-logout-client}, if given. */
  private Optional<Object> logout() {
    return options.oidc().flatMap(provider -> provider.logoutResource(providerValidator));
  }

  /** The validator of {@code --auth-url}, or empty when tokens are validated in-process. */
  public Optional<RemoteTokenValidator> remoteValidator() {
    return Optional.ofNullable(remoteValidator);
  }
}
