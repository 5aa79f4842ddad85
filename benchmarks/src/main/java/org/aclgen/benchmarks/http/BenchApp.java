package org.aclgen.benchmarks.http;

import org.aclgen.runtime.AclFeature;
import org.aclgen.tokens.TokenValidator;
import org.eclipse.jetty.ee10.servlet.ServletContextHandler;
import org.eclipse.jetty.ee10.servlet.ServletHolder;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import org.eclipse.jetty.util.thread.QueuedThreadPool;
import org.glassfish.jersey.server.ResourceConfig;
import org.glassfish.jersey.server.ServerProperties;
import org.glassfish.jersey.servlet.ServletContainer;

/**
 * The application under load: {@link ProtectedCti} and its twin {@link PublicCti} in one Jersey
 * application with the {@link AclFeature}, on Jetty on a free loopback port, the stack the sample
 * app runs on.
 */
final class BenchApp implements AutoCloseable {
  private final Server server;
  private final ServerConnector connector;

  private BenchApp(Server server, ServerConnector connector) {
    this.server = server;
    this.connector = connector;
  }

  static BenchApp start(TokenValidator validator) throws Exception {
    return start(AclFeature.builder(validator).build());
  }

  /** The application with {@code feature}, such as one that tells decision listeners. */
  static BenchApp start(AclFeature feature) throws Exception {
    ResourceConfig application = new ResourceConfig(ProtectedCti.class, PublicCti.class);
    application.register(feature);
    application.property(ServerProperties.WADL_FEATURE_DISABLE, true);
    QueuedThreadPool threads = new QueuedThreadPool(64, 4);
    threads.setName("bench-app");
    Server server = new Server(threads);
    ServerConnector connector = new ServerConnector(server);
    connector.setHost("127.0.0.1");
    connector.setPort(0);
    server.addConnector(connector);
    ServletContextHandler context = new ServletContextHandler();
    context.setContextPath("/");
    context.addServlet(new ServletHolder(new ServletContainer(application)), "/*");
    server.setHandler(context);
    server.start();
    return new BenchApp(server, connector);
  }

  int port() {
    return connector.getLocalPort();
  }

  @Override
  public void close() {
    try {
      server.stop();
    } catch (Exception e) {
      throw new IllegalStateException("the benchmark server did not stop cleanly", e);
    }
  }
}
