package org.aclgen.runtime.matrix.jersey;

import java.net.URI;
import org.aclgen.runtime.matrix.JaxRsServer;
import org.aclgen.runtime.matrix.RequestMatrix;
import org.glassfish.grizzly.http.server.HttpServer;
import org.glassfish.jersey.grizzly2.httpserver.GrizzlyHttpServerFactory;
import org.glassfish.jersey.server.ResourceConfig;

/** The request matrix on Jersey 3.1 with the Grizzly HTTP server. */
class JerseyRequestMatrixTest extends RequestMatrix {

  @Override
  protected JaxRsServer.Factory implementation() {
    return factory();
  }

  /** Starts applications on this implementation; the other matrices of the package use it. */
  static JaxRsServer.Factory factory() {
    return application -> {
      HttpServer server =
          GrizzlyHttpServerFactory.createHttpServer(
              URI.create("http://127.0.0.1:0/"), ResourceConfig.forApplication(application));
      int port = server.getListener("grizzly").getPort();
      return new JaxRsServer() {
        @Override
        public String baseUrl() {
          return "http://127.0.0.1:" + port;
        }

        @Override
        public void close() {
          server.shutdownNow();
        }
      };
    };
  }
}
