package org.aclgen.sample.platform.websocketd;

import java.net.URI;
import org.aclgen.events.EventBus;
import org.eclipse.jetty.ee10.servlet.ServletContextHandler;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;

/** An event service on its own Jetty server on a free loopback port, for one test. */
final class ServedEventService implements AutoCloseable {

  private final EventService service;
  private final Server server;
  private final URI base;

  private ServedEventService(EventService service, Server server, URI base) {
    this.service = service;
    this.server = server;
    this.base = base;
  }

  /** Serves {@code service}. */
  static ServedEventService start(EventService service) throws Exception {
    Server server = new Server();
    ServerConnector connector = new ServerConnector(server);
    connector.setHost("127.0.0.1");
    server.addConnector(connector);
    ServletContextHandler context = new ServletContextHandler();
    service.install(context);
    server.setHandler(context);
    server.start();
    return new ServedEventService(
        service, server, URI.create("http://127.0.0.1:" + connector.getLocalPort() + "/"));
  }

  /** Where clients connect, such as {@code http://127.0.0.1:41234/}. */
  URI base() {
    return base;
  }

  @Override
  public void close() throws Exception {
    service.close();
    server.stop();
  }

  /** Stops the service and its server, then closes {@code bus}. */
  void closeWith(EventBus bus) throws Exception {
    try {
      close();
    } finally {
      bus.close();
    }
  }
}
