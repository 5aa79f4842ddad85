package org.aclgen.runtime.matrix.jersey;

import org.aclgen.runtime.matrix.JaxRsServer;
import org.aclgen.runtime.matrix.LocatorMatrix;

/** The locator matrix on Jersey 3.1 with the Grizzly HTTP server. */
class JerseyLocatorMatrixTest extends LocatorMatrix {

  @Override
  protected JaxRsServer.Factory implementation() {
    return Jersey.factory();
  }
}
