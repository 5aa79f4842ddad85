package org.aclgen.runtime.matrix.resteasy;

import org.aclgen.runtime.matrix.JaxRsServer;
import org.aclgen.runtime.matrix.RequestMatrix;

/** The request matrix on RESTEasy 6 with the Undertow HTTP server. */
class ResteasyRequestMatrixTest extends RequestMatrix {

  @Override
  protected JaxRsServer.Factory implementation() {
    return Resteasy.factory();
  }
}
