package org.aclgen.trials.resteasy;

import io.undertow.Undertow;
import java.net.InetSocketAddress;
import java.util.Set;
import org.aclgen.runtime.AclFeature;
import org.aclgen.trials.Served;
import org.aclgen.trials.TrialApplication;
import org.aclgen.trials.TrialShapesEndToEnd;
import org.jboss.resteasy.plugins.server.undertow.UndertowJaxrsServer;

/** The trial build served by RESTEasy 6 on Undertow. */
class ResteasyTrialShapesEndToEndTest extends TrialShapesEndToEnd {

  /** Exposes the bound port, which the embedded server keeps to itself. */
  private static final class Server extends UndertowJaxrsServer {
    int port() {
      return ((InetSocketAddress) server.getListenerInfo().get(0).getAddress()).getPort();
    }
  }

  @Override
  protected Served serve(Set<Class<?>> resources, AclFeature.Builder feature) {
    Server server = new Server();
    server.start(Undertow.builder().addHttpListener(0, "127.0.0.1"));
    try {
      server.deploy(new TrialApplication(resources, feature.build()), "/");
    } catch (RuntimeException e) {
      server.stop();
      throw e;
    }
    int port = server.port();
    return new Served() {
      @Override
      public String baseUrl() {
        return "http://127.0.0.1:" + port;
      }

      @Override
      public void close() {
        server.stop();
      }
    };
  }
}
