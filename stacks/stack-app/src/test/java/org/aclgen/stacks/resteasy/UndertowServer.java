package org.aclgen.stacks.resteasy;

import java.net.InetSocketAddress;
import org.jboss.resteasy.plugins.server.undertow.UndertowJaxrsServer;

/** RESTEasy's embedded Undertow server, exposing the port it bound, which it keeps to itself. */
final class UndertowServer extends UndertowJaxrsServer {

  int port() {
    return ((InetSocketAddress) server.getListenerInfo().get(0).getAddress()).getPort();
  }
}
