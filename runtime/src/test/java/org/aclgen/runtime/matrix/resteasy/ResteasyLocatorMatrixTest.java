package org.aclgen.runtime.matrix.resteasy;

import org.aclgen.runtime.matrix.JaxRsServer;
import org.aclgen.runtime.matrix.LocatorMatrix;

/** The locator matrix on RESTEasy 6 with the Undertow HTTP server. */
class ResteasyLocatorMatrixTest extends LocatorMatrix {

  @Override
  protected JaxRsServer.Factory implementation() {
    return Resteasy.factory();
  }
}
