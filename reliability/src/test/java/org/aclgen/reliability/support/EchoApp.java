package org.aclgen.reliability.support;

import java.net.URI;
import java.util.List;
import java.util.Map;
import org.aclgen.acl.AclTemplate;
import org.aclgen.acl.registry.AclEntry;
import org.aclgen.acl.registry.AclRegistry;
import org.aclgen.acl.registry.AclSource;
import org.aclgen.acl.registry.Enforcement;
import org.aclgen.runtime.AclFeature;
import org.aclgen.tokens.TokenValidator;
import org.eclipse.jetty.ee10.servlet.ServletContextHandler;
import org.eclipse.jetty.ee10.servlet.ServletHolder;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import org.glassfish.jersey.server.ResourceConfig;
import org.glassfish.jersey.server.ServerProperties;
import org.glassfish.jersey.servlet.ServletContainer;

/**
 * A small Jersey application on Jetty, protected by {@link AclFeature}, with one {@link
 * EchoResource}: the same stack as the sample app, with a resource that tells what it received.
 */
public final class EchoApp implements AutoCloseable {

  /** The ACL template of {@code GET /echo/{value}/x}. */
  public static final AclTemplate TEMPLATE = AclTemplate.parse("echo.{value}.read");

  private static final AclRegistry REGISTRY =
      () ->
          List.of(
              new AclEntry(
                  "echo",
                  "GET",
                  "/echo/{value}/x",
                  EchoResource.class.getName(),
                  "echo(java.lang.String)",
                  TEMPLATE.toString(),
                  AclSource.EXPLICIT,
                  Map.of(),
                  Map.of(),
                  Enforcement.FILTER));

  private final Server server;
  private final ServerConnector connector;

  private EchoApp(TokenValidator validator) {
    server = new Server();
    connector = new ServerConnector(server);
    connector.setHost("127.0.0.1");
    connector.setPort(0);
    server.addConnector(connector);
    ResourceConfig application = new ResourceConfig(EchoResource.class);
    application.register(AclFeature.builder(validator).registries(REGISTRY).build());
    application.property(ServerProperties.WADL_FEATURE_DISABLE, true);
    ServletContextHandler context = new ServletContextHandler();
    context.setContextPath("/");
    ServletHolder holder = new ServletHolder("echo", new ServletContainer(application));
    holder.setInitOrder(1);
    context.addServlet(holder, "/*");
    server.setHandler(context);
    server.setStopTimeout(1_000);
  }

  /** Starts the app on a free loopback port. */
  public static EchoApp start(TokenValidator validator) throws Exception {
    EchoApp app = new EchoApp(validator);
    app.server.start();
    return app;
  }

  /** The bound port. */
  public int port() {
    return connector.getLocalPort();
  }

  /** The base URL, {@code http://127.0.0.1:<port>/}. */
  public URI baseUri() {
    return URI.create("http://127.0.0.1:" + port() + "/");
  }

  @Override
  public void close() {
    try {
      server.stop();
    } catch (Exception e) {
      throw new IllegalStateException("the echo app did not stop cleanly", e);
    }
  }
}
