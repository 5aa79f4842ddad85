package org.aclgen.runtime.matrix.jersey;

import java.net.URI;
import org.aclgen.runtime.matrix.JaxRsServer;
import org.glassfish.grizzly.http.server.HttpServer;
import org.glassfish.jersey.grizzly2.httpserver.GrizzlyHttpServerFactory;
import org.glassfish.jersey.server.ResourceConfig;

/** Starts Jersey 3.1 with the Grizzly HTTP server for the matrix tests. */
final class Jersey {

  private Jersey() {}

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
