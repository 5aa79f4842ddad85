package org.aclgen.runtime.matrix.jersey;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.aclgen.runtime.matrix.MatrixResources;
import org.eclipse.jetty.ee10.servlet.ServletContextHandler;
import org.eclipse.jetty.ee10.servlet.ServletHolder;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import org.glassfish.jersey.server.ResourceConfig;
import org.glassfish.jersey.servlet.ServletContainer;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The forgotten feature on Jersey's servlet in Jetty 12, the servlet given as an instance (as
 * Dropwizard and the sample app do): Jetty initializes it at start, whatever its load order, and
 * the start fails.
 */
class JerseyOnJettyFeatureForgottenTest {

  @ParameterizedTest(name = "load order {0}")
  @ValueSource(ints = {-1, 0})
  void theServerDoesNotStart(int initOrder) throws Exception {
    Server server = new Server();
    ServerConnector connector = new ServerConnector(server);
    connector.setHost("127.0.0.1");
    server.addConnector(connector);
    ServletContextHandler context = new ServletContextHandler();
    ServletHolder jersey =
        new ServletHolder(
            new ServletContainer(
                new ResourceConfig(MatrixResources.Users.class, MatrixResources.Misc.class)));
    jersey.setInitOrder(initOrder);
    context.addServlet(jersey, "/*");
    server.setHandler(context);
    try {
      assertThatThrownBy(server::start)
          .hasStackTraceContaining("[aclgen.feature-missing]")
          .hasStackTraceContaining(MatrixResources.class.getName());
    } finally {
      server.stop();
    }
  }
}
