package org.aclgen.runtime.matrix.jersey;

import org.aclgen.runtime.matrix.JaxRsServer;
import org.aclgen.runtime.matrix.RequestMatrix;

/** The request matrix on Jersey 3.1 with the Grizzly HTTP server. */
class JerseyRequestMatrixTest extends RequestMatrix {

  @Override
  protected JaxRsServer.Factory implementation() {
    return Jersey.factory();
  }
}
