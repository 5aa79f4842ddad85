package org.aclgen.runtime.matrix.resteasy;

import io.undertow.Undertow;
import java.net.InetSocketAddress;
import org.aclgen.runtime.matrix.JaxRsServer;
import org.jboss.resteasy.plugins.server.undertow.UndertowJaxrsServer;

/** Starts RESTEasy 6 with the Undertow HTTP server for the matrix tests. */
final class Resteasy {

  /** Exposes the bound port, which the embedded server keeps to itself. */
  private static final class Server extends UndertowJaxrsServer {
    int port() {
      return ((InetSocketAddress) server.getListenerInfo().get(0).getAddress()).getPort();
    }
  }

  private Resteasy() {}

  static JaxRsServer.Factory factory() {
    return application -> {
      Server server = new Server();
      server.start(Undertow.builder().addHttpListener(0, "127.0.0.1"));
      try {
        server.deploy(application, "/");
      } catch (RuntimeException e) {
        server.stop();
        throw e;
      }
      int port = server.port();
      return new JaxRsServer() {
        @Override
        public String baseUrl() {
          return "http://127.0.0.1:" + port;
        }

        @Override
        public void close() {
          server.stop();
        }
      };
    };
  }
}
